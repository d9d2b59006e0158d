import { can, permissionLabel, unwrap } from '@liftline/sdk';
import { useEffect } from 'react';
import { FormActions } from '@/components/ui/form/form-actions';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { useUser } from '@/lib/auth';
import { useApiForm } from '@/lib/forms/use-api-form';
import {
  WEBHOOK_QUERIES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../integrations-api';
import { EVENT_PERMISSION, EVENT_TYPE_LABELS, EVENT_TYPES } from '../labels';
import { webhookSchema, type WebhookFormInput } from '../webhook-form-values';
import { useRetryKey } from '../use-retry-key';
import { CheckList } from './check-list';

type Saved = WebhookEndpoint | WebhookEndpointWithSecret;

interface WebhookFormProps {
  accountId: number;
  /** The endpoint being edited; without it the form registers one (and its answer has the secret). */
  endpoint?: WebhookEndpoint;
  defaultValues: WebhookFormInput;
  onSaved: (endpoint: Saved) => void;
  onCancel: () => void;
}

/**
 * Register or edit a webhook endpoint: its URL, the events it receives (those whose data the
 * member may read), a description, and whether it is on.
 */
export function WebhookForm({
  accountId,
  endpoint,
  defaultValues,
  onSaved,
  onCancel,
}: WebhookFormProps) {
  const user = useUser();
  const [idempotencyKey] = useRetryKey();
  const { form, formProps, busy, summary, errorOf } = useApiForm({
    schema: webhookSchema,
    defaultValues,
    invalidates: WEBHOOK_QUERIES,
    submit: (body, client): Promise<Saved> =>
      endpoint
        ? unwrap(
            client.PUT('/account/{id}/webhooks/{endpointId}', {
              params: { path: { id: accountId, endpointId: endpoint.id } },
              body,
            }),
          )
        : unwrap(
            client.POST('/account/{id}/webhooks', {
              params: {
                path: { id: accountId },
                header: { 'Idempotency-Key': idempotencyKey(body) },
              },
              body,
            }),
          ),
    onSuccess: (saved) => onSaved(saved),
  });
  useEffect(() => form.setFocus('url'), [form]);
  // An event is offered when the member may read its data (or the endpoint has it already).
  const offered = EVENT_TYPES.filter(
    (type) => can(user, EVENT_PERMISSION[type]) || defaultValues.events.includes(type),
  );
  const missing = [
    ...new Set(
      EVENT_TYPES.filter((type) => !offered.includes(type)).map((type) => EVENT_PERMISSION[type]),
    ),
  ];

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField
        form={form}
        name="url"
        label="URL"
        hint="Where the events are sent, with https:// (the server must answer 2xx within 10 seconds)."
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={2048}
            placeholder="https://erp.example.com/liftline/webhooks"
            className={formStyles.control}
          />
        )}
      </FormField>
      <CheckList
        legend="Events"
        hint={
          missing.length > 0
            ? `Some events are not offered: they need the permission ${missing.map((name) => `“${permissionLabel(name)}”`).join(' and ')}.`
            : undefined
        }
        options={offered.map((type) => ({
          value: type,
          label: `${EVENT_TYPE_LABELS[type]} (${type})`,
        }))}
        registration={form.register('events')}
        error={errorOf('events')}
      />
      <FormField form={form} name="description" label="Description (optional)">
        {(control) => (
          <input {...control} className={formStyles.control} maxLength={500} autoComplete="off" />
        )}
      </FormField>
      <label className={formStyles.checkbox}>
        <input type="checkbox" {...form.register('active')} />
        <span>On: send events to this URL</span>
      </label>
      <FormActions busy={busy} busyLabel="Saving…" onCancel={onCancel}>
        {endpoint ? 'Save changes' : 'Add the endpoint'}
      </FormActions>
    </form>
  );
}
