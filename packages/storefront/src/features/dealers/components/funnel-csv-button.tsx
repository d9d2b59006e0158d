import { DownloadButton } from '@/components/ui/download-button/download-button';
import { useApiClient } from '@/lib/api/api-provider';
import { fetchFunnelCsv, type FunnelRequest } from '../dealers-api';

/** "Download CSV": the shown days of the site's funnel, one row per day (`exportDealerSiteFunnel`). */
export function FunnelCsvButton({
  accountId,
  request,
}: {
  accountId: number;
  request: FunnelRequest;
}) {
  const client = useApiClient();
  return (
    <DownloadButton
      fetchFile={() => fetchFunnelCsv(client, accountId, request)}
      label="Download CSV"
      busyLabel="Preparing the CSV…"
    />
  );
}
