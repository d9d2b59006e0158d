import type uPlot from 'uplot';
import { formatMonthDay } from '@/utils/format';
import type { DealerFunnel } from './dealers-api';
import { FUNNEL_STEPS, type FunnelStepKey } from './funnel-figures';

/** Each step's line colour (also the legend's swatch); contrast ≥ 3:1 on white. */
export const STEP_COLORS: Readonly<Record<FunnelStepKey, string>> = {
  impressions: '#5b6470',
  opens: '#1d5fd1',
  submits: '#b45309',
  won: '#15803d',
};

/**
 * The steps drawn against the right-hand axis. Submits and won are one or two orders of magnitude
 * below impressions: on one scale they lie flat on zero (a 30-day range of 3,000 impressions and 9
 * submits). A second axis keeps one picture of the days with every line readable; a log scale was
 * not chosen because it has no place for the zero days, which must show as zero.
 */
export const SMALL_STEPS: ReadonlySet<FunnelStepKey> = new Set(['submits', 'won']);

export const chartHeight = (width: number) => (width < 560 ? 220 : 300);

const DAY_MS = 86_400_000;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export type FunnelDay = DealerFunnel['series'][number];

/**
 * One row for every day from `from` to `to`, a day the series lacks as zeros: a quiet day is drawn
 * at zero, never as a slope between its neighbours.
 */
export function fillDays(series: readonly FunnelDay[], from: string, to: string): FunnelDay[] {
  const byDay = new Map(series.map((row) => [row.day, row]));
  const days: FunnelDay[] = [];
  for (let day = from; day <= to && days.length <= 366; day = nextDay(day)) {
    days.push(
      byDay.get(day) ?? { day, impressions: 0, opens: 0, steps: 0, submits: 0, leads: 0, won: 0 },
    );
  }
  return days;
}

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * The days as uPlot's columns: UTC midnight of each day (seconds), then one row per step. Lines
 * are stepped (a day's figure holds from its midnight to the next), so one more midnight closes
 * the last day.
 */
export function chartData(days: readonly FunnelDay[]): uPlot.AlignedData {
  const last = days.at(-1);
  const xs = days.map((day) => seconds(day.day));
  if (last) xs.push(seconds(nextDay(last.day)));
  return [
    xs,
    ...FUNNEL_STEPS.map((step) => {
      const values = days.map((day) => day[step.key]);
      if (last) values.push(last[step.key]);
      return values;
    }),
  ];
}

/** Tick steps of the day axis, in seconds: whole days, never hours. */
const DAY_INCRS = [1, 2, 7, 14, 28, 91].map((days) => days * 86_400);

const integerTicks = (_u: uPlot, splits: number[]) =>
  splits.map((value) => (Number.isInteger(value) ? String(value) : ''));
const fromZero: uPlot.Scale.Range = (_u, _min, max) => [0, Math.max(1, max)];

interface ChartOptionsInput {
  width: number;
  /** The page's language tag: the day axis reads "Nov 24" / "24 nov". */
  locale: string;
  /** Seconds since the epoch → a Date in UTC (`uPlot.tzDate(…, 'Etc/UTC')`): days are UTC days. */
  tzDate: (ts: number) => Date;
  /** uPlot's stepped path builder (`uPlot.paths.stepped`). */
  stepped: uPlot.Series.PathBuilderFactories['stepped'];
  /** The range's last day: the extra midnight after it closes its step and has no label. */
  lastDay: string;
  /** The day under the cursor (mouse or keyboard), or null when it left the chart. */
  onDay: (index: number | null) => void;
}

/**
 * A stepped line per step over the days: x in whole UTC days labelled by date, impressions and
 * opens on the left axis, submits and won on the right one (`SMALL_STEPS`), no built-in legend
 * (the page draws its own and reads out the day under the cursor), no drag-to-zoom.
 */
export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const { width, locale, tzDate, stepped, lastDay, onDay } = input;
  const end = seconds(lastDay);
  const axis = { stroke: '#3a3f47', grid: { stroke: '#e5e7eb' }, ticks: { stroke: '#e5e7eb' } };
  const paths = stepped?.({ align: 1 });
  return {
    width,
    height: chartHeight(width),
    tzDate,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: true }, y: { range: fromZero }, small: { range: fromZero } },
    axes: [
      {
        ...axis,
        incrs: DAY_INCRS,
        space: 64,
        values: (_u, splits) =>
          splits.map((value) =>
            value > end
              ? ''
              : formatMonthDay(new Date(value * 1000).toISOString().slice(0, 10), false, locale),
          ),
      },
      { ...axis, size: 48, values: integerTicks },
      { ...axis, scale: 'small', side: 1, size: 40, grid: { show: false }, values: integerTicks },
    ],
    series: [
      {},
      ...FUNNEL_STEPS.map((step) => ({
        label: step.label,
        stroke: STEP_COLORS[step.key],
        width: SMALL_STEPS.has(step.key) ? 2.5 : 2,
        scale: SMALL_STEPS.has(step.key) ? 'small' : 'y',
        points: { show: false },
        ...(paths ? { paths } : {}),
      })),
    ],
    hooks: {
      setCursor: [(u) => onDay(u.cursor.idx ?? null)],
    },
  };
}
