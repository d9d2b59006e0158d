import { errorNotice } from '@liftline/sdk';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { useApiClient } from '@/lib/api/api-provider';
import { saveFile } from '@/utils/save-file';
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
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFunnelCsv(client, accountId, request);
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(errorNotice(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={buttonClass('outline')}
      aria-disabled={busy || undefined}
      onClick={() => void download()}
    >
      {busy ? 'Preparing the CSV…' : 'Download CSV'}
    </button>
  );
}
