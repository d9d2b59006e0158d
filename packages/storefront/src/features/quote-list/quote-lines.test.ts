import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { anAvailability } from './testing/quote-list-fixtures';
import { availabilityNotice, availabilityRange, formatDayRange } from './quote-lines';

const TODAY = '2026-12-01';
const en = testI18n('en');
const es = testI18n('es');
const rent = (start_date?: string, end_date?: string, quantity = 1) => ({
  equipment_id: 7,
  mode: 'rent' as const,
  quantity,
  start_date,
  end_date,
});

describe('availabilityNotice', () => {
  it('says how many are free on the worst day when every day has enough', () => {
    const availability = anAvailability(7, '2026-12-02', '2026-12-08', {
      fleet: 3,
      byDay: { '2026-12-04': 2 },
    });
    expect(availabilityNotice(availability, 2, en)).toEqual({
      tone: 'ok',
      text: '2 of 3 free every day',
    });
  });

  it('names the booked days, grouped, across a month', () => {
    const availability = anAvailability(7, '2026-11-28', '2026-12-10', {
      byDay: { '2026-12-03': 0, '2026-12-04': 0, '2026-12-05': 0, '2026-12-09': 0 },
    });
    expect(availabilityNotice(availability, 1, en)).toEqual({
      tone: 'short',
      text: 'Booked on Dec 3–5 and Dec 9: pick other dates',
    });
  });

  it('says when some units are free but fewer than asked', () => {
    const availability = anAvailability(7, '2026-12-02', '2026-12-04', {
      fleet: 3,
      byDay: { '2026-12-03': 1 },
    });
    expect(availabilityNotice(availability, 2, en).text).toBe(
      'Only 1 of 3 free on Dec 3: pick other dates or fewer units',
    );
  });

  it('speaks Spanish on Spanish pages: the days as es-US writes them, joined with “y”', () => {
    const booked = anAvailability(7, '2026-11-28', '2026-12-10', {
      byDay: { '2026-12-03': 0, '2026-12-04': 0, '2026-12-05': 0, '2026-12-09': 0 },
    });
    expect(availabilityNotice(booked, 1, es, 'es-US').text).toBe(
      'Reservado: 3–5 de dic y 9 dic. Elija otras fechas.',
    );
    const few = anAvailability(7, '2026-12-02', '2026-12-04', {
      fleet: 3,
      byDay: { '2026-12-03': 1 },
    });
    expect(availabilityNotice(few, 2, es, 'es-US').text).toBe(
      'Solo 1 de 3 libre el 3 dic: elija otras fechas o menos unidades.',
    );
    const free = anAvailability(7, '2026-12-02', '2026-12-08', { fleet: 3 });
    expect(availabilityNotice(free, 2, es, 'es-US').text).toBe('3 de 3 libres todos los días');
    const one = anAvailability(7, '2026-12-02', '2026-12-08', { fleet: 1 });
    expect(availabilityNotice(one, 1, es, 'es-US').text).toBe('1 de 1 libre todos los días');
  });

  it('formats ranges within and across months', () => {
    expect(formatDayRange('2026-12-03', '2026-12-03')).toBe('Dec 3');
    expect(formatDayRange('2026-12-30', '2027-01-02')).toBe('Dec 30–Jan 2');
  });
});

describe('availabilityRange', () => {
  it('asks for the rental’s days, at most 180, or today for a line without a range', () => {
    expect(availabilityRange(rent('2026-12-02', '2026-12-11'), TODAY)).toEqual({
      from: '2026-12-02',
      to: '2026-12-11',
    });
    expect(availabilityRange(rent('2026-12-02', '2027-11-30'), TODAY)).toEqual({
      from: '2026-12-02',
      to: '2027-05-30', // the 180th day
    });
    expect(availabilityRange({ equipment_id: 9, mode: 'buy', quantity: 1 }, TODAY)).toEqual({
      from: TODAY,
      to: TODAY,
    });
  });
});
