import { unwrap } from '@liftline/sdk';
import { useEffect, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { FormActions } from '@/components/ui/form/form-actions';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import {
  apiKeySchema,
  emptyApiKeyForm,
  grantablePermissions,
  localDay,
} from '../api-key-form-values';
import { API_KEY_QUERIES, type ApiKeyWithSecret } from '../integrations-api';
import { permissionGroups } from '../permission-levels';
import { useRetryKey } from '../use-retry-key';
import { PermissionPicker } from './permission-picker';

interface ApiKeyFormProps {
  accountId: number;
  /** The permissions the signed-in member holds in the account (a key gets at most these). */
  held: readonly string[];
  onCreated: (key: ApiKeyWithSecret) => void;
  onCancel: () => void;
}

/** Create a key: its name, the permissions it acts with (at most the member's), an optional expiry. */
export function ApiKeyForm({ accountId, held, onCreated, onCancel }: ApiKeyFormProps) {
  const today = localDay();
  const schema = useMemo(() => apiKeySchema(today), [today]);
  const [idempotencyKey] = useRetryKey();
  const { form, formProps, busy, summary, errorOf } = useApiForm({
    schema,
    defaultValues: emptyApiKeyForm(),
    invalidates: API_KEY_QUERIES,
    submit: (body, client) =>
      unwrap(
        client.POST('/account/{id}/api-keys', {
          params: {
            path: { id: accountId },
            header: { 'Idempotency-Key': idempotencyKey(body) },
          },
          body,
        }),
      ),
    onSuccess: (key) => onCreated(key),
  });
  // Opened from a button that goes away: the focus starts in the form.
  useEffect(() => form.setFocus('name'), [form]);
  const groups = useMemo(() => permissionGroups(grantablePermissions(held)), [held]);
  const permissions = useController({ control: form.control, name: 'permission_names' });

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField form={form} name="name" label="Name" hint="What the key is for, like “ERP sync”.">
        {(control) => (
          <input {...control} className={formStyles.control} maxLength={100} autoComplete="off" />
        )}
      </FormField>
      <PermissionPicker
        legend="Permissions"
        hint="What the key may do in this account, per resource: none, read, or write (which includes read). At most what you may do yourself; none everywhere is allowed too (the key then reads only public data)."
        groups={groups}
        value={permissions.field.value}
        onChange={permissions.field.onChange}
        error={errorOf('permission_names')}
      />
      <FormField
        form={form}
        name="expires_at"
        label="Expires (optional)"
        hint="The key stops working at the end of this day. Leave it empty for a key that does not expire."
      >
        {(control) => <input {...control} type="date" min={today} className={formStyles.control} />}
      </FormField>
      <FormActions busy={busy} busyLabel="Creating…" onCancel={onCancel}>
        Create the key
      </FormActions>
    </form>
  );
}
