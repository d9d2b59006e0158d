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
export const accountSwitchSchema = v.object({
  current_account_id: v.pipe(v.string(), v.nonEmpty('Choose an account'), v.transform(Number)),
});

/**
 * Makes another of the user's accounts the current one (`PUT /user/` with `current_account_id`),
 * then reloads the session's user: roles, permissions and shortcuts follow the new account, and
 * every loaded query is refetched for it.
 */
export function AccountSwitcher({ others }: { others: readonly Schemas['AccountSummary'][] }) {
  const actor = AuthSession.useActorRef();
  const { form, formProps, busy } = useApiForm({
    schema: accountSwitchSchema,
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
      <FormField form={form} name="current_account_id" label="Switch to another account">
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
      <SubmitButton busy={busy} busyLabel="Switching…" variant="outline">
        Switch account
      </SubmitButton>
    </form>
  );
}
