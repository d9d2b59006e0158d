import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's message catalogs (Lingui, gettext PO): `src/locales/{en,es}/messages.po`, written by
 * `pnpm run i18n:extract` from the explicit-id descriptors in the code (`i18n._({ id, message })`,
 * `/*i18n*\/ { id, message }`, `<Trans id message>`), translated by hand in `es`, compiled by
 * `@lingui/vite-plugin` when the app imports them. The prose of the content pages (about, terms,
 * privacy) is a catalog of its own, `src/locales/{en,es}/content.po`, loaded by those pages only
 * (src/i18n/content-messages.ts): every other page skips its 9 KB. See docs/i18n.md.
 */
const CONTENT_PAGES = [
  '<rootDir>/src/app/routes/about.tsx',
  '<rootDir>/src/app/routes/terms.tsx',
  '<rootDir>/src/app/routes/privacy.tsx',
];

export default defineConfig({
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/src/testing/**',
        '<rootDir>/src/locales/**',
        ...CONTENT_PAGES,
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/content', include: CONTENT_PAGES },
  ],
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false, origins: false }),
});
