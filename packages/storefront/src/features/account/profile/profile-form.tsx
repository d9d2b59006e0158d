import type { AuthenticatedUser } from '@liftline/sdk';
import { unwrap } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { AuthSession } from '@/lib/auth';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/forms/account-fields';
import { asSentence } from '@/lib/forms/schema-fields';
import { useApiForm } from '@/lib/forms/use-api-form';
import { emailChanged, profileSchema } from './profile-schema';

/** How long to wait for the session to load the saved user before closing the form anyway. */
const RELOAD_TIMEOUT_MS = 10_000;

export const EMAIL_CHANGE_HINT = /*i18n*/ {
  id: 'account.profile.emailChangeHint',
  message:
    'A new address must be confirmed: we e-mail it a link, and until you open it you keep signing in with your current address.',
};

const messages = {
  name: /*i18n*/ { id: 'auth.field.name', message: 'Name' },
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  language: /*i18n*/ { id: 'account.profile.language', message: 'Language' },
  languageHint: /*i18n*/ {
    id: 'account.profile.languageHint',
    message: 'The language of your account pages and of the e-mails we send you.',
  },
  currentPassword: /*i18n*/ { id: 'account.password.current', message: 'Current password' },
  currentPasswordHint: /*i18n*/ {
    id: 'account.profile.currentPasswordHint',
    message: 'To change your e-mail address, confirm it is you.',
  },
  busy: /*i18n*/ { id: 'account.profile.busy', message: 'Saving…' },
  submit: /*i18n*/ { id: 'account.profile.submit', message: 'Save profile' },
  confirmTitle: /*i18n*/ {
    id: 'account.profile.confirmTitle',
    message: 'Change your e-mail address?',
  },
  confirmLabel: /*i18n*/ { id: 'account.profile.confirmLabel', message: 'Change e-mail address' },
};

interface ProfileFormProps {
  user: AuthenticatedUser;
  /** After a successful save (the session already shows the saved user). */
  onSaved: (result: { emailChanged: boolean }) => void;
  onCancel: () => void;
}

interface ProfileValues {
  name: string;
  email: string;
  locale: Locale;
  current_password: string;
}

/** Only what changed (an omitted field stays as it is); the password only for a new address. */
function changesOf(user: AuthenticatedUser, values: ProfileValues) {
  const changes: { name?: string; email?: string; locale?: Locale; current_password?: string } = {};
  if (values.name !== user.name) changes.name = values.name;
  if (values.email !== user.email) changes.email = values.email;
  if (values.locale !== (user.locale ?? 'en')) changes.locale = values.locale;
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
  const { i18n } = useLingui();
  const actor = AuthSession.useActorRef();
  const schema = useMemo(() => profileSchema(user.email, i18n), [user.email, i18n]);
  // The confirmation of a new address: answers the pending submit.
  const [confirming, setConfirming] = useState<string | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => {});
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: {
      name: user.name,
      email: user.email,
      locale: user.locale ?? 'en',
      current_password: '',
    },
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
      <FormField form={form} name="name" label={i18n._(messages.name)}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="email"
        label={i18n._(messages.email)}
        hint={i18n._(EMAIL_CHANGE_HINT)}
      >
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
      <FormField
        form={form}
        name="locale"
        label={i18n._(messages.language)}
        hint={i18n._(messages.languageHint)}
      >
        {(control) => (
          <select {...control} className={formStyles.control}>
            {LOCALES.map((locale) => (
              // Each language named in itself (the switcher's names).
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {changingEmail ? (
        <PasswordField
          form={form}
          name="current_password"
          label={i18n._(messages.currentPassword)}
          hint={i18n._(messages.currentPasswordHint)}
          autoComplete="current-password"
        />
      ) : null}
      <FormActions busy={busy} busyLabel={i18n._(messages.busy)} onCancel={onCancel}>
        {i18n._(messages.submit)}
      </FormActions>
      <ConfirmDialog
        open={confirming !== null}
        title={i18n._(messages.confirmTitle)}
        message={
          <Trans
            id="account.profile.confirmText"
            message="We will send a confirmation link to <0>{next}</0>. Until you open it, you keep signing in with <1>{current}</1>, and we let that address know about the change."
            values={{ next: confirming ?? '', current: user.email }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
        }
        confirmLabel={i18n._(messages.confirmLabel)}
        danger={false}
        onConfirm={() => close(true)}
        onClose={() => close(false)}
      />
    </form>
  );
}
