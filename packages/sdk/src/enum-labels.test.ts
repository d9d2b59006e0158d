import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENUM_LABELS_EN, EQUIPMENT_CATEGORY_LABELS } from './enum-labels';
import { addEnumLabels, enumLabels } from './enum-labels-by-locale';
import { ENUM_LABELS_ES } from './es';

describe('enum labels', () => {
  it('has a Spanish table for every English one, with the same values', () => {
    expect(Object.keys(ENUM_LABELS_ES)).toEqual(Object.keys(ENUM_LABELS_EN));
    for (const [name, table] of Object.entries(ENUM_LABELS_EN)) {
      const spanish = ENUM_LABELS_ES[name as keyof typeof ENUM_LABELS_ES];
      expect(Object.keys(spanish), name).toEqual(Object.keys(table));
      for (const label of Object.values(spanish)) expect(label.trim(), name).not.toBe('');
    }
  });

  it('says for each value what the contract says, in both languages', () => {
    const contract = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
    const { components } = parse(readFileSync(contract, 'utf8')) as {
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    const schemaOf = (table: string) =>
      Object.entries(components.schemas).find(
        ([name]) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() === table,
      )?.[1];
    for (const table of Object.keys(ENUM_LABELS_EN) as (keyof typeof ENUM_LABELS_EN)[]) {
      expect({ ...ENUM_LABELS_EN[table] }, table).toEqual(schemaOf(table)?.['x-enum-labels']);
      expect({ ...ENUM_LABELS_ES[table] }, table).toEqual(schemaOf(table)?.['x-enum-labels-es']);
    }
  });

  it('writes the trade words in Spanish and keeps the English tables', () => {
    expect(EQUIPMENT_CATEGORY_LABELS['lift-trucks']).toBe('Lift trucks');
    expect(ENUM_LABELS_ES.EQUIPMENT_CATEGORY['lift-trucks']).toBe('Montacargas');
    expect(ENUM_LABELS_ES.LISTING_TYPE.rent).toBe('En alquiler');
    expect(ENUM_LABELS_ES.FUEL_TYPE.lpg).toBe('GLP');
    expect(ENUM_LABELS_ES.RENTAL_STATUS.on_rent).toBe('En alquiler');
    // docs/glossary.md: "alquiler", never "renta" (which reads as income or a house's rent).
    const spanish = Object.values(ENUM_LABELS_ES).flatMap((table) =>
      Object.values(table as Record<string, string>),
    );
    expect(spanish.filter((label) => /\brentas?\b/i.test(label))).toEqual([]);
  });
});

describe('enumLabels', () => {
  afterAll(() => addEnumLabels('es', ENUM_LABELS_EN));

  it('answers in English for es until the Spanish tables are added, in Spanish after', () => {
    expect(enumLabels('es')).toBe(ENUM_LABELS_EN);
    expect(enumLabels('es-US').EQUIPMENT_CATEGORY['aerial-work-platforms']).toBe(
      'Aerial work platforms',
    );

    addEnumLabels('es', ENUM_LABELS_ES);
    expect(enumLabels('es')).toBe(ENUM_LABELS_ES);
    expect(enumLabels('es-US').EQUIPMENT_CATEGORY['aerial-work-platforms']).toBe(
      'Plataformas de trabajo aéreo',
    );
  });

  it('picks the tables by locale, English for anything else', () => {
    addEnumLabels('es', ENUM_LABELS_ES);
    expect(enumLabels('es-US').WEEKDAY.mon).toBe('lunes');
    expect(enumLabels('ES').WEEKDAY.sun).toBe('domingo');
    expect(enumLabels('en-US').WEEKDAY.mon).toBe('Monday');
    expect(enumLabels('fr').WEEKDAY.mon).toBe('Monday');
    expect(enumLabels('constructor').WEEKDAY.mon).toBe('Monday');
    expect(enumLabels(undefined).WEEKDAY.mon).toBe('Monday');
  });
});

// Each test starts the generator as a child process (a Node start and a parse of the contract per
// run, up to three runs a test): under the load of a full `npm test` on 2 cores one run took over
// 5 s, vitest's default limit. The limit is not a timing rule, only a bound on a hung child.
describe('the labels generator (npm run openapi:check)', { timeout: 60_000 }, () => {
  const script = fileURLToPath(new URL('../scripts/generate-labels.mjs', import.meta.url));
  const contract = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'enum-labels-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the generator; the error output when it fails, `''` when it succeeds. */
  const generate = (...args: string[]): string => {
    try {
      execFileSync(process.execPath, [script, ...args], { stdio: 'pipe' });
      return '';
    } catch (error) {
      return String((error as { stderr: Buffer }).stderr) || 'failed';
    }
  };

  it('finds the committed files up to date', () => {
    expect(generate('--check')).toBe('');
  });

  it('fails on a stale or missing Spanish file', () => {
    generate('--out', dir);
    expect(generate('--check', '--out', dir)).toBe('');
    const spanish = join(dir, 'enum-labels-es.ts');
    writeFileSync(spanish, readFileSync(spanish, 'utf8').replace('Montacargas', 'Montacarga'));
    expect(generate('--check', '--out', dir)).toMatch(/enum-labels-es\.ts is stale/);
    rmSync(spanish);
    expect(generate('--check', '--out', dir)).toMatch(/enum-labels-es\.ts is stale/);
  });

  it('fails on a value without its Spanish label', () => {
    const document = join(dir, 'openapi.yaml');
    writeFileSync(document, readFileSync(contract, 'utf8').replace(/^ +rent: En alquiler\n/m, ''));
    expect(generate('--check', '--openapi', document, '--out', dir)).toMatch(
      /ListingType: x-enum-labels-es lacks rent/,
    );
  });
});
