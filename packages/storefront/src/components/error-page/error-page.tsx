import { Trans } from '@lingui/react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRootHref } from '@/i18n/use-root-href';
import { DEFAULT_ERROR_STATUS } from '@/lib/errors';
import styles from './error-page.module.scss';

export interface ErrorPageProps {
  /** HTTP-like status shown above the title. Default 500. */
  status?: number;
  /** Shown as the page title. */
  message: string;
}

/** The error page shows the error message as its title, its status, and a way home. */
export function ErrorPage({ status = DEFAULT_ERROR_STATUS, message }: ErrorPageProps) {
  useDocumentTitle(message);
  const rootHref = useRootHref();
  return (
    <section className={styles.page} aria-labelledby="error-page-title">
      <p className={styles.status}>
        <Trans
          id="errorPage.status"
          message="<0>Error </0>{status}"
          values={{ status }}
          components={{ 0: <span className="visually-hidden" /> }}
        />
      </p>
      <h1 id="error-page-title" className={styles.title}>
        {message}
      </h1>
      <Link href={rootHref(paths.home.getHref())} className={styles.link}>
        <Trans id="errorPage.home" message="Back to the home page" />
      </Link>
    </section>
  );
}

/** What is left when showing the error page itself fails. No router, no hooks. */
export function ErrorPageFailure() {
  return (
    <section className={styles.page} aria-labelledby="error-page-failure-title">
      <h1 id="error-page-failure-title" className={styles.title}>
        <Trans id="errorPage.failure" message="An error occurred while showing the error page" />
      </h1>
      <a href={paths.home.getHref()} className={styles.link}>
        <Trans id="errorPage.failureHome" message="Go back to home" />
      </a>
    </section>
  );
}
