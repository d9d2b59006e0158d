import { describe, expect, it } from 'vitest';
import { change, formatChange, formatRate, isEmptyFunnel, rate } from './funnel-figures';

describe('funnel figures', () => {
  it('gives a rate only where there is something to divide by', () => {
    expect(rate(25, 100)).toBe(0.25);
    expect(rate(0, 0)).toBeNull();
    expect(rate(3, 0)).toBeNull();
    expect(formatRate(rate(1, 3))).toBe('33.3%');
    expect(formatRate(rate(2, 2))).toBe('100%');
    expect(formatRate(null)).toBe('—');
  });

  it('compares with the previous period: up, down, the same, or up from zero', () => {
    expect(formatChange(change(125, 100))).toBe('+25%');
    expect(formatChange(change(60, 100))).toBe('−40%');
    expect(formatChange(change(7, 7))).toBe('no change');
    expect(formatChange(change(0, 0))).toBe('no change');
    expect(change(5, 0)).toEqual({ kind: 'new' });
    expect(formatChange(change(5, 0))).toBe('up from 0');
    expect(formatChange(change(0, 4))).toBe('−100%');
  });

  it('knows a funnel with nothing counted', () => {
    const zero = { impressions: 0, opens: 0, steps: 0, submits: 0, leads: 0, won: 0 };
    expect(isEmptyFunnel(zero)).toBe(true);
    expect(isEmptyFunnel({ ...zero, leads: 1 })).toBe(false);
  });
});
