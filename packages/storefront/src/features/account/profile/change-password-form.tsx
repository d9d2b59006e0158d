import { useLingui } from '@lingui/react';
import { unwrap } from '@liftline/sdk';
import { useEffect, useMemo } from 'react';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { asSentence } from '@/lib/forms/schema-fields';
import { useApiForm } from '@/lib/forms/use-api-form';
import { passwordChangeSchema } from './password-change-schema';
import { PASSWORD_MIN_LENGTH } from '@/lib/forms/account-fields';
import { translate } from '@/utils/translate';

const messages = {
  current: /*i18n*/ { id: 'account.password.current', message: 'Current password' },
  newPassword: /*i18n*/ { id: 'auth.reset.newPassword', message: 'New password' },
  hint: /*i18n*/ {
    id: 'account.password.hint',
    message: 'At least {min} characters, different from your current one.',
  },
  repeat: /*i18n*/ { id: 'account.password.repeat', message: 'Repeat the new password' },
  busy: /*i18n*/ { id: 'account.password.busy', message: 'Changing…' },
  submit: /*i18n*/ { id: 'account.password.submit', message: 'Change password' },
};

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
  const { i18n } = useLingui();
  const schema = useMemo(() => passwordChangeSchema(i18n), [i18n]);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
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
        label={i18n._(messages.current)}
        autoComplete="current-password"
      />
      <PasswordField
        form={form}
        name="password"
        label={i18n._(messages.newPassword)}
        hint={translate(i18n, messages.hint, { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="password_confirmation"
        label={i18n._(messages.repeat)}
        autoComplete="new-password"
      />
      <FormActions busy={busy} busyLabel={i18n._(messages.busy)} onCancel={onCancel}>
        {i18n._(messages.submit)}
      </FormActions>
    </form>
  );
}
