import { describe, expect, it } from 'vitest';
import { formatDay, formatUsd } from './format';

describe('formatUsd', () => {
  it('shows cents only when there are any', () => {
    expect(formatUsd(28500)).toBe('$28,500');
    expect(formatUsd(189.5)).toBe('$189.50');
    expect(formatUsd(0)).toBe('$0');
  });
});

describe('formatDay', () => {
  it('names the calendar day itself, not the day before in a zone west of UTC', () => {
    expect(formatDay('2026-12-03')).toBe('Dec 3, 2026');
    expect(formatDay('2028-02-29')).toBe('Feb 29, 2028');
  });
});
