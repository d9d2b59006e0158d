import { DownloadButton } from '@/components/ui/download-button/download-button';
import { useApiClient } from '@/lib/api/api-provider';
import { fetchLeadsCsv } from '../leads-api';
import type { LeadsUrlState } from '../leads-url';

/**
 * "Download CSV": the leads the current filters select (every page, in the current order), fetched
 * through the API client so an expired access token is refreshed first.
 */
export function CsvDownloadButton({ accountId, url }: { accountId: number; url: LeadsUrlState }) {
  const client = useApiClient();
  return (
    <DownloadButton
      fetchFile={() => fetchLeadsCsv(client, accountId, url)}
      label="Download CSV"
      busyLabel="Preparing the CSV…"
    />
  );
}
