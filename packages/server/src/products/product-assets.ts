import type { BodyOf } from '../api/operations';
import { MAX_INT4 } from '../catalog/equipment-query';
import type { Database } from '../db/database';
import { notFound, validationFailed } from '../http/api-error';
import {
  createAssetRepository,
  storageKeysOf,
  toProductAsset,
  type AssetRepository,
  type NewAsset,
  type ProductAsset,
  type StoredAsset,
} from './asset-repository';
import { newStorageKey, type AssetStore } from './asset-storage';
import { unsupportedMediaType, type ReceivedUpload } from './asset-uploads';
import { processImage, UnreadableImageError } from './image-variants';
import { mediaPath, type MediaUrls } from './media-urls';

export type ProductAssetUpdateInput = BodyOf<'updateProductAsset'>;

export interface ProductAssetsDependencies {
  db: Database;
  store: AssetStore;
  /** The URLs answered for the stored paths. */
  media: MediaUrls;
}

const assetNotFound = () => notFound('This asset could not be found.');

/** Blank alt texts are none. */
const altTextOf = (value: string | null | undefined) => value?.trim() || null;

/**
 * Product assets: every change runs in one transaction with the product's row locked, so
 * positions stay 0-based and contiguous, at most one image is primary, and `products.image_url`
 * always mirrors the primary image. Files move into place inside that transaction (and are removed
 * again if it fails); the files of deleted assets are removed by the caller after it commits.
 */
export function createProductAssets({ db, store, media }: ProductAssetsDependencies) {
  async function locked<T>(
    accountId: number,
    assetId: number,
    work: (asset: StoredAsset, assets: AssetRepository) => Promise<T>,
  ): Promise<T> {
    if (assetId > MAX_INT4) throw assetNotFound();
    return db.transaction(async (tx) => {
      const assets = createAssetRepository(tx);
      const asset = await assets.lockInAccount(assetId, accountId);
      if (!asset) throw assetNotFound();
      return work(asset, assets);
    });
  }

  type StoredFiles = Pick<
    NewAsset,
    'storageKey' | 'url' | 'contentType' | 'sizeBytes' | 'width' | 'height' | 'sources'
  >;
  const urlOf = mediaPath;

  /** An asset as answered: its URLs by its product's status (read in the same transaction). */
  const answered = async (assets: AssetRepository, asset: StoredAsset) =>
    media.asset(toProductAsset(asset), await assets.isPublished(asset.product_id));

  /**
   * Where an upload's files go. A video or document keeps its bytes (moved into place by the
   * caller). A photo is decoded and re-encoded by `processImage` (outside the transaction: it
   * takes a while); its variants are written under fresh keys (pushed to `written` for the
   * cleanup) and the largest WebP is the main file (`url`, `content_type`, `size_bytes`), so
   * clients that only read `url` get an upright, metadata-free picture. The original is dropped.
   */
  async function storeFiles(
    productId: number,
    upload: ReceivedUpload,
    written: string[],
  ): Promise<StoredFiles> {
    if (upload.type.kind !== 'image') {
      const storageKey = newStorageKey(productId, upload.type.extension);
      return {
        storageKey,
        url: urlOf(storageKey),
        contentType: upload.type.contentType,
        sizeBytes: upload.sizeBytes,
      };
    }
    let image;
    try {
      const received = await store.get(upload.incomingKey);
      if (!received) throw new Error(`The upload ${upload.incomingKey} is gone.`);
      // Read as sharp asks for it; closed whatever happens (an S3 body holds a connection).
      image = await processImage(received.body).finally(() => received.body.destroy());
    } catch (error) {
      if (error instanceof UnreadableImageError) throw unsupportedMediaType(error.message);
      throw error;
    }
    const sources = [];
    for (const variant of image.variants) {
      const storageKey = newStorageKey(productId, variant.format);
      // Pushed first: a put that fails midway is cleaned up with the others.
      written.push(storageKey);
      await store.put(storageKey, variant.bytes, { contentType: `image/${variant.format}` });
      sources.push({
        format: variant.format,
        width: variant.width,
        url: urlOf(storageKey),
        storage_key: storageKey,
        size: variant.bytes.length,
      });
    }
    const main = sources.find((source) => source.format === 'webp')!;
    return {
      storageKey: main.storage_key,
      url: main.url,
      contentType: 'image/webp',
      sizeBytes: main.size,
      width: image.width,
      height: image.height,
      sources: sources.map(({ size: _size, ...source }) => source),
    };
  }

  return {
    /** Attaches an uploaded file to a product of the account (last position). */
    async add(
      accountId: number,
      input: { productId: number; altText?: string; upload: ReceivedUpload },
    ): Promise<ProductAsset> {
      const { productId, upload } = input;
      const written: string[] = [];
      try {
        const files = await storeFiles(productId, upload, written);
        const asset = await db.transaction(async (tx) => {
          const assets = createAssetRepository(tx);
          if (productId > MAX_INT4 || !(await assets.lockProduct(productId, accountId))) {
            throw validationFailed({ product_id: ['The selected product does not exist.'] });
          }
          if (upload.type.kind !== 'image') {
            await store.claim(upload.incomingKey, files.storageKey);
            written.push(files.storageKey);
          }
          const inserted = await assets.insert({
            productId,
            kind: upload.type.kind,
            fileName: upload.fileName,
            altText: altTextOf(input.altText),
            ...files,
          });
          if (inserted.is_primary) await assets.syncImageUrl(productId);
          return answered(assets, inserted);
        });
        return asset;
      } catch (error) {
        await Promise.all(written.map((key) => store.remove(key).catch(() => undefined)));
        throw error;
      }
    },

    /** Alt text, position (renumbering the siblings) and the primary flag. */
    async update(
      accountId: number,
      assetId: number,
      input: ProductAssetUpdateInput,
    ): Promise<ProductAsset> {
      return locked(accountId, assetId, async (asset, assets) => {
        if (input.is_primary === true && asset.kind !== 'image') {
          throw validationFailed({ is_primary: ['only an image can be the primary asset'] });
        }
        if (input.is_primary === false && asset.is_primary) {
          throw validationFailed({
            is_primary: ['make another image primary instead of unsetting this one'],
          });
        }
        if (input.alt_text !== undefined) {
          await assets.setAltText(asset.id, altTextOf(input.alt_text));
        }
        if (input.position !== undefined) {
          const others = (await assets.orderedIds(asset.product_id)).filter(
            (id) => id !== asset.id,
          );
          // A position past the end moves the asset last.
          others.splice(Math.min(input.position, others.length), 0, asset.id);
          await assets.renumber(others);
        }
        if (input.is_primary === true && !asset.is_primary) {
          await assets.setPrimary(asset.product_id, asset.id);
          await assets.syncImageUrl(asset.product_id);
        }
        return answered(assets, (await assets.find(asset.id))!);
      });
    },

    /**
     * Deletes the asset; the next image (by position) becomes primary. Answers the storage keys of
     * its files (main file and variants), for the caller to remove once this has committed.
     */
    async remove(accountId: number, assetId: number): Promise<string[]> {
      const deleted = await locked(accountId, assetId, async (asset, assets) => {
        await assets.delete(asset.id);
        await assets.renumber(await assets.orderedIds(asset.product_id));
        if (asset.is_primary) {
          await assets.setPrimary(
            asset.product_id,
            (await assets.firstImage(asset.product_id)) ?? null,
          );
          await assets.syncImageUrl(asset.product_id);
        }
        return asset;
      });
      return storageKeysOf(deleted);
    },
  };
}

export type ProductAssets = ReturnType<typeof createProductAssets>;
