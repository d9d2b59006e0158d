import { describe, expect, it } from 'vitest';
import { retryAfter } from './retry-after';

describe('retryAfter', () => {
  it.each([
    [0, 'second', 1],
    [45, 'second', 45],
    [60, 'minute', 1],
    [150, 'minute', 3],
    [3540, 'minute', 59],
    [3600, 'hour', 1],
    [7200, 'hour', 2],
  ])('%i s → %s × %i', (seconds, unit, count) => {
    expect(retryAfter(seconds)).toEqual({ unit, count });
  });
});
