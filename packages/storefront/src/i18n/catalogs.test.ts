// The catalogs are complete and current: what extraction finds in the code is exactly what the PO
// files hold, in English word for word, and every message has a Spanish translation with the same
// placeholders. Fails when a message exists in one language only, when a catalog is stale (code
// changed without `pnpm run i18n:extract`), or when a translation drops or invents a placeholder.
import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { messages as compiledEsContent } from '@/locales/es/content.po';
import { messages as compiledEs } from '@/locales/es/messages.po';

type Entries = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;

const configPath = join(import.meta.dirname, '..', '..', 'lingui.config.ts');

/** Each catalog of lingui.config.ts (the pages', the content pages'): found in the code, and held. */
let catalogs: { path: string; extracted: Entries; en: Entries; es: Entries }[];
/** Every catalog's messages together (a message belongs to one catalog: its file's). */
let extracted: Entries;
let es: Entries;

beforeAll(async () => {
  const config = getConfig({ configPath, skipValidation: true });
  catalogs = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => ({
      path: catalog.path,
      extracted: ((await catalog.collect()) ?? {}) as Entries,
      en: (await catalog.read('en')) as Entries,
      es: (await catalog.read('es')) as Entries,
    })),
  );
  if (catalogs.length === 0) throw new Error('lingui.config.ts names no catalog');
  extracted = Object.assign({}, ...catalogs.map((catalog) => catalog.extracted)) as Entries;
  es = Object.assign({}, ...catalogs.map((catalog) => catalog.es)) as Entries;
}, 120_000);

/** The placeholders and tags of an ICU message: `{name}`, `{count, plural…}`, `<0>`. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

describe('message catalogs', () => {
  it('hold exactly the messages the code has (run `pnpm run i18n:extract` after changing one)', () => {
    const current = (entries: Entries) =>
      Object.keys(entries)
        .filter((id) => !entries[id]?.obsolete)
        .sort();
    for (const { path, extracted: found, en, es: spanish } of catalogs) {
      expect(current(en), path).toEqual(current(found));
      expect(current(spanish), path).toEqual(current(found));
      for (const [id, entry] of Object.entries(found)) {
        expect(en[id]?.translation, `English text of ${id}`).toBe(entry.message);
      }
    }
  });

  it('have every message in Spanish, with the same placeholders', () => {
    const untranslated = Object.keys(extracted).filter((id) => !es[id]?.translation?.trim());
    expect(untranslated, 'messages without a Spanish translation').toEqual([]);
    for (const id of Object.keys(extracted)) {
      const english = extracted[id]?.message ?? '';
      expect(placeholders(es[id]?.translation ?? ''), `placeholders of ${id}`).toEqual(
        placeholders(english),
      );
    }
  });

  it('compile: every Spanish message renders without falling back to its id', () => {
    const i18n = createI18n('es', { ...compiledEs, ...compiledEsContent });
    for (const id of Object.keys(extracted)) {
      expect(i18n._(id, { count: 2, n: 2 }), id).not.toBe(id);
    }
  });
});
