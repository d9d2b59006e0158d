import { useLingui } from '@lingui/react';
import { can } from '@liftline/sdk';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { BarsIcon, CloseIcon } from '@/components/icons/icons';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-provider';
import { splitLocalePath } from '@/i18n/locales';
import { useLocaleTag } from '@/i18n/use-locale';
import { useAbsoluteHref, useUser } from '@/lib/auth';
import { formatDecimal } from '@/utils/format';
import { ACCOUNT_AREA_GROUPS, ACCOUNT_AREAS, mayOpen, type AccountArea } from './account-areas';
import styles from './account-nav.module.scss';

const DASHBOARD_HREF = paths.account.getHref();
const DASHBOARD_LABEL = /*i18n*/ { id: 'account.nav.dashboard', message: 'Dashboard' };
const RENTALS_HREF = paths.userRentals.getHref();
const RENTALS_LABEL = /*i18n*/ { id: 'account.nav.rentals', message: 'My rentals' };

function isCurrent(href: string, here: string): boolean {
  const path = here.split('?')[0] ?? here;
  if (href === DASHBOARD_HREF) return path === href || path === `${href}/`;
  return path === href || path.startsWith(`${href}/`);
}

/**
 * How many of the account's leads are new (`listAccountLeads` `status=new&per_page=1`, its
 * `meta.total`); working a lead invalidates every `/account/{id}/leads` query, this one too.
 */
function useNewLeadCount(accountId: number | undefined, enabled: boolean): number {
  const count = useApi().useQuery(
    'get',
    '/account/{id}/leads',
    { params: { path: { id: accountId ?? 0 }, query: { status: 'new', per_page: 1 } } },
    { enabled: enabled && accountId !== undefined, staleTime: 30_000 },
  );
  return count.data?.meta.total ?? 0;
}

/**
 * How many rental requests wait for the branch: pending extensions and call-offs plus open service
 * requests (`listAccountRentalRequests` `status=…&per_page=1`, their `meta.total`); moving a
 * request invalidates every `/account/{id}/rental-requests` query, these too.
 */
function useWaitingRequestCount(accountId: number | undefined, enabled: boolean): number {
  const api = useApi();
  const options = { enabled: enabled && accountId !== undefined, staleTime: 30_000 };
  const only = (status: 'pending' | 'open') => ({
    params: { path: { id: accountId ?? 0 }, query: { status, per_page: 1 } },
  });
  const pending = api.useQuery('get', '/account/{id}/rental-requests', only('pending'), options);
  const open = api.useQuery('get', '/account/{id}/rental-requests', only('open'), options);
  return (pending.data?.meta.total ?? 0) + (open.data?.meta.total ?? 0);
}

/** The Leads link's count: seen as a badge, heard as "Leads, 3 new" ("Rental requests, 2 open"). */
function NewCount({ count, kind = 'new' }: { count: number; kind?: 'new' | 'open' }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  if (count === 0) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {count > 99 ? '99+' : formatDecimal(count, 3, tag)}
      </span>
      <span className="visually-hidden">
        {kind === 'new'
          ? i18n._({
              id: 'account.nav.newCount',
              message: ', {count} new',
              values: { count: formatDecimal(count, 3, tag) },
            })
          : i18n._({
              id: 'account.nav.openCount',
              message: ', {count} open',
              values: { count: formatDecimal(count, 3, tag) },
            })}
      </span>
    </>
  );
}

/**
 * The narrow screens' menu: open on the page where it was opened (moving to another page closes
 * it), closed again by Escape (focus back on its button) and by a click outside.
 */
function useMenu(
  here: string,
  nav: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !nav.current?.contains(document.activeElement)) return;
      event.preventDefault();
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, nav, button]);
  return { open, toggle: () => setOpenOn(open ? null : here) };
}

/**
 * The back office's navigation: Dashboard, then the areas the signed-in user may open (`can(name)`:
 * the user's permissions in the current account) in groups — Sales, Catalog, Dealer program,
 * Developers, Settings — and, apart, Platform administration for the platform's administrators.
 * A side column from 992 px; below, one "Account menu" button that opens the same list. The
 * current page (or its parent area) is marked `aria-current="page"`; Leads carries its count of
 * new leads.
 */
export function AccountNav() {
  const { i18n } = useLingui();
  const here = splitLocalePath(useAbsoluteHref()).path;
  const user = useUser();
  const newLeads = useNewLeadCount(user?.current_account.id, can(user, 'leads.view'));
  const waitingRequests = useWaitingRequestCount(user?.current_account.id, can(user, 'leads.view'));
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useMenu(here, navRef, buttonRef);
  const panelId = useId();
  const groupId = useId();
  const areas = ACCOUNT_AREAS.filter((area) => mayOpen(user, area));
  const current =
    areas.find((area) => isCurrent(area.href, here)) ??
    (isCurrent(RENTALS_HREF, here) ? { label: RENTALS_LABEL } : undefined);

  const link = (item: { href: string; label: AccountArea['label'] }) => (
    <li key={item.href}>
      <PrefetchLink
        href={item.href}
        className={styles.link}
        aria-current={isCurrent(item.href, here) ? 'page' : undefined}
      >
        {i18n._(item.label)}
        {item.href === paths.leads.getHref() ? <NewCount count={newLeads} /> : null}
        {item.href === paths.rentalRequests.getHref() ? (
          <NewCount count={waitingRequests} kind="open" />
        ) : null}
      </PrefetchLink>
    </li>
  );

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={i18n._({ id: 'account.nav.label', message: 'Account' })}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        {menu.open ? <CloseIcon /> : <BarsIcon />}
        <span>{i18n._({ id: 'account.nav.menu', message: 'Account menu' })}</span>{' '}
        <span className={styles.here}>{i18n._(current?.label ?? DASHBOARD_LABEL)}</span>
      </button>
      <div id={panelId} className={styles.panel} data-open={menu.open || undefined}>
        <ul className={styles.list}>
          {link({ href: DASHBOARD_HREF, label: DASHBOARD_LABEL })}
          {link({ href: RENTALS_HREF, label: RENTALS_LABEL })}
        </ul>
        {ACCOUNT_AREA_GROUPS.map((group) => {
          const members = areas.filter((area) => area.group === group.id);
          if (members.length === 0) return null;
          const headingId = `${groupId}-${group.id}`;
          return (
            <div
              key={group.id}
              className={group.id === 'admin' ? `${styles.group} ${styles.admin}` : styles.group}
            >
              <p id={headingId} className={styles.groupLabel}>
                {i18n._(group.label)}
              </p>
              <ul className={styles.list} aria-labelledby={headingId}>
                {members.map(link)}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
