import type {
  ApiKey,
  ApiKeyWithSecret,
  AuditEvent,
  WebhookDelivery,
  WebhookEndpoint,
} from '../integrations-api';

export const KEY_SECRET = 'sk_4fQm9ZkD2xW7bN1cR8tY3uVaL5eJ0hG6iK2pS9wQ4zX';
export const WEBHOOK_SECRET = 'whsec_9hG2kL7pQ4xW1zR8cV5bN3mT6yJ0dF2sA7eU4iO9kP1';

export function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 3,
    name: 'ERP sync',
    prefix: 'sk_4fQm9ZkD',
    permission_names: ['leads.view', 'products.view'],
    status: 'active',
    created_by: { id: 1, name: 'Olive Owner' },
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: null,
    last_used_at: null,
    revoked_at: null,
    ...overrides,
  };
}

export const withSecret = (key: ApiKey, secret = KEY_SECRET): ApiKeyWithSecret => ({
  ...key,
  secret,
});

export function anEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 5,
    url: 'https://erp.dealer.example/liftline/webhooks',
    events: ['lead.created'],
    description: null,
    active: true,
    failing_since: null,
    disabled_at: null,
    previous_secret_expires_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 41,
    event: {
      id: 'evt_3kR8vN2qL6xT0cW9mB4hZ7pY',
      type: 'lead.created',
      created_at: '2026-11-27T09:00:00.000Z',
      body: '{"id":"evt_3kR8vN2qL6xT0cW9mB4hZ7pY","type":"lead.created","data":{"reference":"Q-2026-000041"}}',
    },
    status: 'succeeded',
    attempt_count: 2,
    next_attempt_at: null,
    created_at: '2026-11-27T09:00:00.000Z',
    completed_at: '2026-11-27T09:00:31.000Z',
    last_status_code: 200,
    last_error: null,
    attempts: [
      {
        attempt: 2,
        request_headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Liftline-Webhooks/1.0',
          'Liftline-Signature': 't=1795770030,v1=5f2b9c0e',
        },
        started_at: '2026-11-27T09:00:30.000Z',
        duration_ms: 84,
        status_code: 200,
        response_excerpt: '{"received":true}',
        error: null,
      },
      {
        attempt: 1,
        request_headers: null,
        started_at: '2026-11-27T09:00:00.000Z',
        duration_ms: 120,
        status_code: 500,
        response_excerpt: 'Internal error',
        error: null,
      },
    ],
    ...overrides,
  };
}

export function anAuditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 900,
    action: 'api_key.created',
    actor: { kind: 'user', user: { id: 1, name: 'Olive Owner' }, api_key: null },
    target: { type: 'api_key', id: '3', label: 'ERP sync' },
    at: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

export const aPage = <T>(items: T[], { page = 1, perPage = 20, total = items.length } = {}) => ({
  items,
  meta: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
});
