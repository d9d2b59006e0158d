import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useAbsoluteHref, useUser } from '@/lib/auth';
import { ACCOUNT_AREAS, mayOpen } from './account-areas';
import styles from './account-nav.module.scss';

const DASHBOARD_HREF = paths.account.getHref();

function isCurrent(href: string, here: string): boolean {
  const path = here.split('?')[0] ?? here;
  if (href === DASHBOARD_HREF) return path === href || path === `${href}/`;
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The account area's sub-navigation: Dashboard, then the admin areas the signed-in user may open
 * (`can(name)`: the user's permissions in the current account). The current page (or its parent area) is marked `aria-current="page"`.
 */
export function AccountNav() {
  const here = useAbsoluteHref();
  const user = useUser();
  const items = [
    { label: 'Dashboard', href: DASHBOARD_HREF },
    ...ACCOUNT_AREAS.filter((area) => mayOpen(user, area)),
  ];
  return (
    <nav className={styles.nav} aria-label="Account">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <PrefetchLink
              href={item.href}
              className={styles.link}
              aria-current={isCurrent(item.href, here) ? 'page' : undefined}
            >
              {item.label}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
