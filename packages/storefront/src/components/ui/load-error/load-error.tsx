import { useLingui } from '@lingui/react';
import { buttonClass } from '@/components/ui/button/button-class';
import styles from './load-error.module.scss';

export interface LoadErrorTitle {
  /** The whole sentence, in the page's language: "We could not load the equipment.". */
  title?: string;
  /**
   * Instead of `title`, for the English-only back office: what could not be loaded ("the users"),
   * written into "We could not load {what}." in English (a fragment cannot be translated).
   */
  what?: string;
}

interface LoadErrorProps extends LoadErrorTitle {
  message: string;
  onRetry: () => void;
}

/** The error state of a section whose data failed to load: what happened and a "Try again" button. */
export function LoadError({ title, what, message, onRetry }: LoadErrorProps) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.title}>
        {title ??
          (what === undefined
            ? i18n._({ id: 'ui.loadError.title', message: 'We could not load this content.' })
            : `We could not load ${what}.`)}
      </p>
      <p className={styles.message}>{message}</p>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        {i18n._({ id: 'ui.loadError.retry', message: 'Try again' })}
      </button>
    </div>
  );
}
