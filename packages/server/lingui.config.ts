import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's messages (API errors, e-mails): explicit-id descriptors marked `/*i18n*\/`, extracted
 * by `npm run i18n:extract` into the PO catalogs (the source of truth), compiled by
 * `npm run i18n:compile` into the `messages.ts` beside each (committed: the server loads them with
 * no bundler plugin; src/i18n/catalogs.test.ts fails when they are stale).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
