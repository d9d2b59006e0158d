import { paths } from '@/config/paths';
import { pageOf } from './integrations-api';

/** The audit list's state in the URL (shareable; Back works). */
export interface AuditUrlState {
  /** One key's events (done by it, or to it); null: everyone's. */
  apiKeyId: number | null;
  page: number;
}

export function parseAuditUrl(search: string): AuditUrlState {
  const raw = new URLSearchParams(search).get('api_key_id');
  const id = Number(raw);
  return {
    apiKeyId: raw !== null && Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null,
    page: pageOf(search),
  };
}

export const auditHref = ({ apiKeyId, page }: AuditUrlState): string =>
  paths.audit.getHref({ api_key_id: apiKeyId ?? undefined, page });
