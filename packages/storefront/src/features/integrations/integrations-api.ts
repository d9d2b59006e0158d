import type { Schemas } from '@liftline/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';

export type ApiKey = Schemas['ApiKey'];
export type ApiKeyWithSecret = Schemas['ApiKeyWithSecret'];
export type AuditEvent = Schemas['AuditEvent'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointWithSecret = Schemas['WebhookEndpointWithSecret'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveryStatus = Schemas['WebhookDeliveryStatus'];
export type WebhookEventType = Schemas['WebhookEventType'];

/** Keys per page (an account holds at most 100 that are neither revoked nor expired). */
export const API_KEYS_PER_PAGE = 50;
/** Endpoints per page (an account holds at most 20: one page). */
export const ENDPOINTS_PER_PAGE = 20;
export const DELIVERIES_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 25;

/** What a key write makes stale: the keys and the audit list (a key's creation is written there). */
export const API_KEY_QUERIES = [
  ['get', '/account/{id}/api-keys'],
  ['get', '/account/{id}/audit'],
] as const;

/** What an endpoint write makes stale: the endpoints, their delivery logs, the audit list. */
export const WEBHOOK_QUERIES = [
  ['get', '/account/{id}/webhooks'],
  ['get', '/account/{id}/webhooks/{endpointId}'],
  ['get', '/account/{id}/webhooks/{endpointId}/deliveries'],
  ['get', '/account/{id}/audit'],
] as const;

/** The `?page=` of a list's URL (1 when absent or malformed). */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

const pageQuery = (page: number, perPage: number) => ({
  page: page > 1 ? page : undefined,
  per_page: perPage,
});

/** One page of the account's keys, newest first (`listApiKeys`); idle while `enabled` is false. */
export function useApiKeys(accountId: number, page: number, enabled = true) {
  return useApi().useQuery(
    'get',
    '/account/{id}/api-keys',
    { params: { path: { id: accountId }, query: pageQuery(page, API_KEYS_PER_PAGE) } },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** One page of the account's webhook endpoints, active first (`listWebhookEndpoints`). */
export function useWebhookEndpoints(accountId: number, page: number) {
  return useApi().useQuery(
    'get',
    '/account/{id}/webhooks',
    { params: { path: { id: accountId }, query: pageQuery(page, ENDPOINTS_PER_PAGE) } },
    { placeholderData: keepPreviousData },
  );
}

/** One endpoint (`getWebhookEndpoint`). */
export function useWebhookEndpoint(accountId: number, endpointId: number) {
  return useApi().useQuery('get', '/account/{id}/webhooks/{endpointId}', {
    params: { path: { id: accountId, endpointId } },
  });
}

/** One page of an endpoint's delivery log, newest first (`listWebhookDeliveries`). */
export function useWebhookDeliveries(
  accountId: number,
  endpointId: number,
  { page, status }: { page: number; status: WebhookDeliveryStatus | '' },
) {
  return useApi().useQuery(
    'get',
    '/account/{id}/webhooks/{endpointId}/deliveries',
    {
      params: {
        path: { id: accountId, endpointId },
        query: { ...pageQuery(page, DELIVERIES_PER_PAGE), status: status || undefined },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

/** One page of the audit list, newest first (`listAuditEvents`), one key's only with `apiKeyId`. */
export function useAuditEvents(
  accountId: number,
  { page, apiKeyId }: { page: number; apiKeyId: number | null },
) {
  return useApi().useQuery(
    'get',
    '/account/{id}/audit',
    {
      params: {
        path: { id: accountId },
        query: { ...pageQuery(page, AUDIT_PER_PAGE), api_key_id: apiKeyId ?? undefined },
      },
    },
    { placeholderData: keepPreviousData },
  );
}
