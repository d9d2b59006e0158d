import type { webhooks } from './schema';

/** The events a receiver can get (`webhook.test` only when someone sends one), named as the contract's `webhooks` section names them. */
export type WebhookEventType = keyof webhooks & string;

type BodyOf<Operation> = Operation extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * The body of one kind of delivery, `{ id, type, created_at, data }`, generated from the
 * contract: `WebhookEventOf<'lead.created'>['data']` is a lead.
 */
export type WebhookEventOf<Type extends WebhookEventType> = BodyOf<webhooks[Type]['post']>;

/** Any delivery's body: a union discriminated by `type` (`if (event.type === 'lead.created')`). */
export type WebhookEvent = { [Type in WebhookEventType]: WebhookEventOf<Type> }[WebhookEventType];
