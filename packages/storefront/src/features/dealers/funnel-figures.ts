import type { Schemas } from '@liftline/sdk';

export type FunnelTotals = Schemas['DealerFunnelTotals'];

/** The funnel's steps, in order, with the totals' property each one reads. */
export const FUNNEL_STEPS = [
  { key: 'impressions', label: 'Impressions', hint: 'A widget was on screen' },
  { key: 'opens', label: 'Opens', hint: 'A dialog or the branch finder was opened' },
  { key: 'submits', label: 'Submits', hint: 'A request was sent' },
  { key: 'won', label: 'Won', hint: 'A lead from the site was won' },
] as const satisfies readonly { key: keyof FunnelTotals; label: string; hint: string }[];

export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

/** `part` of `whole` as a fraction, or null when there is no whole to divide (0). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** A fraction as a percentage: 0.253 → "25.3%", 1 → "100%"; null → "—". */
export function formatRate(value: number | null): string {
  if (value === null) return '—';
  const percent = Math.round(value * 1000) / 10;
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** How a figure moved against the previous period. */
export type Change =
  | { kind: 'same' }
  | { kind: 'up' | 'down'; ratio: number }
  /** From zero to something: no percentage means anything. */
  | { kind: 'new' };

export function change(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const ratio = (current - previous) / previous;
  return { kind: ratio > 0 ? 'up' : 'down', ratio: Math.abs(ratio) };
}

/** "+25%", "−40%", "new", "no change" (`previousCount` for the "new" case's wording). */
export function formatChange(value: Change): string {
  switch (value.kind) {
    case 'same':
      return 'no change';
    case 'new':
      return 'up from 0';
    case 'up':
      return `+${formatRate(value.ratio)}`;
    case 'down':
      return `−${formatRate(value.ratio)}`;
  }
}

/** Whether the range holds no figure at all (the site has not counted anything yet). */
export function isEmptyFunnel(totals: FunnelTotals): boolean {
  return (
    totals.impressions +
      totals.opens +
      totals.steps +
      totals.submits +
      totals.leads +
      totals.won ===
    0
  );
}
