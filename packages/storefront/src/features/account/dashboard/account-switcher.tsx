import type { Schemas } from '@liftline/sdk';
import { useState, type FormEvent } from 'react';
import { waitFor } from 'xstate';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { AuthSession } from '@/lib/auth';
import { messageOf } from '@/lib/field-errors';
import { updateProfile } from '../profile/profile-api';
import styles from './dashboard.module.scss';

/**
 * Makes another of the user's accounts the current one (`PUT /user/` with `current_account_id`),
 * then reloads the session's user: roles, permissions and shortcuts follow the new account.
 */
export function AccountSwitcher({ others }: { others: readonly Schemas['AccountSummary'][] }) {
  const actor = AuthSession.useActorRef();
  const [accountId, setAccountId] = useState(String(others[0]?.id ?? ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !accountId) return;
    setBusy(true);
    setError(null);
    try {
      await updateProfile({ current_account_id: Number(accountId) });
      actor.send({ type: 'user.reload' });
      await waitFor(actor, (snapshot) => !snapshot.matches('loadingUser'), { timeout: 10_000 });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.switcher} onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <FormAlert>{error}</FormAlert>
      <Field label="Switch to another account">
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
          >
            {others.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className={buttonClass('outline')} disabled={busy}>
        {busy ? 'Switching…' : 'Switch account'}
      </button>
    </form>
  );
}
