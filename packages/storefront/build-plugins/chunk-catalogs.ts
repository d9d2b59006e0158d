import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';
import { readSourceCatalog } from './strip-source-messages';

/** The app imports a catalog as `virtual:liftline-messages/<locale>/<key>` (src/i18n/catalogs.ts). */
export const MESSAGES_PREFIX = 'virtual:liftline-messages/';
/** The catalog of the entry's code: the header, the footer, the route table, the layouts. */
export const SHELL_KEY = 'shell';
const RESOLVED_PREFIX = '\0virtual:liftline-messages/';
const PLACEHOLDER = '__LIFTLINE_MESSAGES__';

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every string literal of `code` that is a key of `ids` (message ids: `{ id: 'x' }`, `<Trans id>`). */
export function messageIdsIn(code: string, ids: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && ids.has(node.value)) {
      found.add(node.value);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  return found;
}

/** `import('…')` specifiers with a literal argument, as the source writes them. */
export function dynamicImportSpecifiers(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)].map((match) => match[2] ?? '');
}

/** A language's catalog compiled as @lingui/vite-plugin compiles it (id → compiled message). */
export function compileCatalog(poFile: string): Map<string, unknown> {
  const compiled = new Map<string, unknown>();
  for (const [id, text] of readSourceCatalog(poFile)) compiled.set(id, compileMessage(text));
  return compiled;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export interface ChunkCatalogsOptions {
  /** The app's sources (`src`): its `import()` targets get a catalog each. */
  srcDir: string;
  /** Each language's PO catalog, `{ en: …/en/messages.po, es: … }` (English: the source language). */
  catalogs: Readonly<Record<string, string>>;
  /** The module that adds a chunk's messages to the app's Lingui instance (src/i18n/chunk-messages.ts). */
  runtime: string;
}

/**
 * A catalog per chunk, made at build time from the PO catalogs (which stay as they are): the
 * browser build gives the entry's code a catalog of the messages it uses (`shell`), and each module
 * the app loads with `import()` (a page, a lazy dialog) a catalog of the messages its own code adds:
 * the module awaits it (`addChunkMessages`) before it runs, so a page renders with its messages, and
 * no page loads the messages of the others. A module's messages are the message ids its code holds
 * (`{ id: 'x' }`, `<Trans id="x">`): the extraction finds them there, so the catalog has them. The
 * server build and the tests import the whole catalog under the same names.
 */
export function chunkCatalogs({ srcDir, catalogs, runtime }: ChunkCatalogsOptions): Plugin {
  const sourceLocale = Object.keys(catalogs)[0] ?? 'en';
  let browserBuild = false;
  let allIds = new Set<string>();
  const idsByModule = new Map<string, Set<string>>();
  const targets = new Set<string>();
  let catalogIds = new Map<string, Set<string>>();
  const compiled = new Map<string, Map<string, unknown>>();
  const keyOf = (module: string) => relative(srcDir, module).replace(/\.[jt]sx?$/, '');

  return {
    name: 'liftline:chunk-catalogs',
    enforce: 'post',
    configResolved(config) {
      browserBuild = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (!browserBuild) return;
      allIds = new Set(readSourceCatalog(catalogs[sourceLocale] ?? '').keys());
      for (const [locale, file] of Object.entries(catalogs))
        compiled.set(locale, compileCatalog(file));
      // Each module the app loads with `import()`: known before the build visits any of them.
      for (const file of sourceFiles(srcDir)) {
        for (const specifier of dynamicImportSpecifiers(readFileSync(file, 'utf8'))) {
          const resolved = await this.resolve(specifier, file);
          const id = resolved?.id.split('?')[0];
          if (id && id.startsWith(srcDir) && /\.[jt]sx?$/.test(id) && id !== runtime) {
            targets.add(id);
          }
        }
      }
    },
    // Catalog chunks are named `messages-<hash>.js` (as Lingui's compiled catalogs were).
    outputOptions(options) {
      if (!browserBuild) return null;
      const named = options.chunkFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...options,
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith(RESOLVED_PREFIX)
            ? 'assets/messages-[hash].js'
            : typeof named === 'function'
              ? named(chunk)
              : named,
      };
    },
    resolveId(id) {
      return id.startsWith(MESSAGES_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [locale = '', ...key] = id.slice(RESOLVED_PREFIX.length).split('/');
      if (!browserBuild) {
        // The tests, the development server and the server's build: the whole catalog.
        return `export { messages } from ${JSON.stringify(catalogs[locale])};`;
      }
      return `export const messages = JSON.parse(${JSON.stringify(`${PLACEHOLDER}:${locale}:${key.join('/')}`)});`;
    },
    async transform(code, id) {
      if (!browserBuild) return null;
      const file = id.split('?')[0] ?? '';
      if (!file.startsWith(srcDir) || !/\.[jt]sx?$/.test(file)) return null;
      idsByModule.set(file, messageIdsIn(code, allIds));
      // Each `import()` of a target loads the target's catalog beside it (no top-level await in
      // the target: a chunk with one could no longer share the entry chunk's modules).
      const output = new MagicString(code);
      for (const match of code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) {
        const target = (await this.resolve(match[2] ?? '', file))?.id.split('?')[0];
        if (!target || !targets.has(target)) continue;
        const key = keyOf(target);
        const loaders = Object.keys(catalogs)
          .map(
            (locale) =>
              `${locale}: () => import(${JSON.stringify(`${MESSAGES_PREFIX}${locale}/${key}`)})`,
          )
          .join(', ');
        const start = match.index ?? 0;
        output.overwrite(
          start,
          start + match[0].length,
          `__withChunkMessages(${match[0]}, { ${loaders} })`,
        );
      }
      if (!output.hasChanged()) return null;
      output.prepend(
        `import { withChunkMessages as __withChunkMessages } from ${JSON.stringify(runtime)};\n`,
      );
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    buildEnd() {
      if (!browserBuild) return;
      /** The message ids of `start` and every module it imports statically, recursively. */
      const closure = (start: string): Set<string> => {
        const ids = new Set<string>();
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const module = stack.pop() as string;
          if (seen.has(module)) continue;
          seen.add(module);
          for (const id of idsByModule.get(module) ?? []) ids.add(id);
          stack.push(...(this.getModuleInfo(module)?.importedIds ?? []));
        }
        return ids;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const shell = new Set(entries.flatMap((entry) => [...closure(entry)]));
      catalogIds = new Map([[SHELL_KEY, shell]]);
      for (const target of targets) {
        catalogIds.set(keyOf(target), new Set([...closure(target)].filter((id) => !shell.has(id))));
      }
    },
    renderChunk(code) {
      if (!browserBuild || !code.includes(PLACEHOLDER)) return null;
      const pattern = new RegExp(`(["'\`])${PLACEHOLDER}:([\\w-]+):([^"'\`]+)\\1`, 'g');
      return {
        code: code.replace(pattern, (_, _quote, locale: string, key: string) => {
          const ids = catalogIds.get(key);
          const messages = compiled.get(locale);
          if (!ids || !messages) throw new Error(`no catalog ${locale}/${key}`);
          const subset = Object.fromEntries([...ids].sort().map((id) => [id, messages.get(id)]));
          return JSON.stringify(JSON.stringify(subset));
        }),
        map: null,
      };
    },
  };
}
