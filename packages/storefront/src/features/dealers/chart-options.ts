import type uPlot from 'uplot';
import type { DealerFunnel } from './dealers-api';
import { FUNNEL_STEPS } from './funnel-figures';

/** Each step's line colour (also the legend's swatch); contrast ≥ 3:1 on white. */
export const STEP_COLORS: Readonly<Record<(typeof FUNNEL_STEPS)[number]['key'], string>> = {
  impressions: '#5b6470',
  opens: '#1d5fd1',
  submits: '#b45309',
  won: '#15803d',
};

export const chartHeight = (width: number) => (width < 560 ? 220 : 300);

/** The series as uPlot's columns: UTC midnight of each day (seconds), then one row per step. */
export function chartData(series: DealerFunnel['series']): uPlot.AlignedData {
  return [
    series.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
    ...FUNNEL_STEPS.map((step) => series.map((day) => day[step.key])),
  ];
}

/**
 * A line per step over the days, axes in UTC days (the funnel's), no legend (the page draws its
 * own), no animation (uPlot draws at once), cursor without drag-to-zoom.
 */
export function chartOptions(width: number, tzDate: (ts: number) => Date): uPlot.Options {
  return {
    width,
    height: chartHeight(width),
    tzDate,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      { stroke: '#3a3f47', grid: { stroke: '#e5e7eb' }, ticks: { stroke: '#e5e7eb' } },
      {
        stroke: '#3a3f47',
        grid: { stroke: '#e5e7eb' },
        ticks: { stroke: '#e5e7eb' },
        size: 48,
        values: (_u, splits) =>
          splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
      },
    ],
    series: [
      {},
      ...FUNNEL_STEPS.map((step) => ({
        label: step.label,
        stroke: STEP_COLORS[step.key],
        width: 2,
        points: { show: false },
      })),
    ],
  };
}
