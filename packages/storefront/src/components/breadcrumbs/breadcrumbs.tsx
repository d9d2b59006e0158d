import { useLingui } from '@lingui/react';
import { paths, type BreadcrumbName } from '@/config/paths';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import styles from './breadcrumbs.module.scss';

/**
 * A breadcrumb link: a name and a path, both required. The name is a message of the route table
 * (translated here) or a name from the data (a unit's title, shown as it is).
 */
export interface BreadcrumbLink {
  name: BreadcrumbName;
  path: string;
}

export const BREADCRUMB_LINK_ERROR = 'All breadcrumb links must provide a name and path';

export const HOME_BREADCRUMB: BreadcrumbLink = {
  name: /*i18n*/ { id: 'breadcrumbs.home', message: 'Home' },
  path: paths.home.getHref(),
};

const hasName = (name: BreadcrumbName | undefined) =>
  typeof name === 'string' ? name.trim() !== '' : Boolean(name?.id);

/** Every trail starts at Home `/`; a link without a name and a path is rejected. */
export function breadcrumbTrail(links: readonly Partial<BreadcrumbLink>[]): BreadcrumbLink[] {
  for (const link of links) {
    if (!hasName(link.name) || !link.path?.trim()) throw new Error(BREADCRUMB_LINK_ERROR);
  }
  return [HOME_BREADCRUMB, ...(links as BreadcrumbLink[])];
}

const messages = {
  label: /*i18n*/ { id: 'breadcrumbs.label', message: 'Breadcrumb' },
};

/** The trail above a page's title; the last link is the current page. */
export function Breadcrumbs({ links }: { links: readonly Partial<BreadcrumbLink>[] }) {
  const { i18n } = useLingui();
  const trail = breadcrumbTrail(links);
  const text = (name: BreadcrumbName) => (typeof name === 'string' ? name : i18n._(name));
  return (
    <nav aria-label={i18n._(messages.label)} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((link, index) => (
          <li key={`${link.path}-${index}`} className={styles.item}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{text(link.name)}</span>
            ) : (
              <PrefetchLink href={link.path} className={styles.link}>
                {text(link.name)}
              </PrefetchLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
