import { ApiError, type FieldErrors, errorNotice } from '@liftline/sdk';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { fieldErrorsOf, isValidationError, messageOf } from '@/lib/field-errors';
import { EmailIcon } from '@/components/icons/icons';
import { createInvite, type AssignableRole, type InviteWithLink } from '../api/users-api';
import { groupInviteErrors, validateInviteForm } from '../invite-form-values';
import { RoleCheckboxes } from './role-checkboxes';
import styles from './users.module.scss';

interface InviteFormProps {
  accountId: number;
  roles: readonly AssignableRole[];
  onInvited: (invite: InviteWithLink) => void;
}

/** Invite by e-mail with roles. Checked here first; the server's 422/409 show beside the fields. */
export function InviteForm({ accountId, roles, onInvited }: InviteFormProps) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(email.trim() !== '' || roleIds.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateInviteForm({ email });
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const invite = await createInvite(accountId, { email: email.trim(), role_ids: roleIds });
      setBusy(false);
      setEmail('');
      setRoleIds([]);
      onInvited(invite);
    } catch (error) {
      setBusy(false);
      if (isValidationError(error)) {
        setErrors(groupInviteErrors(fieldErrorsOf(error)));
        toast.error(errorNotice(error));
      } else if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
        setErrors({ email: [error.serverMessage] });
      } else {
        setAlert(messageOf(error));
      }
    }
  };

  return (
    <section className={styles.inviteCard} aria-labelledby="invite-form-heading">
      <h2 id="invite-form-heading" className={styles.subheading}>
        Invite someone
      </h2>
      <form
        className={formStyles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={busy || undefined}
      >
        <FormAlert>{alert}</FormAlert>
        <Field label="E-mail address" errors={errors.email}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              type="email"
              name="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <RoleCheckboxes
          legend="Roles on joining"
          roles={roles}
          selected={roleIds}
          onChange={setRoleIds}
          errors={errors.role_ids}
          hint="They get these roles when they accept. You can change them later."
        />
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            <EmailIcon />
            {busy ? 'Sending…' : 'Send invite'}
          </button>
        </div>
      </form>
    </section>
  );
}
