import { describe, expect, it } from 'vitest';
import { createWindowCounter } from './window-counter';

describe('the window counter', () => {
  it('counts amounts per key up to the limit, then answers the seconds left in the window', () => {
    let now = 1_000_000;
    const counter = createWindowCounter({ limit: 10, windowMs: 60_000, now: () => now });
    expect(counter.take('a', 6)).toBe(0);
    expect(counter.take('a', 4)).toBe(0);
    now += 15_000;
    expect(counter.take('a', 1)).toBe(45);
    expect(counter.take('b', 10)).toBe(0); // another key has its own count
    expect(counter.take('a', 11)).toBe(45); // a refused take counts nothing
    now += 45_000;
    expect(counter.take('a', 10)).toBe(0); // a new window
  });
});
