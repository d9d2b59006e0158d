// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '.tools/**',
      'packages/sdk/src/schema.d.ts',
      // Compiled message catalogs (`lingui compile`; src/i18n/catalogs.test.ts checks them).
      'packages/server/src/i18n/locales/*/messages.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'packages/widgets/**/*.{ts,tsx}',
      'packages/storefront/**/*.{ts,tsx}',
      'examples/**/*.{js,mjs,ts}',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/widgets/**/*.tsx', 'packages/storefront/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/widgets/**/*.tsx', 'packages/storefront/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  // Dependency direction (see README "Architecture"): the SDK imports nothing from the workspace and
  // never React; the server may only import types from the SDK's schema.
  {
    files: ['packages/sdk/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@liftline/*',
            'react',
            'react-dom',
            'react/*',
            '@xstate/react',
            'preact',
            'preact/*',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@liftline/sdk/schema'],
              allowTypeImports: true,
              message: 'The server may only `import type` from @liftline/sdk/schema.',
            },
            {
              group: [
                '@liftline/sdk',
                '@liftline/widgets',
                '@liftline/widgets/*',
                '@liftline/storefront',
              ],
              message: 'The server never imports the client, machines or front-end packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The rental estimate's parity test runs the SDK's estimateRental beside the server's own copy
    // (src/leads/rental-estimate.parity.test.ts): a test may import the SDK, runtime code never.
    files: ['packages/server/src/**/*.parity.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@liftline/widgets', '@liftline/widgets/*', '@liftline/storefront'],
              message: 'The server never imports front-end packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/storefront/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@liftline/widgets/elements'],
              message: 'Use the React entry of @liftline/widgets.',
            },
          ],
        },
      ],
    },
  },
  // One message per sentence (docs/i18n.md): a translated message is never glued to other words,
  // neither with `+`, in a template literal, nor beside JSX text (src/i18n/no-concatenation.test.ts).
  {
    files: ['packages/storefront/src/**/*.{ts,tsx}', 'packages/server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='+'] > CallExpression[callee.property.name='_']",
          message: 'A translated message joined with +: write one message with placeholders.',
        },
        {
          selector: "TemplateLiteral > CallExpression[callee.property.name='_']",
          message:
            'A translated message inside a template literal: write one message with placeholders.',
        },
        {
          selector:
            'JSXElement:has(> JSXText[value=/[A-Za-z]{2,}/]) > JSXExpressionContainer > CallExpression[callee.property.name="_"]',
          message: 'Words beside a translated message: put the whole sentence in one message.',
        },
        {
          selector:
            'JSXElement:has(> JSXText[value=/[A-Za-z]{2,}/]) > JSXElement[openingElement.name.name="Trans"]',
          message: 'Words beside a <Trans>: put the whole sentence in one message.',
        },
      ],
    },
  },
  {
    // The server's test files share their worker's modules (isolate: false in
    // packages/server/vitest.config.ts): a module mock would miss a module another file loaded.
    files: ['packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share modules (isolate: false): pass a fake in instead.',
        })),
      ],
    },
  },
);
