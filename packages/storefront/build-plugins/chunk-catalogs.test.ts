// The catalogs of the browser build's chunks (chunk-catalogs.ts): compiled as Lingui compiles
// the whole catalog, with the message ids each module's code holds.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalog, dynamicImportSpecifiers, messageIdsIn } from './chunk-catalogs';

const po = (locale: string) =>
  join(import.meta.dirname, '..', 'src', 'locales', locale, 'messages.po');

describe('chunkCatalogs', () => {
  it.each(['en', 'es'])(
    'compiles every %s message exactly as @lingui/vite-plugin does',
    async (locale) => {
      // Evaluated afresh: the test files of a worker share their modules, and Lingui's
      // `i18n.load` merges later messages into the first object it was given for a locale.
      vi.resetModules();
      const { messages: lingui } =
        locale === 'en'
          ? await import('@/locales/en/messages.po')
          : await import('@/locales/es/messages.po');
      const compiled = Object.fromEntries(compileCatalog(po(locale)));
      expect(Object.keys(compiled).length).toBeGreaterThan(500);
      expect(compiled).toEqual(lingui);
    },
  );

  it("finds the message ids a module's code holds, in descriptors and <Trans> alike", () => {
    const ids = new Set(['home.title', 'home.units', 'catalog.empty']);
    const code = `
      const messages = { title: /*i18n*/ { id: 'home.title', message: void 0 } };
      export const A = () => jsx(Trans, { id: "home.units", values: { count } });
      const notAnId = 'home';`;
    expect([...messageIdsIn(code, ids)].sort()).toEqual(['home.title', 'home.units']);
  });

  it('lists the literal import() specifiers of a source file', () => {
    const code = `const a = lazy(() => import('./rental-calendar'));
      load: () => import("@/app/routes/home"),
      const b = import(url);`;
    expect(dynamicImportSpecifiers(code)).toEqual(['./rental-calendar', '@/app/routes/home']);
  });
});
