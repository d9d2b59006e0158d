import styles from './page-spinner.module.scss';

/**
 * Shown while a page's code loads. It fades in after 200 ms (the minimum spinner delay), so fast
 * loads never flash a spinner.
 */
export function PageSpinner({ label = 'Loading page…' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
