import { unwrap } from '@liftline/sdk';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { FormActions } from '@/components/ui/form/form-actions';
import { useApiForm } from '@/lib/forms/use-api-form';
import { ROLE_QUERIES, type Permission, type Role } from '../api/roles-api';
import { roleDefaults, roleSchema } from '../role-schema';
import { EditDialog } from './edit-dialog';
import { PermissionCheckboxes } from './permission-checkboxes';

interface RoleFormDialogProps {
  accountId: number;
  /** The role to edit; null creates a new one. */
  role: Role | null;
  permissions: readonly Permission[];
  /** Every role of the account (names must be unique, case-insensitively). */
  roles: readonly Role[];
  onClose: () => void;
  onSaved: (role: Role) => void;
}

/** Create a role, or rename one and change its permissions; saved only with "Save". */
export function RoleFormDialog({
  accountId,
  role,
  permissions,
  roles,
  onClose,
  onSaved,
}: RoleFormDialogProps) {
  const takenNames = roles.filter((other) => other.id !== role?.id).map((other) => other.name);
  const { form, formProps, busy, summary, errorOf } = useApiForm({
    schema: roleSchema(takenNames),
    defaultValues: roleDefaults(role, permissions),
    // The dialog asks before closing with changes, and guards leaving the page itself.
    guardUnsaved: false,
    invalidates: ROLE_QUERIES,
    submit: (body, client) => {
      const path = { id: accountId };
      return role
        ? unwrap(
            client.POST('/account/{id}/roles/{roleId}', {
              params: { path: { ...path, roleId: role.id } },
              body,
            }),
          )
        : unwrap(client.PUT('/account/{id}/roles', { params: { path }, body }));
    },
    onSuccess: (saved) => onSaved(saved),
  });
  const selected = form.watch('permission_names');

  return (
    <EditDialog
      title={role ? `Edit role “${role.name}”` : 'New role'}
      description={
        role
          ? 'Rename the role or change what it allows. Members holding it get the new permissions at once.'
          : 'Name the role and choose what its members may do.'
      }
      dirty={form.formState.isDirty}
      busy={busy}
      onClose={onClose}
      size="large"
    >
      {(requestClose) => (
        <form className={formStyles.form} {...formProps}>
          <FormSummary summary={summary} />
          <FormField
            form={form}
            name="name"
            label="Name"
            hint="Up to 100 characters, unique in the account."
          >
            {(control) => (
              <input {...control} className={formStyles.control} autoComplete="off" required />
            )}
          </FormField>
          <FormField form={form} name="description" label="Description (optional)">
            {(control) => <textarea {...control} className={formStyles.control} rows={2} />}
          </FormField>
          <PermissionCheckboxes
            permissions={permissions}
            selected={selected}
            onChange={(names) =>
              form.setValue('permission_names', names, { shouldDirty: true, shouldValidate: false })
            }
            error={errorOf('permission_names')}
          />
          <FormActions busy={busy} busyLabel="Saving…" onCancel={requestClose}>
            {role ? 'Save changes' : 'Create role'}
          </FormActions>
        </form>
      )}
    </EditDialog>
  );
}
