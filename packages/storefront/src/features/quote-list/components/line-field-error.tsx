import formStyles from '@/components/ui/form/form.module.scss';

/** A line field's message (the page's check or the server's 422), named by the field's `aria-describedby`. */
export function LineFieldError({ id, message }: { id: string | undefined; message?: string }) {
  return message ? (
    <p id={id} className={formStyles.fieldError}>
      {message}
    </p>
  ) : null;
}
