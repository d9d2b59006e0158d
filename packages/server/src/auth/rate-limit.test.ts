import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter (sliding window)', () => {
  it('allows `limit` hits per window, then answers the seconds until the oldest hit expires', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect(limiter.consume('a')).toBe(0);
    time.advance(10_000);
    expect(limiter.consume('a')).toBe(0);
    expect(limiter.consume('a')).toBe(0);
    expect(limiter.consume('a')).toBe(50); // the first hit leaves the window in 50 s
    expect(limiter.consume('b')).toBe(0); // keys are independent
    time.advance(49_500);
    expect(limiter.retryAfter('a')).toBe(1); // rounded up, never 0 while blocked
    time.advance(500);
    expect(limiter.consume('a')).toBe(0); // the window slid past the first hit
    expect(limiter.consume('a')).toBe(10);
  });

  it('does not count blocked attempts, and `reset` forgets a key', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: time.now });
    limiter.record('k');
    limiter.record('k');
    for (let i = 0; i < 5; i++) expect(limiter.consume('k')).toBe(1);
    time.advance(1000);
    expect(limiter.consume('k')).toBe(0);
    limiter.record('k');
    expect(limiter.retryAfter('k')).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });

  it('forgets idle keys instead of growing without bound', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: time.now });
    for (let i = 0; i < 5000; i++) {
      limiter.record(`key-${i}`);
      time.advance(10);
    }
    // Swept at the 5000th hit: only the keys of the last second are left.
    expect(limiter.size).toBeLessThanOrEqual(101);
    expect(limiter.retryAfter('key-0')).toBe(0);
    expect(limiter.retryAfter('key-4999')).toBe(1);
  });
});
