import { useSyncExternalStore } from 'react';
import styles from './progress-bar.module.scss';
import { routeProgress, type ProgressStore } from './progress-store';

/** The thin bar at the top of the window while a page loads (decorative: the spinner announces). */
export function ProgressBar({ store = routeProgress }: { store?: ProgressStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  if (!state.visible) return null;
  return (
    <div
      className={styles.bar}
      data-testid="progress-bar"
      data-failed={state.failed}
      aria-hidden="true"
    >
      <div className={styles.fill} style={{ transform: `scaleX(${state.percent / 100})` }} />
    </div>
  );
}
