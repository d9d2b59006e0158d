import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import { chartData, chartOptions, fillDays, type FunnelDay } from './chart-options';

const zero = { impressions: 0, opens: 0, steps: 0, submits: 0, leads: 0, won: 0 };
const day = (date: string, figures: Partial<FunnelDay> = {}): FunnelDay => ({
  day: date,
  ...zero,
  ...figures,
});
const options = (locale = 'en-US') =>
  chartOptions({
    width: 800,
    locale,
    tzDate: (ts) => new Date(ts * 1000),
    stepped: undefined,
    lastDay: '2026-11-25',
    onDay: vi.fn(),
  });
const secondsOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

describe('the funnel chart’s data', () => {
  it('has a row for every day of the range: a quiet day is zero, not a slope', () => {
    const days = fillDays(
      [day('2026-11-24', { impressions: 40 }), day('2026-11-26', { impressions: 60 })],
      '2026-11-24',
      '2026-11-27',
    );
    expect(days.map((row) => [row.day, row.impressions])).toEqual([
      ['2026-11-24', 40],
      ['2026-11-25', 0],
      ['2026-11-26', 60],
      ['2026-11-27', 0],
    ]);
  });

  it('draws each day as a step from its midnight to the next (one more midnight closes the last)', () => {
    const [xs, impressions] = chartData([
      day('2026-11-24', { impressions: 5 }),
      day('2026-11-25', { impressions: 0 }),
    ]);
    expect(xs).toEqual([secondsOf('2026-11-24'), secondsOf('2026-11-25'), secondsOf('2026-11-26')]);
    expect(impressions).toEqual([5, 0, 0]);
  });
});

describe('the funnel chart’s axes', () => {
  it('labels the day axis by date, in whole days (never “12am 8am 4pm”)', () => {
    const [x] = options().axes!;
    expect(x!.incrs).toEqual([1, 2, 7, 14, 28, 91].map((n) => n * 86_400));
    const values = x!.values as (u: uPlot, splits: number[]) => string[];
    const splits = [secondsOf('2026-11-24'), secondsOf('2026-11-25'), secondsOf('2026-11-26')];
    // The midnight after the last day only closes its step: no label.
    expect(values({} as uPlot, splits)).toEqual(['Nov 24', 'Nov 25', '']);
    expect(values({} as uPlot, splits).join(' ')).not.toMatch(/am|pm/i);
  });

  it('puts submits and won on a right-hand axis of their own, so they stay visible', () => {
    const { series, axes } = options();
    expect(series.slice(1).map((line) => [line.label, line.scale])).toEqual([
      ['Impressions', 'y'],
      ['Opens', 'y'],
      ['Submits', 'small'],
      ['Won', 'small'],
    ]);
    expect(axes![2]).toMatchObject({ scale: 'small', side: 1 });
  });
});
