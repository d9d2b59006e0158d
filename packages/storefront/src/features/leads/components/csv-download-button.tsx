import { errorNotice } from '@liftline/sdk';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { useApiClient } from '@/lib/api/api-provider';
import { fetchLeadsCsv } from '../leads-api';
import type { LeadsUrlState } from '../leads-url';

/** Hands a file to the browser's downloads (an object URL on a temporary `<a download>`). */
function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * "Download CSV": the leads the current filters select (every page, in the current order), fetched
 * through the API client so an expired access token is refreshed first.
 */
export function CsvDownloadButton({ accountId, url }: { accountId: number; url: LeadsUrlState }) {
  const client = useApiClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await fetchLeadsCsv(client, accountId, url);
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
