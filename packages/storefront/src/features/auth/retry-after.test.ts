import { describe, expect, it } from 'vitest';
import { retryAfterText } from './retry-after';

describe('retryAfterText', () => {
  it.each([
    [0, 'in 1 second'],
    [45, 'in 45 seconds'],
    [60, 'in about a minute'],
    [150, 'in about 3 minutes'],
    [3540, 'in about 59 minutes'],
    [3600, 'in about an hour'],
    [7200, 'in about 2 hours'],
  ])('%i s → %s', (seconds, text) => {
    expect(retryAfterText(seconds)).toBe(text);
  });
});
