import {
  API_VERSION_PATH,
  ApiError,
  DEFAULT_BASE_URL,
  IDEMPOTENCY_KEY_HEADER,
  NetworkError,
} from '@liftline/sdk';
import { useMemo } from 'react';
import { useApiClient, useApiEvents } from '@/lib/api/api-provider';
import type { ProductAsset } from './product-types';

/** The session the upload authenticates with (the SDK client's token store and refresh). */
export interface UploadSession {
  /** The access token to send as `Authorization: Bearer …`, if one is held. */
  accessToken(): string | null;
  /** Refreshes the access token (single-flight in the SDK); true when a new one is stored. */
  refresh(): Promise<boolean>;
}

export interface AssetUploaderDependencies {
  /** `uploadProductAsset`'s URL. */
  url: string;
  session: UploadSession;
  /** Makes the request; tests pass a fake. */
  createRequest: () => XMLHttpRequest;
  /** The server retired the call (410 `endpoint_obsolete`). */
  onUpgradeRequired?: () => void;
}

export interface UploadAssetInput {
  productId: number;
  file: Blob;
  /** Sent as the part's file name (a `File` brings its own). */
  fileName?: string;
  altText?: string;
  /**
   * Sent as `Idempotency-Key`: the same key when retrying an upload that got no answer, so an
   * upload the server stored before the connection broke is answered again, not stored twice.
   */
  idempotencyKey?: string;
  /** Share of the bytes sent so far, 0…1 (starts again at 0 if the upload is retried). */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  statusText: string;
  text: string;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * The asset upload (`uploadProductAsset`, multipart) over XMLHttpRequest, because `fetch` cannot
 * report upload progress. It behaves like the SDK client: Bearer token from its token store, one
 * refresh and one retry after a 401, 410 `endpoint_obsolete` reported, and failures thrown as the
 * SDK's `ApiError` (HTTP answer) or `NetworkError` (no answer).
 */
export function createAssetUploader({
  url,
  session,
  createRequest,
  onUpgradeRequired,
}: AssetUploaderDependencies) {
  function send(input: UploadAssetInput, token: string | null): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const { signal } = input;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const body = new FormData();
      body.append('product_id', String(input.productId));
      const altText = input.altText?.trim();
      if (altText) body.append('alt_text', altText);
      // Fields first, the file last; no Content-Type header: the boundary comes from the runtime.
      if (input.fileName !== undefined) body.append('file', input.file, input.fileName);
      else body.append('file', input.file);

      const request = createRequest();
      const onAbort = () => request.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      request.open('POST', url);
      request.withCredentials = true;
      request.setRequestHeader('Accept', 'application/json');
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      if (input.idempotencyKey)
        request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, input.idempotencyKey);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          input.onProgress?.(Math.min(1, event.loaded / event.total));
        }
      };
      request.onload = () => {
        settle();
        resolve({
          status: request.status,
          statusText: request.statusText,
          text: request.responseText,
        });
      };
      request.onerror = () => {
        settle();
        reject(new NetworkError(new Error('The upload failed before the server answered.')));
      };
      request.ontimeout = request.onerror;
      request.onabort = () => {
        settle();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      input.onProgress?.(0);
      request.send(body);
    });
  }

  return async function uploadAsset(input: UploadAssetInput): Promise<ProductAsset> {
    const usedToken = session.accessToken();
    let response = await send(input, usedToken);
    if (response.status === 401) {
      // Another call may have refreshed meanwhile; otherwise refresh once. Then retry once.
      const current = session.accessToken();
      const refreshed = (current !== null && current !== usedToken) || (await session.refresh());
      if (refreshed) response = await send(input, session.accessToken());
    }
    const body = parseJson(response.text);
    if (response.status >= 200 && response.status < 300 && body !== null) {
      input.onProgress?.(1);
      return body as ProductAsset;
    }
    if (
      response.status === 410 &&
      (body as { slug?: unknown } | null)?.slug === 'endpoint_obsolete'
    ) {
      onUpgradeRequired?.();
    }
    // 0 = the browser gave up without an answer (e.g. the connection was closed mid-upload).
    if (response.status === 0) throw new NetworkError(new Error('No answer from the server.'));
    throw new ApiError(response.status, response.statusText, body);
  };
}

export type AssetUploader = ReturnType<typeof createAssetUploader>;

/** The storefront's uploader: same API base and session as the provided client. */
export function useAssetUploader(): AssetUploader {
  const client = useApiClient();
  const events = useApiEvents();
  return useMemo(
    () =>
      createAssetUploader({
        url: `${DEFAULT_BASE_URL}${API_VERSION_PATH}/products/assets`,
        session: {
          accessToken: () => client.tokens.get()?.accessToken ?? null,
          refresh: () => client.auth.refresh(),
        },
        createRequest: () => new XMLHttpRequest(),
        onUpgradeRequired: () => events.emit('upgrade-required'),
      }),
    [client, events],
  );
}
