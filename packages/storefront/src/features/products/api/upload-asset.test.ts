import { ApiError, NetworkError } from '@liftline/sdk';
import { describe, expect, it, vi } from 'vitest';
import { anAsset } from '../testing/product-fixtures';
import { createAssetUploader } from './upload-asset';

/** A stand-in XMLHttpRequest: records what was sent; the test answers with `respond`/`fail`. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

function setup({ token = 'access-1', refresh = async () => true } = {}) {
  const requests: FakeRequest[] = [];
  let current: string | null = token;
  const refreshSpy = vi.fn(async () => {
    const ok = await refresh();
    if (ok) current = 'access-2';
    return ok;
  });
  const onUpgradeRequired = vi.fn();
  const upload = createAssetUploader({
    url: '/api/v1/products/assets',
    session: { accessToken: () => current, refresh: refreshSpy },
    createRequest: () => {
      const request = new FakeRequest();
      requests.push(request);
      return request as unknown as XMLHttpRequest;
    },
    onUpgradeRequired,
  });
  /** The n-th request, once it has been sent. */
  const sent = async (index: number) => {
    await vi.waitFor(() => expect(requests[index]?.body).toBeTruthy());
    return requests[index]!;
  };
  return { upload, requests, sent, refreshSpy, onUpgradeRequired };
}

const file = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });

describe('createAssetUploader', () => {
  it('posts the multipart fields with the bearer token and reports progress', async () => {
    const { upload, sent } = setup();
    const progress: number[] = [];
    const pending = upload({
      productId: 7,
      file: file(),
      altText: ' Front ',
      onProgress: (p) => progress.push(p),
    });

    const request = await sent(0);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/products/assets');
    expect(request.headers.authorization).toBe('Bearer access-1');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body?.get('product_id')).toBe('7');
    expect(request.body?.get('alt_text')).toBe('Front');
    expect((request.body?.get('file') as File).name).toBe('front.png');

    request.progress(25, 100);
    request.progress(100, 100);
    const asset = anAsset({ id: 9 });
    request.respond(201, asset);

    await expect(pending).resolves.toEqual(asset);
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it('leaves out an empty alt text', async () => {
    const { upload, sent } = setup();
    const pending = upload({ productId: 7, file: file(), altText: '  ' });
    const request = await sent(0);
    expect(request.body?.has('alt_text')).toBe(false);
    request.respond(201, anAsset());
    await pending;
  });

  it('refreshes once after a 401 and retries with the new token, progress starting again', async () => {
    const { upload, sent, refreshSpy } = setup();
    const progress: number[] = [];
    const pending = upload({ productId: 7, file: file(), onProgress: (p) => progress.push(p) });

    const first = await sent(0);
    first.progress(100, 100);
    first.respond(401, { message: 'Please log in to continue.', slug: 'unauthenticated' });
    const retry = await sent(1);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(retry.headers.authorization).toBe('Bearer access-2');
    retry.respond(201, anAsset());

    await expect(pending).resolves.toMatchObject({ id: 1 });
    expect(progress).toEqual([0, 1, 0, 1]);
  });

  it('sends the given Idempotency-Key, and the same one on the retry after a 401', async () => {
    const { upload, sent } = setup();
    const pending = upload({ productId: 7, file: file(), idempotencyKey: 'upload-key-1' });
    const first = await sent(0);
    expect(first.headers['idempotency-key']).toBe('upload-key-1');
    first.respond(401, { message: 'Please log in to continue.', slug: 'unauthenticated' });
    const retry = await sent(1);
    expect(retry.headers['idempotency-key']).toBe('upload-key-1');
    retry.respond(201, anAsset());
    await pending;
  });

  it('retries only once: a second 401 is the error', async () => {
    const { upload, sent, requests, refreshSpy } = setup();
    const pending = upload({ productId: 7, file: file() });
    (await sent(0)).respond(401, { message: 'Please log in.', slug: 'unauthenticated' });
    (await sent(1)).respond(
      401,
      { message: 'Please log in.', slug: 'unauthenticated' },
      'Unauthorized',
    );

    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(requests).toHaveLength(2);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the refresh is rejected', async () => {
    const { upload, sent, requests } = setup({ refresh: async () => false });
    const pending = upload({ productId: 7, file: file() });
    (await sent(0)).respond(
      401,
      { message: 'Please log in.', slug: 'unauthenticated' },
      'Unauthorized',
    );

    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });

  it('maps answers to the SDK errors: 422 field errors, 413 and 415 with the server message', async () => {
    const { upload, sent } = setup();

    const invalid = upload({ productId: 7, file: file() });
    (await sent(0)).respond(
      422,
      {
        message: 'Invalid',
        slug: 'validation_failed',
        errors: { product_id: ['The selected product does not exist.'] },
      },
      'Unprocessable Entity',
    );
    const error = (await invalid.catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('Validation Error: Check inputs and try again.');
    expect(error.fieldErrors).toEqual({ product_id: ['The selected product does not exist.'] });

    const tooLarge = upload({ productId: 7, file: file() });
    (await sent(1)).respond(
      413,
      { message: 'The file may not be larger than 10 MB.', slug: 'payload_too_large' },
      'Payload Too Large',
    );
    await expect(tooLarge).rejects.toThrow(
      'Payload Too Large: The file may not be larger than 10 MB.',
    );

    const wrongType = upload({ productId: 7, file: file() });
    (await sent(2)).respond(415, 'not json');
    await expect(wrongType).rejects.toThrow('Unsupported Media Type');
  });

  it('reports a network failure as NetworkError and 410 endpoint_obsolete to the app', async () => {
    const { upload, sent, onUpgradeRequired } = setup();
    const offline = upload({ productId: 7, file: file() });
    (await sent(0)).fail();
    await expect(offline).rejects.toBeInstanceOf(NetworkError);

    const obsolete = upload({ productId: 7, file: file() });
    (await sent(1)).respond(410, { message: 'Gone', slug: 'endpoint_obsolete' }, 'Gone');
    await expect(obsolete).rejects.toMatchObject({ status: 410 });
    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when the signal fires', async () => {
    const { upload, sent } = setup();
    const controller = new AbortController();
    const pending = upload({ productId: 7, file: file(), signal: controller.signal });
    const request = await sent(0);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
