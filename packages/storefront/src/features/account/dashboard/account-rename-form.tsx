import { unwrap } from '@liftline/sdk';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { AuthSession } from '@/lib/auth';
import { requiredText } from '@/lib/forms/schema-fields';
import { useApiForm } from '@/lib/forms/use-api-form';
import styles from './dashboard.module.scss';
import { translate } from '@/utils/translate';

/** The contract's limit (`AccountRenameInput.name`). */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

const messages = {
  nameRequired: /*i18n*/ { id: 'account.rename.nameRequired', message: 'Enter the account’s name' },
  renamed: /*i18n*/ { id: 'account.rename.done', message: 'The account is now called {name}.' },
  open: /*i18n*/ { id: 'account.rename.open', message: 'Rename account' },
  label: /*i18n*/ { id: 'account.rename.label', message: 'Account name' },
  busy: /*i18n*/ { id: 'account.profile.busy', message: 'Saving…' },
  submit: /*i18n*/ { id: 'account.rename.submit', message: 'Save name' },
};

export const accountRenameSchema = (i18n: I18n) =>
  v.object({
    name: requiredText(i18n._(messages.nameRequired), ACCOUNT_NAME_MAX_LENGTH, i18n),
  });

/** "Rename account" for owners: opens a one-field form in place; the session shows the new name. */
export function AccountRename({ accountId, name }: { accountId: number; name: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  // Closing the form (saved or cancelled) puts focus back on the button that opened it.
  const closed = useRef(false);
  useEffect(() => {
    if (open || !closed.current) return;
    closed.current = false;
    button.current?.focus();
  }, [open]);
  const close = () => {
    closed.current = true;
    setOpen(false);
  };
  return (
    <>
      {open ? (
        <RenameForm
          accountId={accountId}
          name={name}
          onDone={(renamed) => {
            setStatus(translate(i18n, messages.renamed, { name: renamed }));
            close();
          }}
          onCancel={close}
        />
      ) : (
        <button
          ref={button}
          type="button"
          className={buttonClass('outline')}
          onClick={() => {
            setStatus('');
            setOpen(true);
          }}
        >
          {i18n._(messages.open)}
        </button>
      )}
      <p className={styles.muted} aria-live="polite">
        {status}
      </p>
    </>
  );
}

function RenameForm({
  accountId,
  name,
  onDone,
  onCancel,
}: {
  accountId: number;
  name: string;
  onDone: (name: string) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const actor = AuthSession.useActorRef();
  const schema = useMemo(() => accountRenameSchema(i18n), [i18n]);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: { name },
    submit: (body, client) =>
      unwrap(client.POST('/account/{id}', { params: { path: { id: accountId } }, body })),
    onSuccess: (renamed) => {
      // Every page shows the account's name from the session's user.
      actor.send({ type: 'user.reload' });
      onDone(renamed.name);
    },
  });
  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField form={form} name="name" label={i18n._(messages.label)}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            autoComplete="organization"
            maxLength={ACCOUNT_NAME_MAX_LENGTH}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the user's click
            autoFocus
          />
        )}
      </FormField>
      <FormActions busy={busy} busyLabel={i18n._(messages.busy)} onCancel={onCancel}>
        {i18n._(messages.submit)}
      </FormActions>
    </form>
  );
}
