import { ApiError, NetworkError } from '@liftline/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import type { ProductAsset } from '../api/product-types';
import type { AssetUploader, UploadAssetInput } from '../api/upload-asset';
import type { AssetApi } from '../assets/use-asset-list';
import { anAsset } from '../testing/product-fixtures';
import { AssetsPanel } from './assets-panel';

const three = [
  anAsset({ id: 1, position: 0, is_primary: true, file_name: 'a.png' }),
  anAsset({ id: 2, position: 1, file_name: 'b.png' }),
  anAsset({
    id: 3,
    position: 2,
    file_name: 'c.pdf',
    kind: 'document',
    content_type: 'application/pdf',
  }),
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderPanel({
  api,
  uploader,
}: { api?: Partial<AssetApi>; uploader?: AssetUploader } = {}) {
  const fullApi: AssetApi = {
    update: vi.fn(async (id: number) => three.find((asset) => asset.id === id)!),
    remove: vi.fn(async () => {}),
    ...api,
  };
  renderApp(
    <AssetsPanel
      productId={7}
      initialAssets={three}
      api={fullApi}
      uploader={uploader ?? vi.fn()}
    />,
    { user: aUser() },
  );
  return fullApi;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Assets in display order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const toasts = () => screen.getByTestId('toast-region').textContent ?? '';

describe('AssetsPanel: order and main image', () => {
  it('moves an asset at once and sends its new position', async () => {
    const api = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Move later: a.png' }));

    expect(order()).toEqual(['b.png', 'a.png', 'c.pdf']);
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(1, { position: 1 }));
    // First and last cannot move further (announced as unavailable, focus is kept).
    expect(
      screen.getByRole('button', { name: 'Move earlier: b.png' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('puts the order back and says so when the server refuses the move', async () => {
    const answer = deferred<ProductAsset>();
    renderPanel({ api: { update: () => answer.promise } });
    fireEvent.click(screen.getByRole('button', { name: 'Move earlier: c.pdf' }));
    expect(order()).toEqual(['a.png', 'c.pdf', 'b.png']);

    await act(async () =>
      answer.reject(new ApiError(503, 'Service Unavailable', { message: 'Down' })),
    );
    expect(order()).toEqual(['a.png', 'b.png', 'c.pdf']);
    expect(toasts()).toContain('Moving c.pdf did not work: Service Unavailable: Down');
  });

  it('makes an image the main one at once, and restores the old one when that fails', async () => {
    const answer = deferred<ProductAsset>();
    renderPanel({ api: { update: () => answer.promise } });
    const badge = (name: string) =>
      within(screen.getByText(name, { selector: 'p' }).closest('li')!).queryByText('Main image');

    const make = screen.getByRole('button', { name: 'Make main image: b.png' });
    make.focus();
    fireEvent.click(make);
    expect(badge('b.png')).not.toBeNull();
    expect(badge('a.png')).toBeNull();
    // The same button now says so (and keeps the focus).
    expect(make.getAttribute('aria-label')).toBe('Is the main image: b.png');
    expect(make.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(make);
    // Only images can be the main one.
    expect(screen.queryByRole('button', { name: /main image: c\.pdf/ })).toBeNull();

    await act(async () => answer.reject(new Error('offline')));
    expect(badge('a.png')).not.toBeNull();
    expect(badge('b.png')).toBeNull();
    expect(toasts()).toContain('Making b.png the main image did not work');
  });

  it('deletes a file after confirmation; the next image becomes the main one', async () => {
    const api = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete: a.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));

    await waitFor(() => expect(order()).toEqual(['b.png', 'c.pdf']));
    expect(api.remove).toHaveBeenCalledWith(1);
    // Its Delete button is gone: focus lands on the section heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Photos, videos and documents' }),
      ),
    );
    const card = screen.getByText('b.png', { selector: 'p' }).closest('li')!;
    expect(within(card).getByText('Main image')).toBeTruthy();
  });
});

describe('AssetsPanel: uploads', () => {
  it('shows a preview and the progress of each file, then adds the asset', async () => {
    const created = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
    let input: UploadAssetInput | undefined;
    const answer = deferred<ProductAsset>();
    const uploader = vi.fn((given: UploadAssetInput) => {
      input = given;
      return answer.promise;
    });
    renderPanel({ uploader });

    const file = new File(['png'], 'front.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files: [file] } });

    expect(input?.productId).toBe(7);
    expect(input?.file).toBe(file);
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    const progress = within(uploads).getByRole('progressbar', { name: 'Upload of front.png' });
    act(() => input?.onProgress?.(0.4));
    expect(progress.getAttribute('value')).toBe('40');
    expect(within(uploads).getByText('Uploading… 40%')).toBeTruthy();
    expect(uploads.querySelector('img')?.getAttribute('src')).toBe('blob:preview-1');

    await act(async () => answer.resolve(anAsset({ id: 4, position: 3, file_name: 'front.png' })));
    expect(progress.getAttribute('value')).toBe('100');
    expect(within(uploads).getByText('Uploaded')).toBeTruthy();
    expect(order()).toEqual(['a.png', 'b.png', 'c.pdf', 'front.png']);
    URL.createObjectURL = created;
  });

  it('refuses unsupported and oversized files without uploading them', () => {
    const uploader = vi.fn();
    renderPanel({ uploader });
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Files to upload'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), big] },
    });

    expect(uploader).not.toHaveBeenCalled();
    expect(
      screen.getByText('Failed: Only JPEG, PNG, WebP, MP4, WebM and PDF files can be uploaded.'),
    ).toBeTruthy();
    expect(screen.getByText(/Failed: Images may not be larger than 10 MB/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('shows why an upload failed and retries it on request', async () => {
    const uploader = vi
      .fn<AssetUploader>()
      .mockRejectedValueOnce(
        new ApiError(413, 'Payload Too Large', {
          message: 'The file may not be larger than 10 MB.',
        }),
      )
      .mockResolvedValueOnce(anAsset({ id: 5, position: 3, file_name: 'side.png' }));
    renderPanel({ uploader });
    fireEvent.change(screen.getByLabelText('Files to upload'), {
      target: { files: [new File(['png'], 'side.png', { type: 'image/png' })] },
    });

    expect(
      await screen.findByText('Failed: Payload Too Large: The file may not be larger than 10 MB.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry upload of side.png' }));
    await waitFor(() => expect(order()).toContain('side.png'));
    expect(uploader).toHaveBeenCalledTimes(2);
  });

  it('retries with the same Idempotency-Key after no answer, with a new one after an answer', async () => {
    const uploader = vi
      .fn<AssetUploader>()
      .mockRejectedValueOnce(new NetworkError(new Error('connection reset')))
      .mockRejectedValueOnce(
        new ApiError(503, 'Service Unavailable', { message: 'Try again.', slug: 'unavailable' }),
      )
      .mockResolvedValueOnce(anAsset({ id: 6, position: 3, file_name: 'rear.png' }));
    renderPanel({ uploader });
    fireEvent.change(screen.getByLabelText('Files to upload'), {
      target: { files: [new File(['png'], 'rear.png', { type: 'image/png' })] },
    });
    const retry = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Retry upload of rear.png' }));
    };
    await retry();
    await retry();
    await waitFor(() => expect(order()).toContain('rear.png'));
    const keys = uploader.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('accepts dropped files', () => {
    const uploader = vi.fn(() => new Promise<ProductAsset>(() => {}));
    renderPanel({ uploader });
    const file = new File(['%PDF-'], 'manual.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('asset-drop-zone'), {
      dataTransfer: { files: [file], types: ['Files'] },
    });
    expect(uploader).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar', { name: 'Upload of manual.pdf' })).toBeTruthy();
  });
});
