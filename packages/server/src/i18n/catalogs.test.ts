import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n';
import { messages as enMessages } from './locales/en/messages';
import { messages as esMessages } from './locales/es/messages';

/**
 * The PO catalogs are the source of truth; `messages.ts` beside each is what the server loads. A
 * message present in one language only, a Spanish message left empty, a catalog that differs from
 * what extraction gives, or a compiled file that differs from a fresh compilation fails here
 * (`npm run i18n:extract -w @liftline/server` fixes the last two).
 */
const serverRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const config = getConfig({
  configPath: join(serverRoot, 'lingui.config.ts'),
  skipValidation: true,
});
const localesDir = join(serverRoot, 'src/i18n/locales');

/** msgid → msgstr of a PO file (the header entry left out). */
function readPo(locale: string): Map<string, string> {
  const po = readFileSync(join(localesDir, locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((m) => JSON.parse(`"${m[1]}"`) as string)
      .join('');
  for (const block of po.split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (id && str && unquote(id[1]!) !== '') entries.set(unquote(id[1]!), unquote(str[1]!));
  }
  return entries;
}

describe('the server message catalogs', () => {
  it('hold every message in both languages, each translated', () => {
    const [en, es] = [readPo('en'), readPo('es')];
    expect(en.size).toBeGreaterThan(40);
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    const untranslated = (catalog: Map<string, string>) =>
      [...catalog].filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(untranslated(en), 'English messages without text').toEqual([]);
    expect(untranslated(es), 'Spanish messages without a translation').toEqual([]);
    // A Spanish text equal to the English one is a copy, not a translation (ids listed here may be).
    const sameInBoth = [...es].filter(([id, text]) => en.get(id) === text).map(([id]) => id);
    expect(sameInBoth, 'Spanish messages that are the English text').toEqual([]);
  });

  it('say "alquiler", never "renta" (docs/glossary.md)', () => {
    const renta = [...readPo('es')].filter(([, text]) => /\brentas?\b/i.test(text));
    expect(renta.map(([id]) => id)).toEqual([]);
  });

  it('keep the placeholders of each message in the translation', () => {
    // Read from the compiled messages (ICU parsed): arguments are arrays `[name, type, branches]`.
    const names = (message: unknown, into = new Set<string>()): Set<string> => {
      if (!Array.isArray(message)) return into;
      for (const part of message as unknown[]) {
        if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
        if (part[0] !== '#') into.add(part[0]);
        const branches = part[2];
        if (branches && typeof branches === 'object')
          for (const branch of Object.values(branches)) names(branch, into);
      }
      return into;
    };
    const sorted = (message: unknown) => [...names(message)].sort().join(',');
    const broken = Object.keys(enMessages).filter(
      (id) => sorted(enMessages[id]) !== sorted(esMessages[id]),
    );
    expect(Object.keys(enMessages).length).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });

  it('are what extraction gives from the code (not stale)', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'liftline-i18n-'));
    cpSync(localesDir, scratch, { recursive: true });
    const [catalog] = await getCatalogs({
      ...config,
      catalogs: [{ ...config.catalogs![0]!, path: join(scratch, '{locale}', 'messages') }],
    });
    const extracted = await catalog!.make({
      clean: true,
      overwrite: true,
      orderBy: 'messageId',
      locale: [...LOCALES],
    });
    expect(extracted).not.toBe(false);
    for (const locale of LOCALES) {
      expect(
        readFileSync(join(scratch, locale, 'messages.po'), 'utf8'),
        `${locale}/messages.po is stale: run npm run i18n:extract -w @liftline/server`,
      ).toBe(readFileSync(join(localesDir, locale, 'messages.po'), 'utf8'));
    }
  });

  it('are compiled: messages.ts is a fresh compilation of each PO file', async () => {
    const [catalog] = await getCatalogs(config);
    for (const locale of LOCALES) {
      const { messages } = await catalog!.getTranslations(locale, {
        sourceLocale: config.sourceLocale!,
        fallbackLocales: config.fallbackLocales!,
      });
      const { source, errors } = createCompiledCatalog(locale, messages, {
        strict: false,
        namespace: 'ts',
      });
      expect(errors.map((error) => `${error.id}: ${error.error.message}`)).toEqual([]);
      expect(
        source,
        `${locale}/messages.ts is stale: run npm run i18n:compile -w @liftline/server`,
      ).toBe(readFileSync(join(localesDir, locale, 'messages.ts'), 'utf8'));
    }
  });
});
