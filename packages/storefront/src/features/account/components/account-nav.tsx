import { useLingui } from '@lingui/react';
import { can } from '@liftline/sdk';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-provider';
import { splitLocalePath } from '@/i18n/locales';
import { useLocaleTag } from '@/i18n/use-locale';
import { useAbsoluteHref, useUser } from '@/lib/auth';
import { ACCOUNT_AREAS, mayOpen } from './account-areas';
import styles from './account-nav.module.scss';
import { formatDecimal } from '@/utils/format';

const DASHBOARD_HREF = paths.account.getHref();

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

/** The Leads link's count: seen as a badge, heard as "Leads, 3 new". */
function NewCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  if (count === 0) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {count > 99 ? '99+' : formatDecimal(count, 3, tag)}
      </span>
      <span className="visually-hidden">
        {i18n._({
          id: 'account.nav.newCount',
          message: ', {count} new',
          values: { count: formatDecimal(count, 3, tag) },
        })}
      </span>
    </>
  );
}

/**
 * The account area's sub-navigation: Dashboard, then the admin areas the signed-in user may open
 * (`can(name)`: the user's permissions in the current account), Leads with its count of new leads. The current page (or its parent area) is marked `aria-current="page"`.
 */
export function AccountNav() {
  const { i18n } = useLingui();
  const here = splitLocalePath(useAbsoluteHref()).path;
  const user = useUser();
  const newLeads = useNewLeadCount(user?.current_account.id, can(user, 'leads.view'));
  const items = [
    { label: /*i18n*/ { id: 'account.nav.dashboard', message: 'Dashboard' }, href: DASHBOARD_HREF },
    ...ACCOUNT_AREAS.filter((area) => mayOpen(user, area)),
  ];
  return (
    <nav
      className={styles.nav}
      aria-label={i18n._({ id: 'account.nav.label', message: 'Account' })}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <PrefetchLink
              href={item.href}
              className={styles.link}
              aria-current={isCurrent(item.href, here) ? 'page' : undefined}
            >
              {i18n._(item.label)}
              {item.href === paths.leads.getHref() ? <NewCount count={newLeads} /> : null}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
