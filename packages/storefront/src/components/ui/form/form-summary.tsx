import { useLingui } from '@lingui/react';
import styles from './form.module.scss';

interface FormSummaryProps {
  summary: { fieldsInError: number; otherMessages: readonly string[] };
}

/**
 * Above the form after a failed submit: how many fields need attention (their messages stand at
 * the fields, and focus is already on the first), and the messages of a 422 about fields the form
 * does not show. Nothing when all is well.
 */
export function FormSummary({ summary: { fieldsInError, otherMessages } }: FormSummaryProps) {
  const { i18n } = useLingui();
  if (fieldsInError === 0 && otherMessages.length === 0) return null;
  return (
    <div className={styles.summary}>
      {fieldsInError > 0 ? (
        <p>
          {i18n._({
            id: 'ui.form.fieldsInError',
            message:
              '{count, plural, one {One field needs attention.} other {{count} fields need attention.}}',
            values: { count: fieldsInError },
          })}
        </p>
      ) : null}
      {otherMessages.length > 0 ? (
        <ul>
          {otherMessages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
