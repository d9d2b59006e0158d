import { paths } from '@/config/paths';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import styles from './breadcrumbs.module.scss';

/** A breadcrumb link: a name and a path, both required. */
export interface BreadcrumbLink {
  name: string;
  path: string;
}

export const BREADCRUMB_LINK_ERROR = 'All breadcrumb links must provide a name and path';

export const HOME_BREADCRUMB: BreadcrumbLink = { name: 'Home', path: paths.home.getHref() };

/** Every trail starts at Home `/`; a link without a name and a path is rejected. */
export function breadcrumbTrail(links: readonly Partial<BreadcrumbLink>[]): BreadcrumbLink[] {
  for (const link of links) {
    if (!link.name?.trim() || !link.path?.trim()) throw new Error(BREADCRUMB_LINK_ERROR);
  }
  return [HOME_BREADCRUMB, ...(links as BreadcrumbLink[])];
}

/** The trail above a page's title; the last link is the current page. */
export function Breadcrumbs({ links }: { links: readonly Partial<BreadcrumbLink>[] }) {
  const trail = breadcrumbTrail(links);
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((link, index) => (
          <li key={`${link.path}-${index}`} className={styles.item}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{link.name}</span>
            ) : (
              <PrefetchLink href={link.path} className={styles.link}>
                {link.name}
              </PrefetchLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
