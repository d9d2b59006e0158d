import * as v from 'valibot';
import { optionalText, tooLong } from '@/lib/forms/schema-fields';
import type { WebhookEndpoint, WebhookEventType } from './integrations-api';
import { EVENT_TYPES } from './labels';

/** A URL the contract may accept (`WebhookUrl`); the server checks the rest (its host's addresses). */
function isWebhookUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return !url.username && !url.password && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The endpoint form's rules (`WebhookEndpointInput`, `WebhookEndpointUpdate`): the URL, one event
 * at least, an optional description and whether it is on.
 */
export const webhookSchema = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the URL that receives the events'),
    v.maxLength(2048, tooLong(2048)),
    v.check(
      isWebhookUrl,
      'Enter a full address with no user name or password, like https://erp.example.com/liftline',
    ),
  ),
  events: v.pipe(v.array(v.picklist(EVENT_TYPES)), v.minLength(1, 'Choose at least one event')),
  description: optionalText(500),
  active: v.boolean(),
});

export type WebhookFormInput = v.InferInput<typeof webhookSchema>;

export const emptyWebhookForm = (events: readonly WebhookEventType[]): WebhookFormInput => ({
  url: '',
  events: [...events],
  description: '',
  active: true,
});

export const webhookFormValues = (endpoint: WebhookEndpoint): WebhookFormInput => ({
  url: endpoint.url,
  events: [...endpoint.events],
  description: endpoint.description ?? '',
  active: endpoint.active,
});
