import { Trans } from '@lingui/react';
import styles from './layouts.module.scss';

export const MAIN_ID = 'main-content';

/** First focusable element of every page: jumps over the header to the page content. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className={styles.skipLink}>
      <Trans id="layout.skipLink" message="Skip to main content" />
    </a>
  );
}
