import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { unwrap, type Schemas } from '@liftline/sdk';
import * as v from 'valibot';
import { waitFor } from 'xstate';
import { FormField } from '@/components/ui/form/form-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { AuthSession } from '@/lib/auth';
import { useApiForm } from '@/lib/forms/use-api-form';
import styles from './dashboard.module.scss';

/** The account to make current (`UpdateUserInput.current_account_id`), chosen in a select. */
const messages = {
  required: /*i18n*/ { id: 'account.switch.required', message: 'Choose an account' },
  label: /*i18n*/ { id: 'account.switch.label', message: 'Switch to another account' },
  busy: /*i18n*/ { id: 'account.switch.busy', message: 'Switching…' },
  submit: /*i18n*/ { id: 'account.switch.submit', message: 'Switch account' },
};

export const accountSwitchSchema = (i18n: I18n) =>
  v.object({
    current_account_id: v.pipe(
      v.string(),
      v.nonEmpty(i18n._(messages.required)),
      v.transform(Number),
    ),
  });

/**
 * Makes another of the user's accounts the current one (`PUT /user/` with `current_account_id`),
 * then reloads the session's user: roles, permissions and shortcuts follow the new account, and
 * every loaded query is refetched for it.
 */
export function AccountSwitcher({ others }: { others: readonly Schemas['AccountSummary'][] }) {
  const { i18n } = useLingui();
  const actor = AuthSession.useActorRef();
  const schema = useMemo(() => accountSwitchSchema(i18n), [i18n]);
  const { form, formProps, busy } = useApiForm({
    schema,
    defaultValues: { current_account_id: String(others[0]?.id ?? '') },
    guardUnsaved: false,
    // Everything loaded belonged to the previous account.
    invalidates: [[]],
    submit: async (body, client) => {
      await unwrap(client.PUT('/user/', { body }));
      actor.send({ type: 'user.reload' });
      await waitFor(actor, (snapshot) => !snapshot.matches('loadingUser'), { timeout: 10_000 });
    },
  });

  return (
    <form className={styles.switcher} {...formProps}>
      <FormField form={form} name="current_account_id" label={i18n._(messages.label)}>
        {(control) => (
          <select {...control} className={formStyles.control}>
            {others.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel={i18n._(messages.busy)} variant="outline">
        {i18n._(messages.submit)}
      </SubmitButton>
    </form>
  );
}
