import { errorNotice, isAbortError, newIdempotencyKey, NetworkError } from '@liftline/sdk';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ProductAsset } from '../api/product-types';
import { useAssetUploader, type AssetUploader } from '../api/upload-asset';
import { fileProblem, kindOfFile, type AssetKind } from './file-rules';

export type UploadStatus = 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  file: File;
  kind: AssetKind | undefined;
  /** An object URL of the file while it is an image on this page (revoked when dismissed). */
  previewUrl: string | null;
  /** 0…1 */
  progress: number;
  status: UploadStatus;
  /** Why it failed (or was refused before uploading). */
  message: string | null;
  /** False for a file refused before uploading (wrong type, too large): retrying cannot help. */
  retryable: boolean;
  /**
   * The `Idempotency-Key` of its next attempt: kept after a failure without an answer (the server
   * may have stored the file; a retry is answered with that asset), new after an answer.
   */
  idempotencyKey: string;
}

let uploadIds = 0;

function previewOf(file: File, kind: AssetKind | undefined): string | null {
  if (kind !== 'image' || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

function revoke(item: UploadItem) {
  if (item.previewUrl && typeof URL.revokeObjectURL === 'function')
    URL.revokeObjectURL(item.previewUrl);
}

/**
 * Files being uploaded to a product: each is checked (type, size) first, then sent with its own
 * progress; a failed one can be retried, a running one cancelled. `onUploaded` gets each new asset.
 */
export function useUploads(
  productId: number,
  onUploaded: (asset: ProductAsset) => void,
  /** Tests pass their own; otherwise the app's (`useAssetUploader`). */
  given?: AssetUploader,
) {
  const provided = useAssetUploader();
  const upload = given ?? provided;
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  const onUploadedRef = useRef(onUploaded);
  // Kept in step as the render commits (a layout effect): a passive effect ran later, so a Retry
  // clicked as soon as "Failed" showed could read the item as still uploading and do nothing.
  useLayoutEffect(() => {
    itemsRef.current = items;
    onUploadedRef.current = onUploaded;
  });

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: 'uploading', progress: 0, message: null });
      upload({
        productId,
        file: item.file,
        idempotencyKey: item.idempotencyKey,
        signal: controller.signal,
        onProgress: (progress) => patch(item.id, { progress }),
      }).then(
        (asset) => {
          controllers.current.delete(item.id);
          patch(item.id, { status: 'done', progress: 1 });
          onUploadedRef.current(asset);
        },
        (error: unknown) => {
          controllers.current.delete(item.id);
          if (isAbortError(error)) {
            setItems((list) => list.filter((other) => other.id !== item.id));
            revoke(item);
          } else {
            patch(item.id, {
              status: 'failed',
              message: errorNotice(error).message,
              // An answer was kept under the key (a 4xx) or nothing was (5xx): either way the
              // retry is a new call. Without an answer it is the same call again.
              idempotencyKey:
                error instanceof NetworkError ? item.idempotencyKey : newIdempotencyKey(),
            });
          }
        },
      );
    },
    [patch, productId, upload],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        uploadIds += 1;
        const kind = kindOfFile(file);
        const problem = fileProblem(file);
        added.push({
          id: `upload-${String(uploadIds)}`,
          file,
          kind,
          previewUrl: problem ? null : previewOf(file, kind),
          progress: 0,
          status: problem ? 'failed' : 'uploading',
          message: problem,
          retryable: !problem,
          idempotencyKey: newIdempotencyKey(),
        });
      }
      setItems((list) => [...list, ...added]);
      for (const item of added) if (!item.message) start(item);
    },
    [start],
  );

  const retry = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((other) => other.id === id);
      if (item && item.status === 'failed' && item.retryable) start(item);
    },
    [start],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  const dismiss = useCallback((id: string) => {
    const item = itemsRef.current.find((other) => other.id === id);
    if (!item || item.status === 'uploading') return;
    revoke(item);
    setItems((list) => list.filter((other) => other.id !== id));
  }, []);

  const clearFinished = useCallback(() => {
    for (const item of itemsRef.current) if (item.status === 'done') revoke(item);
    setItems((list) => list.filter((item) => item.status !== 'done'));
  }, []);

  // Leaving the page cancels running uploads and frees the previews.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of itemsRef.current) revoke(item);
    };
  }, []);

  return { items, addFiles, retry, cancel, dismiss, clearFinished };
}

export type Uploads = ReturnType<typeof useUploads>;
