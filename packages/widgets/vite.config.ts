import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import type { ChunkFiles } from './src/loader/chunks.ts';
import { CHUNK_MANIFEST, resolve } from './vite.shared.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Each element's files from the chunk build's manifest: the entry first, then every chunk it
 * imports (directly or not), which the loader preloads alongside.
 */
function chunkFiles(): ChunkFiles {
  const manifest = JSON.parse(
    readFileSync(new URL(`./dist/${CHUNK_MANIFEST}`, import.meta.url), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const imported = (key: string, seen: Set<string>): string[] =>
    (manifest[key]?.imports ?? [])
      .filter((dep) => !seen.has(dep) && seen.add(dep))
      .flatMap((dep) => [manifest[dep]!.file, ...imported(dep, seen)]);
  const files: string[] = [];
  const index = (file: string) => (
    files.includes(file) ? files : files.push(file),
    files.indexOf(file)
  );
  const elements = Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry && chunk.name)
      .map(([key, chunk]) => [
        chunk.name!,
        [chunk.file, ...imported(key, new Set([key]))].map(index),
      ]),
  );
  return { files, elements };
}

// `vite build` (after vite.chunks.config.ts) emits the dealer script, the loader:
// dist/widgets.js (classic script) and dist/widgets.mjs (ES module). Plain DOM: it defines the
// elements, paints their first state and imports each element's chunk (dist/chunks/) when used.
export default defineConfig({
  resolve,
  define: { __WIDGET_CHUNKS__: JSON.stringify(chunkFiles()) },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    copyPublicDir: false,
    lib: {
      entry: 'src/loader/widgets-loader.ts',
      name: 'LiftlineWidgets',
      formats: ['iife', 'es'],
      fileName: (format) => (format === 'es' ? 'widgets.mjs' : 'widgets.js'),
    },
    rolldownOptions: { output: { minify: true } },
  },
});
