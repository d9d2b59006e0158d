import { useLingui } from '@lingui/react';
import styles from './page-spinner.module.scss';

const LOADING = /*i18n*/ { id: 'spinner.loadingPage', message: 'Loading page…' };

/**
 * Shown while a page's code loads. It fades in after 200 ms (the minimum spinner delay), so fast
 * loads never flash a spinner.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? i18n._(LOADING)}</span>
    </div>
  );
}
