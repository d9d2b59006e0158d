import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ENUM_LABELS,
  EQUIPMENT_CATEGORY_LABELS,
  EQUIPMENT_CATEGORY_LABELS_ES,
  LISTING_TYPE_LABELS_ES,
  enumLabels,
} from './enum-labels';

describe('enum labels', () => {
  it('has a Spanish table for every English one, with the same values', () => {
    expect(Object.keys(ENUM_LABELS.es)).toEqual(Object.keys(ENUM_LABELS.en));
    for (const [name, table] of Object.entries(ENUM_LABELS.en)) {
      const spanish = ENUM_LABELS.es[name as keyof typeof ENUM_LABELS.es];
      expect(Object.keys(spanish), name).toEqual(Object.keys(table));
      for (const label of Object.values(spanish)) expect(label.trim(), name).not.toBe('');
    }
  });

  it('writes the trade words in Spanish and keeps the English exports', () => {
    expect(EQUIPMENT_CATEGORY_LABELS['lift-trucks']).toBe('Lift trucks');
    expect(EQUIPMENT_CATEGORY_LABELS_ES['lift-trucks']).toBe('Montacargas');
    expect(LISTING_TYPE_LABELS_ES.rent).toBe('En alquiler');
    expect(enumLabels('es').FUEL_TYPE.lpg).toBe('GLP');
  });

  it('picks the tables by locale, English for anything else', () => {
    expect(enumLabels('es-US').WEEKDAY.mon).toBe('lunes');
    expect(enumLabels('ES').WEEKDAY.sun).toBe('domingo');
    expect(enumLabels('en-US').WEEKDAY.mon).toBe('Monday');
    expect(enumLabels('fr').WEEKDAY.mon).toBe('Monday');
    expect(enumLabels('constructor').WEEKDAY.mon).toBe('Monday');
    expect(enumLabels(undefined).WEEKDAY.mon).toBe('Monday');
  });

  it('is what the generator writes from the contract (generate:check)', () => {
    const script = fileURLToPath(new URL('../scripts/generate-labels.mjs', import.meta.url));
    expect(() =>
      execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
