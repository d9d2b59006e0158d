import { describe, expect, it } from 'vitest';
import { daysOf, funnelRange, wholeMonths } from './funnel-range';

describe('funnelRange', () => {
  it('defaults to the 30 days ending today and measures the previous period alike', () => {
    expect(funnelRange({}, '2026-03-01')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
      days: 30,
      previous: { from: '2026-01-01', to: '2026-01-30' },
    });
    expect(daysOf(funnelRange({ from: '2024-02-28', to: '2024-03-01' }))).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});

describe('wholeMonths', () => {
  it('is the calendar months inside the range, the ends read by day', () => {
    expect(wholeMonths({ from: '2026-01-15', to: '2026-03-10' })).toEqual({
      from: '2026-02-01',
      end: '2026-03-01',
    });
    expect(wholeMonths({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2026-01-01',
      end: '2027-01-01',
    });
    expect(wholeMonths({ from: '2025-11-27', to: '2026-11-27' })).toEqual({
      from: '2025-12-01',
      end: '2026-11-01',
    });
    expect(wholeMonths({ from: '2025-12-02', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      end: '2026-02-01',
    });
  });

  it('is empty (the day after the range) when no whole month fits', () => {
    expect(wholeMonths({ from: '2026-01-15', to: '2026-02-14' })).toEqual({
      from: '2026-02-15',
      end: '2026-02-15',
    });
    expect(wholeMonths({ from: '2026-02-01', to: '2026-02-27' })).toEqual({
      from: '2026-02-28',
      end: '2026-02-28',
    });
  });
});
