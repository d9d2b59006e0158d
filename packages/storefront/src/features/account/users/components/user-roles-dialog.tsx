import { unwrap, permissionLabel } from '@liftline/sdk';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { useApiForm } from '@/lib/forms/use-api-form';
import { EditDialog } from '../../roles/components/edit-dialog';
import { USER_QUERIES, type AccountUser, type AssignableRole } from '../api/users-api';
import { userRolesSchema } from '../invite-schema';
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
  const held = member.roles.map((role) => role.id);
  const listed = roles.map((role) => role.id);
  const { form, formProps, busy, summary, errorOf } = useApiForm({
    schema: userRolesSchema,
    // In the order of the checkboxes, so unticking and ticking again is "no change".
    defaultValues: {
      role_ids: [
        ...listed.filter((id) => held.includes(id)),
        ...held.filter((id) => !listed.includes(id)),
      ],
    },
    guardUnsaved: false,
    invalidates: USER_QUERIES,
    submit: (body, client) =>
      unwrap(
        client.POST('/account/{id}/account-users/{userId}/roles', {
          params: { path: { id: accountId, userId: member.user.id } },
          body,
        }),
      ),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <EditDialog
      title={isMe ? 'Change your roles' : `Change roles of ${member.user.name}`}
      description={`${member.user.email}: the roles decide what ${isMe ? 'you' : 'they'} may do in this account.`}
      dirty={form.formState.isDirty}
      busy={busy}
      onClose={onClose}
    >
      {(requestClose) => (
        <form className={formStyles.form} {...formProps}>
          <FormSummary summary={summary} />
          {isMe && meIsLoneManager ? (
            <p className={formStyles.hint}>
              You are the only one who can manage users: keep a role with the “
              {permissionLabel('users.manage')}” permission, or the account would have nobody to
              manage it.
            </p>
          ) : null}
          <RoleCheckboxes
            legend="Roles"
            roles={roles}
            selected={form.watch('role_ids')}
            onChange={(ids) => form.setValue('role_ids', ids, { shouldDirty: true })}
            error={errorOf('role_ids')}
            hint="No role at all keeps the user in the account without any permission."
          />
          <FormActions busy={busy} busyLabel="Saving…" onCancel={requestClose}>
            Save roles
          </FormActions>
        </form>
      )}
    </EditDialog>
  );
}
