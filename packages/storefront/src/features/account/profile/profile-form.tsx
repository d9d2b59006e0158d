import type { AuthenticatedUser, FieldErrors } from '@liftline/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { waitFor } from 'xstate';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { AuthSession } from '@/lib/auth';
import { updateProfile, type UpdateUserInput } from './profile-api';
import {
  EMAIL_MAX_LENGTH,
  emailChanged,
  firstInvalid,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  validateProfile,
  type ProfileValues,
} from './profile-validation';
import { saveFailureOf } from './save-failure';
import { useFailureToast } from './use-failure-toast';
import { useFieldFocus } from './use-field-focus';

const FIELDS = ['name', 'email', 'current_password'] as const;
type ProfileField = (typeof FIELDS)[number];

/** How long to wait for the session to load the saved user before closing the form anyway. */
const RELOAD_TIMEOUT_MS = 10_000;

export const EMAIL_CHANGE_HINT =
  'A new address must be confirmed: we e-mail it a link, and until you open it you keep signing in with your current address.';

interface ProfileFormProps {
  user: AuthenticatedUser;
  /** After a successful save (the session already shows the saved user). */
  onSaved: (result: { emailChanged: boolean }) => void;
  onCancel: () => void;
}

/** Only what changed (an omitted field stays as it is, see UpdateUserInput). */
function changesOf(user: AuthenticatedUser, values: ProfileValues): UpdateUserInput {
  const changes: UpdateUserInput = {};
  if (values.name.trim() !== user.name) changes.name = values.name.trim();
  if (values.email.trim() !== user.email) changes.email = values.email.trim();
  return changes;
}

/**
 * Name and e-mail (`PUT /user/`). Checks the values first; a 422 shows the server's messages beside
 * the fields and the validation toast, a 409 (address taken) beside the e-mail. A new e-mail address
 * needs the current password and is confirmed first: it is pending until its link is opened. Warns before leaving with unsaved changes.
 */
export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const actor = AuthSession.useActorRef();
  const failureToast = useFailureToast();
  const { register, focus } = useFieldFocus<ProfileField>();
  const [values, setValues] = useState<ProfileValues>({ name: user.name, email: user.email });
  // Only asked for (and sent) when the e-mail address changes.
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const changes = changesOf(user, values);
  const dirty = Object.keys(changes).length > 0;
  const changingEmail = changes.email !== undefined && emailChanged(user.email, changes.email);

  useUnsavedChanges(dirty);

  useEffect(() => focus('name'), [focus]);

  const set = (field: Exclude<ProfileField, 'current_password'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: [] }));
  };

  const save = async () => {
    setSaving(true);
    setFormError(null);
    const changedEmail = changingEmail;
    try {
      await updateProfile(
        changedEmail ? { ...changes, current_password: currentPassword } : changes,
      );
    } catch (error) {
      const failure = saveFailureOf(error, FIELDS, 'email');
      setErrors(failure.fieldErrors);
      setFormError(failure.formError);
      if (failure.toast) failureToast.show(failure.toast);
      setSaving(false);
      focus(firstInvalid(FIELDS, failure.fieldErrors));
      return;
    }
    failureToast.clear();
    // The session loads the saved user (GET /user), so the header and every page show it.
    actor.send({ type: 'user.reload' });
    await waitFor(actor, (snapshot) => !snapshot.matches('loadingUser'), {
      timeout: RELOAD_TIMEOUT_MS,
    }).catch(() => undefined);
    setSaving(false);
    onSaved({ emailChanged: changedEmail });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = validateProfile(values, changingEmail ? currentPassword : undefined);
    setErrors(problems);
    setFormError(null);
    const invalid = firstInvalid(FIELDS, problems);
    if (invalid) {
      focus(invalid);
      return;
    }
    if (!dirty) {
      onCancel();
      return;
    }
    if (changingEmail) {
      setConfirmingEmail(true);
      return;
    }
    void save();
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={saving}>
      <FormAlert>{formError}</FormAlert>
      <Field label="Name" errors={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={register('name')}
            className={formStyles.control}
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </Field>
      <Field label="E-mail" errors={errors.email} hint={EMAIL_CHANGE_HINT}>
        {(control) => (
          <input
            {...control}
            ref={register('email')}
            className={formStyles.control}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        )}
      </Field>
      {changingEmail ? (
        <Field
          label="Current password"
          errors={errors.current_password}
          hint="To change your e-mail address, confirm it is you."
        >
          {(control) => (
            <input
              {...control}
              ref={register('current_password')}
              className={formStyles.control}
              type="password"
              name="current_password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={currentPassword}
              onChange={(event) => {
                setCurrentPassword(event.target.value);
                setErrors((current) => ({ ...current, current_password: [] }));
              }}
            />
          )}
        </Field>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? 'Saving…' : 'Save profile'}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <ConfirmDialog
        open={confirmingEmail}
        title="Change your e-mail address?"
        message={
          <>
            We will send a confirmation link to <strong>{values.email.trim()}</strong>. Until you
            open it, you keep signing in with <strong>{user.email}</strong>, and we let that address
            know about the change.
          </>
        }
        confirmLabel="Change e-mail address"
        danger={false}
        onConfirm={() => {
          // Close first: focus then returns to the form, where a failure is shown.
          setConfirmingEmail(false);
          return save();
        }}
        onClose={() => setConfirmingEmail(false)}
      />
    </form>
  );
}
