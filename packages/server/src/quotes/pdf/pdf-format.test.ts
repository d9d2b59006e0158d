import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatMoney,
  formatPercent,
  formatPeriod,
  formatQuantity,
  formatUtcMoment,
  isoUtcMoment,
} from './pdf-format';
import { woffToSfnt } from './pdf-fonts';
import { PDF_LABELS } from './pdf-labels';

describe('the PDF formats', () => {
  it('write dollars the US way in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      expect(formatMoney(language, 1150.5)).toBe('$1,150.50');
      expect(formatMoney(language, 0)).toBe('$0.00');
      expect(formatMoney(language, 1234567.89)).toBe('$1,234,567.89');
    }
  });

  it('write a rate as a percentage with a space before the sign, no float noise', () => {
    expect(formatPercent('en', 0.0825)).toBe('8.25 %');
    expect(formatPercent('es', 0.0825)).toBe('8.25 %');
    expect(formatPercent('en', 0.15)).toBe('15 %');
    expect(formatPercent('en', 0.08875)).toBe('8.875 %');
    expect(formatPercent('en', 0)).toBe('0 %');
    expect(formatQuantity('en', 1000)).toBe('1,000');
    expect(formatQuantity('en', 2.5)).toBe('2.5');
  });

  it('write days and moments per language, in UTC', () => {
    expect(formatDay('en', '2026-12-03')).toBe('Dec 3, 2026');
    expect(formatDay('es', '2026-12-03')).toBe('3 dic 2026');
    expect(formatDay('es', '2026-09-30')).toBe('30 sept 2026');
    expect(formatPeriod('en', '2026-12-03', '2026-12-10')).toBe('Dec 3, 2026 – Dec 10, 2026');
    expect(() => formatDay('en', '12/03/2026')).toThrow(/YYYY-MM-DD/);
    const moment = new Date('2026-12-31T23:59:59.999Z');
    expect(isoUtcMoment(moment)).toBe('2026-12-31T23:59:59Z');
    expect(formatUtcMoment('en', moment)).toBe('Dec 31, 2026, 23:59:59 UTC');
    expect(formatUtcMoment('es', moment)).toBe('31 dic 2026, 23:59:59 UTC');
  });
});

describe('the PDF labels', () => {
  it('are translated: no Spanish label is the English one, but for the words both languages share', () => {
    const same = new Set(['subtotal', 'total']);
    const sample = (value: unknown): string =>
      typeof value === 'function'
        ? String((value as (...args: unknown[]) => unknown)('X', 2))
        : JSON.stringify(value);
    const copied = Object.entries(PDF_LABELS.en)
      .filter(([key]) => !same.has(key))
      .filter(
        ([key, value]) =>
          sample(value) === sample(PDF_LABELS.es[key as keyof typeof PDF_LABELS.es]),
      )
      .map(([key]) => key);
    expect(copied).toEqual([]);
    expect(PDF_LABELS.es.page(1, 3)).toBe('Página 1 de 3');
    expect(PDF_LABELS.en.page(1, 3)).toBe('Page 1 of 3');
  });
});

describe('woffToSfnt', () => {
  it('unpacks the WOFF font files into TrueType', () => {
    const require = createRequire(import.meta.url);
    const woff = readFileSync(
      require.resolve('@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff'),
    );
    const sfnt = woffToSfnt(woff);
    // The sfnt version of TrueType outlines, and the table count and tags kept.
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    const tags = Array.from({ length: numTables }, (_, index) =>
      sfnt.toString('latin1', 12 + index * 16, 16 + index * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']));
    // Each table lies where its record says, its length the original one (the `head` table's magic).
    const head = tags.indexOf('head');
    const headOffset = sfnt.readUInt32BE(12 + head * 16 + 8);
    expect(sfnt.readUInt32BE(headOffset + 12)).toBe(0x5f0f3cf5);
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // WOFF's totalSfntSize
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow(/WOFF/);
  });
});
