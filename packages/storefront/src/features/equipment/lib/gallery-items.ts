import type { components, Equipment } from '@liftline/sdk';
import type { I18n } from '@lingui/core';
import { translate } from '@/utils/translate';

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

const PHOTO_ALT = /*i18n*/ { id: 'unit.gallery.photoAlt', message: '{unit}, photo {position}' };

/**
 * The unit's assets in their order (`position`) as gallery items. A listing without asset records but
 * with an `image_url` gets that one image. A photo without its own alternative text is named in
 * the language of `i18n` ("2021 Toyota 8FGCU25, photo 2").
 */
export function galleryItems(equipment: Equipment, i18n: I18n): GalleryItem[] {
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
          ? asset.alt_text?.trim() ||
            translate(i18n, PHOTO_ALT, { unit: equipment.title, position: photo })
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
