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
  if (fieldsInError === 0 && otherMessages.length === 0) return null;
  return (
    <div className={styles.summary}>
      {fieldsInError > 0 ? (
        <p>
          {fieldsInError === 1
            ? 'One field needs attention.'
            : `${fieldsInError} fields need attention.`}
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
