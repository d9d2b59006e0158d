import { ApiError, errorNotice } from '@liftline/sdk';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { fieldErrorsOf, isValidationError, messageOf } from '@/lib/field-errors';
import { EditDialog } from '../../roles/components/edit-dialog';
import { setUserRoles, type AccountUser, type AssignableRole } from '../api/users-api';
import { RoleCheckboxes } from './role-checkboxes';

interface UserRolesDialogProps {
  accountId: number;
  member: AccountUser;
  roles: readonly AssignableRole[];
  isMe: boolean;
  /** The signed-in user is the only one holding users.manage. */
  meIsLoneManager: boolean;
  onClose: () => void;
  onSaved: (member: AccountUser) => void;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Replace a user's roles (checkboxes of the assignable roles); saved with "Save roles". */
export function UserRolesDialog({
  accountId,
  member,
  roles,
  isMe,
  meIsLoneManager,
  onClose,
  onSaved,
}: UserRolesDialogProps) {
  const toast = useToast();
  const initial = member.roles.map((role) => role.id);
  const [selected, setSelected] = useState<number[]>(initial);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const dirty = !sameSet(initial, selected);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setErrors([]);
    setBusy(true);
    try {
      const saved = await setUserRoles(accountId, member.user.id, selected);
      setBusy(false);
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      if (isValidationError(error)) {
        setErrors(Object.values(fieldErrorsOf(error)).flat());
        toast.error(errorNotice(error));
      } else if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
        setAlert(error.serverMessage);
      } else {
        setAlert(messageOf(error));
      }
    }
  };

  return (
    <EditDialog
      title={isMe ? 'Change your roles' : `Change roles of ${member.user.name}`}
      description={`${member.user.email}: the roles decide what ${isMe ? 'you' : 'they'} may do in this account.`}
      dirty={dirty}
      busy={busy}
      onClose={onClose}
    >
      {(requestClose) => (
        <form
          className={formStyles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={busy || undefined}
        >
          <FormAlert>{alert}</FormAlert>
          {isMe && meIsLoneManager ? (
            <p className={formStyles.hint}>
              You are the only one who can manage users: keep a role with the users.manage
              permission, or the account would have nobody to manage it.
            </p>
          ) : null}
          <RoleCheckboxes
            legend="Roles"
            roles={roles}
            selected={selected}
            onChange={setSelected}
            errors={errors}
            hint="No role at all keeps the user in the account without any permission."
          />
          <div className={formStyles.actions}>
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy ? 'Saving…' : 'Save roles'}
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={requestClose}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </EditDialog>
  );
}
