import styles from './logo.module.scss';

/** The Liftline mark and wordmark (decorative: the surrounding link carries the name). */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--lf-color-primary)" />
        <path
          d="M10.5 7.5v17h11"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="square"
        />
      </svg>
      <span className={styles.wordmark}>Liftline</span>
    </span>
  );
}
