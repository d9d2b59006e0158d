import type { components, Equipment } from '@liftline/sdk';

type ProductAsset = components['schemas']['ProductAsset'];

/** One entry of the gallery and the asset viewer. */
export interface GalleryItem {
  key: string;
  kind: ProductAsset['kind'];
  url: string;
  /** Alternative text of an image; the file name of a video or document. */
  label: string;
  fileName: string;
  sizeBytes: number | null;
  /** An image's stored variants and intrinsic size (empty / null for older uploads). */
  sources: ProductAsset['sources'];
  width: number | null;
  height: number | null;
}

/**
 * The unit's assets in their order (`position`) as gallery items. A listing without asset records but
 * with an `image_url` gets that one image.
 */
export function galleryItems(equipment: Equipment): GalleryItem[] {
  const assets = [...equipment.assets].sort((a, b) => a.position - b.position);
  if (assets.length === 0) {
    return equipment.image_url
      ? [
          {
            key: 'image_url',
            kind: 'image',
            url: equipment.image_url,
            label: equipment.title,
            fileName: '',
            sizeBytes: null,
            sources: [],
            width: null,
            height: null,
          },
        ]
      : [];
  }
  let photo = 0;
  return assets.map((asset) => {
    if (asset.kind === 'image') photo += 1;
    return {
      key: String(asset.id),
      kind: asset.kind,
      url: asset.url,
      label:
        asset.kind === 'image'
          ? asset.alt_text?.trim() || `${equipment.title}, photo ${photo}`
          : asset.file_name,
      fileName: asset.file_name,
      sizeBytes: asset.size_bytes,
      sources: asset.sources,
      width: asset.width,
      height: asset.height,
    };
  });
}

/** Index of the image shown large: the primary image, else the first image; -1 when none. */
export function primaryIndex(equipment: Equipment, items: readonly GalleryItem[]): number {
  const primary = equipment.assets.find((asset) => asset.is_primary && asset.kind === 'image');
  const index = primary ? items.findIndex((item) => item.key === String(primary.id)) : -1;
  return index >= 0 ? index : items.findIndex((item) => item.kind === 'image');
}
