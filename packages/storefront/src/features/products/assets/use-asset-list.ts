import { errorNotice, unwrap } from '@liftline/sdk';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { useApiClient } from '@/lib/api/api-provider';
import type { ProductAsset, ProductAssetUpdateInput } from '../api/product-types';
import { inOrder, moveAsset, withPrimary, withoutAsset } from './asset-order';

export interface AssetApi {
  update: (id: number, body: ProductAssetUpdateInput) => Promise<ProductAsset>;
  remove: (id: number) => Promise<void>;
}

/** The asset calls over the provided client. */
function useAssetApi(): AssetApi {
  const client = useApiClient();
  return useMemo(
    () => ({
      update: (id, body) =>
        unwrap(client.POST('/products/assets/{id}', { params: { path: { id } }, body })),
      remove: async (id) => {
        await unwrap(client.DELETE('/products/assets/{id}', { params: { path: { id } } }));
      },
    }),
    [client],
  );
}

/**
 * A product's assets and the changes to them. Moving and choosing the primary image show at once
 * (optimistic) and are sent one after another; a failure puts that change back and says so in a
 * toast. Alt text and deletion wait for the server (their forms show the error).
 */
export function useAssetList(initial: readonly ProductAsset[], given?: AssetApi) {
  const provided = useAssetApi();
  const api = given ?? provided;
  const toast = useToast();
  const [assets, setAssets] = useState(() => inOrder(initial));
  // Server calls of optimistic changes run in order, so the last one wins as on screen.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const enqueue = useCallback(
    (send: () => Promise<unknown>, undo: () => void, what: string) => {
      queue.current = queue.current.then(() =>
        send().catch((error: unknown) => {
          undo();
          toast.error(errorNotice(error, what));
        }),
      );
      return queue.current;
    },
    [toast],
  );

  /** Moves the asset (as shown) to `index`. */
  const move = useCallback(
    (asset: ProductAsset, index: number) => {
      if (index < 0 || index >= assets.length || index === asset.position) return;
      const { id, position: from } = asset;
      setAssets((list) => moveAsset(list, id, index));
      return enqueue(
        () => api.update(id, { position: index }),
        () => setAssets((list) => moveAsset(list, id, from)),
        `Moving ${asset.file_name}`,
      );
    },
    [api, enqueue, assets.length],
  );

  const makePrimary = useCallback(
    (asset: ProductAsset) => {
      if (asset.is_primary || asset.kind !== 'image') return;
      const { id } = asset;
      const previous = assets.find((item) => item.is_primary)?.id ?? null;
      setAssets((list) => withPrimary(list, id));
      return enqueue(
        () => api.update(id, { is_primary: true }),
        () => setAssets((list) => withPrimary(list, previous)),
        `Making ${asset.file_name} the main image`,
      );
    },
    [api, enqueue, assets],
  );

  /** Saves the alt text; rejects with the API's error (nothing changes then). */
  const saveAltText = useCallback(
    async (id: number, altText: string) => {
      await queue.current;
      const saved = await api.update(id, { alt_text: altText.trim() || null });
      setAssets((list) =>
        list.map((item) => (item.id === id ? { ...item, alt_text: saved.alt_text } : item)),
      );
    },
    [api],
  );

  /** Deletes the asset; rejects with the API's error (nothing changes then). */
  const remove = useCallback(
    async (id: number) => {
      await queue.current;
      await api.remove(id);
      setAssets((list) => withoutAsset(list, id));
    },
    [api],
  );

  /** A finished upload joins the list (the server put it last; the first image is primary). */
  const add = useCallback((asset: ProductAsset) => {
    setAssets((list) => inOrder([...list.filter((item) => item.id !== asset.id), asset]));
  }, []);

  return { assets, move, makePrimary, saveAltText, remove, add };
}

export type AssetList = ReturnType<typeof useAssetList>;
