import type { ProductAsset } from '../api/product-types';

/** Assets in display order (`position`), positions renumbered 0…n-1 as the server keeps them. */
export function inOrder(assets: readonly ProductAsset[]): ProductAsset[] {
  return [...assets]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((asset, position) => (asset.position === position ? asset : { ...asset, position }));
}

/** The list with asset `id` moved to `index` (clamped), renumbered. */
export function moveAsset(
  assets: readonly ProductAsset[],
  id: number,
  index: number,
): ProductAsset[] {
  const ordered = inOrder(assets);
  const from = ordered.findIndex((asset) => asset.id === id);
  if (from < 0) return ordered;
  const [moved] = ordered.splice(from, 1);
  ordered.splice(Math.max(0, Math.min(index, ordered.length)), 0, moved!);
  return ordered.map((asset, position) =>
    asset.position === position ? asset : { ...asset, position },
  );
}

/** The list with `id` as the only primary asset (null: none). */
export function withPrimary(assets: readonly ProductAsset[], id: number | null): ProductAsset[] {
  return assets.map((asset) =>
    asset.is_primary === (asset.id === id) ? asset : { ...asset, is_primary: asset.id === id },
  );
}

/**
 * The list without `id`. As on the server, positions close up and, if the primary image went, the
 * first remaining image becomes primary.
 */
export function withoutAsset(assets: readonly ProductAsset[], id: number): ProductAsset[] {
  const removed = assets.find((asset) => asset.id === id);
  const rest = inOrder(assets.filter((asset) => asset.id !== id));
  if (!removed?.is_primary) return rest;
  return withPrimary(rest, rest.find((asset) => asset.kind === 'image')?.id ?? null);
}
