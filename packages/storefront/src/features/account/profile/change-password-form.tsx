import { unwrap } from '@liftline/sdk';
import { useEffect } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { asSentence } from '@/lib/forms/schema-fields';
import { useApiForm } from '@/lib/forms/use-api-form';
import { passwordChangeSchema } from './password-change-schema';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/forms/account-fields';

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

  const password = (autoComplete: string) =>
    function PasswordInput(control: Parameters<Parameters<typeof FormField>[0]['children']>[0]) {
      return (
        <input
          {...control}
          className={formStyles.control}
          type="password"
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      );
    };

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <FormField form={form} name="current_password" label="Current password">
        {password('current-password')}
      </FormField>
      <FormField
        form={form}
        name="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, different from your current one.`}
      >
        {password('new-password')}
      </FormField>
      <FormField form={form} name="password_confirmation" label="Repeat the new password">
        {password('new-password')}
      </FormField>
      <FormActions busy={busy} busyLabel="Changing…" onCancel={onCancel}>
        Change password
      </FormActions>
    </form>
  );
}
