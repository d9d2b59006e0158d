import type { AuthenticatedUser } from '@liftline/sdk';
import { unwrap } from '@liftline/sdk';
import { useEffect, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { AuthSession } from '@/lib/auth';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/forms/account-fields';
import { asSentence } from '@/lib/forms/schema-fields';
import { useApiForm } from '@/lib/forms/use-api-form';
import { emailChanged, profileSchema } from './profile-schema';

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

interface ProfileValues {
  name: string;
  email: string;
  current_password: string;
}

/** Only what changed (an omitted field stays as it is); the password only for a new address. */
function changesOf(user: AuthenticatedUser, values: ProfileValues) {
  const changes: { name?: string; email?: string; current_password?: string } = {};
  if (values.name !== user.name) changes.name = values.name;
  if (values.email !== user.email) changes.email = values.email;
  if (emailChanged(user.email, values.email)) changes.current_password = values.current_password;
  return changes;
}

/**
 * Name and e-mail (`PUT /user/`) on the kit's form. A 422 shows the server's messages beside the
 * fields, a 409 (address taken) beside the e-mail. A new e-mail address needs the current password
 * and is confirmed first: it stays pending until its link is opened. Nothing changed: the form
 * just closes.
 */
export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const actor = AuthSession.useActorRef();
  // The confirmation of a new address: answers the pending submit.
  const [confirming, setConfirming] = useState<string | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => {});
  const { form, formProps, busy, summary } = useApiForm({
    schema: profileSchema(user.email),
    defaultValues: { name: user.name, email: user.email, current_password: '' },
    fieldMessage: asSentence,
    conflictField: 'email',
    beforeSubmit: (values) => {
      if (Object.keys(changesOf(user, values)).length === 0) {
        onCancel();
        return false;
      }
      if (!emailChanged(user.email, values.email)) return true;
      setConfirming(values.email);
      return new Promise<boolean>((resolve) => (answer.current = resolve));
    },
    submit: async (values, client) => {
      await unwrap(client.PUT('/user/', { body: changesOf(user, values) }));
      // The session loads the saved user (GET /user), so the header and every page show it.
      actor.send({ type: 'user.reload' });
      await waitFor(actor, (snapshot) => !snapshot.matches('loadingUser'), {
        timeout: RELOAD_TIMEOUT_MS,
      }).catch(() => undefined);
      return { emailChanged: emailChanged(user.email, values.email) };
    },
    onSuccess: (result) => onSaved(result),
  });
  const changingEmail = emailChanged(user.email, form.watch('email'));

  useEffect(() => form.setFocus('name'), [form]);

  const close = (confirmed: boolean) => {
    // Close first: focus then returns to the form, where a failure is shown.
    setConfirming(null);
    answer.current(confirmed);
  };

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField form={form} name="name" label="Name">
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
          />
        )}
      </FormField>
      <FormField form={form} name="email" label="E-mail" hint={EMAIL_CHANGE_HINT}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
        )}
      </FormField>
      {changingEmail ? (
        <PasswordField
          form={form}
          name="current_password"
          label="Current password"
          hint="To change your e-mail address, confirm it is you."
          autoComplete="current-password"
        />
      ) : null}
      <FormActions busy={busy} busyLabel="Saving…" onCancel={onCancel}>
        Save profile
      </FormActions>
      <ConfirmDialog
        open={confirming !== null}
        title="Change your e-mail address?"
        message={
          <>
            We will send a confirmation link to <strong>{confirming}</strong>. Until you open it,
            you keep signing in with <strong>{user.email}</strong>, and we let that address know
            about the change.
          </>
        }
        confirmLabel="Change e-mail address"
        danger={false}
        onConfirm={() => close(true)}
        onClose={() => close(false)}
      />
    </form>
  );
}
