// The build's change to Lingui's runtime (lingui-plain-counts.ts), applied to the installed
// @lingui/core and run: plurals read as before, and only a `#` of 1,000 or more asks Intl.
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as LinguiCore from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { linguiPlainCounts } from './lingui-plain-counts';

type Core = typeof LinguiCore;

const require = createRequire(import.meta.url);
const corePath = realpathSync(
  join(dirname(require.resolve('@lingui/core/package.json')), 'dist', 'index.mjs'),
);

/** @lingui/core as the build bundles it, written beside the original (its imports resolve). */
async function patchedCore(): Promise<Core> {
  const plugin = linguiPlainCounts();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const result = transform.call({}, readFileSync(corePath, 'utf8'), corePath);
  if (!result) throw new Error('the plugin left @lingui/core as it was');
  const file = join(dirname(corePath), `index.plain-counts-${process.pid}.mjs`);
  writeFileSync(file, result.code);
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Core;
  } finally {
    rmSync(file, { force: true });
  }
}

const OriginalNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = OriginalNumberFormat;
});

/** Counts the `Intl.NumberFormat`s constructed from now on. */
function countNumberFormats(): { count: number } {
  const counter = { count: 0 };
  Intl.NumberFormat = new Proxy(OriginalNumberFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      counter.count += 1;
      return new target(...args);
    },
  });
  return counter;
}

describe('linguiPlainCounts', () => {
  it('writes plurals without Intl.NumberFormat unless a # is 1,000 or more', async () => {
    const { setupI18n } = await patchedCore();
    const { compileMessage } = await import('@lingui/message-utils/compileMessage');
    const i18n = setupI18n({
      locale: 'es',
      messages: {
        es: {
          items: compileMessage('{count, plural, one {# línea} other {# líneas}}'),
          hours: compileMessage('{count, plural, one {{value} hora} other {{value} horas}}'),
        },
      },
    });
    const numberFormats = countNumberFormats();
    expect(i18n._('items', { count: 1 })).toBe('1 línea');
    expect(i18n._('items', { count: 999 })).toBe('999 líneas');
    expect(i18n._('hours', { count: 1240, value: '1,240' })).toBe('1,240 horas');
    expect(numberFormats.count).toBe(0);
    expect(i18n._('items', { count: 1240 })).toBe(
      `${new OriginalNumberFormat('es').format(1240)} líneas`,
    );
    expect(numberFormats.count).toBe(1);
  });

  it('fails the build when Lingui no longer has the lines it follows', () => {
    const transform = linguiPlainCounts().transform as (code: string, id: string) => unknown;
    expect(() => transform.call({}, 'export const x = 1;', corePath)).toThrow(/no `/);
  });
});
