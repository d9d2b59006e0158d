import { describe, expect, it } from 'vitest';
import {
  addDays,
  customRangeProblem,
  funnelRangeQuery,
  parseFunnelRange,
  rangeDays,
  spanDays,
} from './funnel-range';

describe('the dashboard’s range in the URL', () => {
  it('reads a preset, custom days, and falls back to the last 30 days', () => {
    expect(parseFunnelRange('?range=7')).toEqual({ kind: 'preset', days: 7 });
    expect(parseFunnelRange('?range=365')).toEqual({ kind: 'preset', days: 365 });
    expect(parseFunnelRange('')).toEqual({ kind: 'preset', days: 30 });
    expect(parseFunnelRange('?range=12')).toEqual({ kind: 'preset', days: 30 });
    expect(parseFunnelRange('?from=2026-01-01&to=2026-01-31')).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('ignores custom days that are not days, reversed or longer than 366 days', () => {
    for (const query of [
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-03-01&to=2026-02-01',
      '?from=2025-01-01&to=2026-01-02',
      '?from=2026-01-01',
    ])
      expect(parseFunnelRange(query), query).toEqual({ kind: 'preset', days: 30 });
    expect(parseFunnelRange('?from=2025-01-01&to=2026-01-01')).toMatchObject({ kind: 'custom' });
  });

  it('writes the default as nothing, a preset as range=, custom days as from= and to=', () => {
    expect(funnelRangeQuery({ kind: 'preset', days: 30 })).toBe('');
    expect(funnelRangeQuery({ kind: 'preset', days: 90 })).toBe('?range=90');
    expect(funnelRangeQuery({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' })).toBe(
      '?from=2026-01-01&to=2026-01-31',
    );
  });

  it('turns a preset into its days, today included (UTC)', () => {
    expect(rangeDays({ kind: 'preset', days: 7 }, '2026-11-27')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
    expect(rangeDays({ kind: 'preset', days: 365 }, '2026-03-01')).toEqual({
      from: '2025-03-02',
      to: '2026-03-01',
    });
    expect(spanDays('2025-03-02', '2026-03-01')).toBe(365);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('says what is wrong with custom days', () => {
    expect(customRangeProblem('2026-03-02', '2026-03-01')).toMatch(/on or before/);
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toMatch(/at most 366 days/);
    expect(customRangeProblem('', '2026-01-02')).toMatch(/both days/);
    expect(customRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });
});
