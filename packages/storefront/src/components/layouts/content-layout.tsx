import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbLink } from '@/components/breadcrumbs/breadcrumbs';
import { breadcrumbsOf, paths, type RouteName } from '@/config/paths';
import type { RouteEntry } from '@/config/route-entry';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './content-layout.module.scss';

interface ContentLayoutProps {
  /**
   * The page's entry in the route table: its title and breadcrumb trail come from there (in the
   * page's language).
   */
  route?: RouteName;
  /** A title that depends on the data, already translated (default: the route's). */
  title?: string;
  /** A trail that depends on the data (default: the route's, after Home). */
  breadcrumbs?: readonly Partial<BreadcrumbLink>[];
  /** One or two sentences under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Extra class of the frame. */
  className?: string;
}

/** A page's frame inside a layout: breadcrumbs, the title, a lead paragraph and the content. */
export function ContentLayout({
  route,
  title: ownTitle,
  breadcrumbs: ownBreadcrumbs,
  description,
  children,
  className,
}: ContentLayoutProps) {
  const { i18n } = useLingui();
  const routeTitle = route ? (paths[route] as RouteEntry).title : undefined;
  const title = ownTitle ?? (routeTitle ? i18n._(routeTitle) : '');
  const breadcrumbs = ownBreadcrumbs ?? (route ? breadcrumbsOf(route) : []);
  useDocumentTitle(title);
  return (
    <div className={className ? `${styles.page} ${className}` : styles.page}>
      <Breadcrumbs links={breadcrumbs} />
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.lead}>{description}</p> : null}
      {children}
    </div>
  );
}
