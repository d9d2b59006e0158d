import { ApiError, type FieldErrors, errorNotice } from '@liftline/sdk';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { fieldErrorsOf, isValidationError, messageOf } from '@/lib/field-errors';
import { createRole, updateRole, type Permission, type Role } from '../api/roles-api';
import {
  emptyRoleForm,
  groupServerErrors,
  roleFormChanged,
  roleFormValuesOf,
  validateRoleForm,
  type RoleFormValues,
} from '../role-form-values';
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

/** The message of a failed save that is not about one field (a 409 shows the server's reason). */
function formMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.serverMessage)
    return error.serverMessage;
  return messageOf(error);
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
  const toast = useToast();
  const [initial] = useState<RoleFormValues>(() =>
    role ? roleFormValuesOf(role) : emptyRoleForm(),
  );
  const [values, setValues] = useState<RoleFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = roleFormChanged(initial, values);
  const takenNames = roles.filter((other) => other.id !== role?.id).map((other) => other.name);

  const set = <K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRoleForm(values, takenNames);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      permission_names: values.permissionNames,
    };
    setBusy(true);
    try {
      const saved = role
        ? await updateRole(accountId, role.id, body)
        : await createRole(accountId, body);
      setBusy(false);
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      if (isValidationError(error)) {
        setErrors(groupServerErrors(fieldErrorsOf(error)));
        toast.error(errorNotice(error));
      } else {
        setAlert(formMessageOf(error));
      }
    }
  };

  return (
    <EditDialog
      title={role ? `Edit role “${role.name}”` : 'New role'}
      description={
        role
          ? 'Rename the role or change what it allows. Members holding it get the new permissions at once.'
          : 'Name the role and choose what its members may do.'
      }
      dirty={dirty}
      busy={busy}
      onClose={onClose}
      size="large"
    >
      {(requestClose) => (
        <form
          className={formStyles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={busy || undefined}
        >
          <FormAlert>{alert}</FormAlert>
          <Field
            label="Name"
            errors={errors.name}
            hint="Up to 100 characters, unique in the account."
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                name="name"
                autoComplete="off"
                required
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </Field>
          <Field label="Description (optional)" errors={errors.description}>
            {(control) => (
              <textarea
                {...control}
                className={formStyles.control}
                name="description"
                rows={2}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
          <PermissionCheckboxes
            permissions={permissions}
            selected={values.permissionNames}
            onChange={(names) => set('permissionNames', names)}
            errors={errors.permission_names}
          />
          <div className={formStyles.actions}>
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy ? 'Saving…' : role ? 'Save changes' : 'Create role'}
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
