import { describe, expect, it } from 'vitest';
import { WIDGET_WORDS_ES } from '../es';
import * as en from './en';
import * as es from './es';
import { addWords, formatLocale, widgetLang, wordsOf } from '.';

// The Spanish tables have every English word (the types say so too: `Words<…>`), and nothing else.

type Table = Record<string, string | ((...args: never[]) => string)>;
const areas = (module: object) => Object.keys(module).sort();

const RUNS = [['2026-12-01', '2026-12-03']];
/** Arguments a word may take: numbers, strings (days, names), runs of days. */
const CANDIDATES: unknown[][] = [[2, 3, RUNS], [RUNS], ['2026-12-03', '2026-12-05'], ['Text', 3]];
/** A word function said with the first arguments its English twin takes cleanly. */
function say(english: Table[string], spanish: (...args: never[]) => string): string {
  for (const args of CANDIDATES) {
    try {
      const text = (english as (...a: unknown[]) => string)(...args);
      if (!/undefined|NaN|\[object/.test(text))
        return (spanish as (...a: unknown[]) => string)(...args);
    } catch {
      // not these arguments
    }
  }
  throw new Error('no arguments fit');
}

describe('the widgets’ words', () => {
  it('has the same areas and the same words in English and Spanish', () => {
    expect(areas(es)).toEqual(areas(en));
    for (const area of areas(en)) {
      const english = (en as unknown as Record<string, Table>)[area]!;
      const spanish = (es as unknown as Record<string, Table>)[area]!;
      expect(Object.keys(spanish).sort(), area).toEqual(Object.keys(english).sort());
      for (const [key, word] of Object.entries(spanish)) {
        expect(typeof word, `${area}.${key}`).toBe(typeof english[key]);
        const text = typeof word === 'function' ? say(english[key]!, word) : word;
        expect(text.trim(), `${area}.${key}`).not.toBe('');
        expect(text, `${area}.${key}`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('writes Spanish dates, plurals and the quote button', () => {
    expect(es.requestQuote.button).toBe('Solicitar cotización');
    expect(es.loader.requestQuoteButton).toBe('Solicitar cotización');
    expect(es.requestQuote.day('2026-12-03')).toBe('3 dic 2026');
    expect(
      es.requestQuote.datesBooked([
        ['2026-12-30', '2027-01-02'],
        ['2027-01-09', '2027-01-09'],
      ]),
    ).toBe('Reservado el 30 dic–2 ene y 9 ene: elija otras fechas.');
    expect(es.equipmentList.count(1)).toBe('1 unidad');
    expect(es.quoteListButton.name('Lista de cotización', 2)).toBe(
      'Lista de cotización 2 unidades',
    );
  });

  it('picks a language from a lang value, English for any other', () => {
    expect(widgetLang('es-US')).toBe('es');
    expect(widgetLang(' ES ')).toBe('es');
    expect(widgetLang('fr')).toBe('en');
    expect(widgetLang(null)).toBe('en');
    expect(formatLocale('es')).toBe('es-US');
    expect(formatLocale('en')).toBe('en-US');
  });

  it('offers the Spanish tables to React hosts as @liftline/widgets/es', () => {
    expect(areas(WIDGET_WORDS_ES)).toEqual(areas(es));
    expect(WIDGET_WORDS_ES.requestQuote).toBe(es.requestQuote);
  });

  it('gives an area’s Spanish words once its chunk added them, English before', () => {
    expect(wordsOf('findBranch', en.findBranch, 'es')).toBe(en.findBranch);
    addWords('es', { findBranch: es.findBranch });
    expect(wordsOf('findBranch', en.findBranch, 'es-US')).toBe(es.findBranch);
    expect(wordsOf('findBranch', en.findBranch, 'en')).toBe(en.findBranch);
    expect(wordsOf('equipmentList', en.equipmentList, 'es')).toBe(en.equipmentList);
  });
});
