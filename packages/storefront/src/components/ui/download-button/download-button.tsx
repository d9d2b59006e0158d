import { errorNotice } from '@liftline/sdk';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { saveFile } from '@/utils/save-file';

interface DownloadButtonProps {
  /** Fetches the file (through the API client: its token refresh applies). */
  fetchFile: () => Promise<{ blob: Blob; fileName: string }>;
  label: string;
  /** What the button says while the file is prepared. */
  busyLabel: string;
}

/**
 * A button that fetches a file and hands it to the browser's downloads ("Download CSV"); a
 * failure is a toast, a second click meanwhile does nothing.
 */
export function DownloadButton({ fetchFile, label, busyLabel }: DownloadButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile();
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
      {busy ? busyLabel : label}
    </button>
  );
}
