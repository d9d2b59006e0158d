import styles from './form.module.scss';

/**
 * The fields still in error after a submit, listed above the form (focus is already on the first
 * of them; the toast announced the failure).
 */
export function FormSummary({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.summary}>
      <p>
        {messages.length === 1
          ? 'One field needs attention:'
          : `${messages.length} fields need attention:`}
      </p>
      <ul>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
