import { buttonClass } from '@/components/ui/button/button-class';
import styles from './load-error.module.scss';

interface LoadErrorProps {
  /** What could not be loaded, e.g. "the equipment". */
  what: string;
  message: string;
  onRetry: () => void;
}

/** The error state of a section whose data failed to load: what happened and a "Try again" button. */
export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.title}>We could not load {what}.</p>
      <p className={styles.message}>{message}</p>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
