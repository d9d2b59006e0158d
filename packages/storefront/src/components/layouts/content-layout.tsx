import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbLink } from '@/components/breadcrumbs/breadcrumbs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './content-layout.module.scss';

interface ContentLayoutProps {
  title: string;
  /** The trail after Home, ending with this page. */
  breadcrumbs: readonly Partial<BreadcrumbLink>[];
  /** One or two sentences under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Extra class of the frame. */
  className?: string;
}

/** A page's frame inside a layout: breadcrumbs, the title, a lead paragraph and the content. */
export function ContentLayout({
  title,
  breadcrumbs,
  description,
  children,
  className,
}: ContentLayoutProps) {
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
