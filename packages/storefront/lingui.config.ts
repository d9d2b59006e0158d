import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's message catalogs (Lingui, gettext PO): `src/locales/{en,es}/messages.po`, written by
 * `pnpm run i18n:extract` from the explicit-id descriptors in the code (`i18n._({ id, message })`,
 * `/*i18n*\/ { id, message }`, `<Trans id message>`), translated by hand in `es`, compiled by
 * `@lingui/vite-plugin` when the app imports them. See docs/i18n.md.
 */
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
      ],
    },
  ],
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false, origins: false }),
});
