-- Test events (`sendWebhookTestEvent`): the event type `webhook.test`, sent to one endpoint only
-- and audited as `webhook_endpoint.test_sent`. The delivery log keeps the headers each attempt
-- sent (the signature header with its `t`, never a secret), so it can show the request as it was.
alter table webhook_events drop constraint webhook_events_type_check;
alter table webhook_events add constraint webhook_events_type_check
  check (type in ('lead.created', 'lead.updated', 'quote_list.created', 'booking.created',
                  'booking.released', 'product.published', 'product.unpublished', 'webhook.test'));

alter table audit_events drop constraint audit_events_action_check;
alter table audit_events add constraint audit_events_action_check
  check (action in (
    'api_key.created', 'api_key.revoked',
    'webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.deleted',
    'webhook_endpoint.secret_rotated', 'webhook_endpoint.disabled', 'webhook_endpoint.test_sent',
    'webhook_delivery.resent', 'operation.performed'));

alter table webhook_attempts add column request_headers jsonb
  check (request_headers is null or (jsonb_typeof(request_headers) = 'object'
                                     and octet_length(request_headers::text) <= 4000));
