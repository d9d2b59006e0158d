import type { MountWidget } from '../elements/mount-contract';
import { scriptUrl } from '../elements/script-url';

/**
 * The chunk build's files (relative to the loader's URL) and each element's: the entry first, then
 * the shared files it imports (indexes into `files`). Written at build time from the chunk build's
 * manifest (vite.config.ts).
 */
export interface ChunkFiles {
  files: readonly string[];
  elements: Record<string, readonly number[]>;
}

declare const __WIDGET_CHUNKS__: ChunkFiles | undefined;

const CHUNKS: ChunkFiles =
  typeof __WIDGET_CHUNKS__ === 'object' ? __WIDGET_CHUNKS__ : { files: [], elements: {} };

/** What each chunk exports (see elements/mount-contract.ts). */
export interface ChunkModule {
  mount: MountWidget;
}

/** Imports an element's chunk by its name (the tag); tests inject their own. */
export type ChunkImporter = (name: string) => Promise<ChunkModule>;

const preloaded = new Set<string>();

/**
 * Imports the chunk from the loader's own origin (`document.currentScript` / `import.meta.url`),
 * so chunks come from the store whatever page embeds the loader. The shared files it imports are
 * announced as module preloads at the same time, so the browser fetches them in parallel instead
 * of after the entry.
 */
export const importChunk: ChunkImporter = (name) => {
  const [entry, ...shared] = (CHUNKS.elements[name] ?? []).map(
    (index) => new URL(CHUNKS.files[index]!, scriptUrl).href,
  );
  if (!entry) return Promise.reject(new Error(name));
  for (const href of shared) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ entry) as Promise<ChunkModule>;
};
