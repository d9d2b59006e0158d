import { unwrap } from '@liftline/sdk';
import { useEffect } from 'react';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { asSentence } from '@/lib/forms/schema-fields';
import { useApiForm } from '@/lib/forms/use-api-form';
import { passwordChangeSchema } from './password-change-schema';
import { PASSWORD_MIN_LENGTH } from '@/lib/forms/account-fields';

interface ChangePasswordFormProps {
  /** The e-mail address, for password managers (a hidden username field). */
  email: string;
  onChanged: () => void;
  onCancel: () => void;
}

/**
 * Current, new and repeated password (`PUT /user/change-password`). Checks the rules first; the
 * server's 422 (a wrong current password) shows beside the field with the validation toast.
 */
export function ChangePasswordForm({ email, onChanged, onCancel }: ChangePasswordFormProps) {
  const { form, formProps, busy, summary } = useApiForm({
    schema: passwordChangeSchema,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    fieldMessage: asSentence,
    submit: (body, client) => unwrap(client.PUT('/user/change-password', { body })),
    onSuccess: () => onChanged(),
  });

  useEffect(() => form.setFocus('current_password'), [form]);

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        form={form}
        name="current_password"
        label="Current password"
        autoComplete="current-password"
      />
      <PasswordField
        form={form}
        name="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, different from your current one.`}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="password_confirmation"
        label="Repeat the new password"
        autoComplete="new-password"
      />
      <FormActions busy={busy} busyLabel="Changing…" onCancel={onCancel}>
        Change password
      </FormActions>
    </form>
  );
}
