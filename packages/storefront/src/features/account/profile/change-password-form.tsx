import type { FieldErrors } from '@liftline/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field, type FieldControlProps } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { changePassword } from './profile-api';
import {
  firstInvalid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validatePasswordChange,
  type PasswordValues,
} from './profile-validation';
import { saveFailureOf } from './save-failure';
import { useFailureToast } from './use-failure-toast';
import { useFieldFocus } from './use-field-focus';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type PasswordField = (typeof FIELDS)[number];

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

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
  const failureToast = useFailureToast();
  const { register, focus } = useFieldFocus<PasswordField>();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = FIELDS.some((field) => values[field] !== '');

  useUnsavedChanges(dirty);

  useEffect(() => focus('current_password'), [focus]);

  const set = (field: PasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: [] }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = validatePasswordChange(values);
    setErrors(problems);
    setFormError(null);
    const invalid = firstInvalid(FIELDS, problems);
    if (invalid) {
      focus(invalid);
      return;
    }
    setSaving(true);
    try {
      await changePassword(values);
    } catch (error) {
      const failure = saveFailureOf(error, FIELDS);
      setErrors(failure.fieldErrors);
      setFormError(failure.formError);
      if (failure.toast) failureToast.show(failure.toast);
      setSaving(false);
      focus(firstInvalid(FIELDS, failure.fieldErrors));
      return;
    }
    failureToast.clear();
    setSaving(false);
    setValues(EMPTY);
    onChanged();
  };

  const passwordInput = (field: PasswordField, autoComplete: string) => {
    const renderInput = (control: FieldControlProps) => (
      <input
        {...control}
        ref={register(field)}
        className={formStyles.control}
        type="password"
        name={field}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
    );
    return renderInput;
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={saving}
    >
      <FormAlert>{formError}</FormAlert>
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <Field label="Current password" errors={errors.current_password}>
        {passwordInput('current_password', 'current-password')}
      </Field>
      <Field
        label="New password"
        errors={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, different from your current one.`}
      >
        {passwordInput('password', 'new-password')}
      </Field>
      <Field label="Repeat the new password" errors={errors.password_confirmation}>
        {passwordInput('password_confirmation', 'new-password')}
      </Field>
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? 'Changing…' : 'Change password'}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
