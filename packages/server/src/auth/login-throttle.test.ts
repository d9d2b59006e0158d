import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('login throttle (per IP and account pair)', () => {
  it('lets five failures through, then doubles the wait: 1 s, 2 s, 4 s … capped at 15 min', () => {
    const time = clock();
    const throttle = createLoginThrottle({ now: time.now });
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      expect(throttle.retryAfter('10.0.0.1', 'a@example.com')).toBe(0);
      throttle.failed('10.0.0.1', 'a@example.com');
      const wait = throttle.retryAfter('10.0.0.1', 'a@example.com');
      waits.push(wait);
      time.advance(wait * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
  });

  it('only that pair waits: another address, or another account, is unaffected', () => {
    const throttle = createLoginThrottle({ now: clock().now });
    for (let i = 0; i < 10; i++) throttle.failed('10.0.0.1', 'owner@example.com');
    expect(throttle.retryAfter('10.0.0.1', 'OWNER@example.com ')).toBeGreaterThan(0);
    expect(throttle.retryAfter('10.0.0.2', 'owner@example.com')).toBe(0);
    expect(throttle.retryAfter('10.0.0.1', 'other@example.com')).toBe(0);
  });

  it('a success clears the pair; an idle pair is forgotten', () => {
    const time = clock();
    const throttle = createLoginThrottle({ now: time.now, forgetAfterMs: 60_000 });
    for (let i = 0; i < 6; i++) throttle.failed('ip', 'a@example.com');
    throttle.succeeded('ip', 'a@example.com');
    expect(throttle.retryAfter('ip', 'a@example.com')).toBe(0);
    throttle.failed('ip', 'b@example.com');
    expect(throttle.size).toBe(1);
    time.advance(60_001);
    expect(throttle.retryAfter('ip', 'b@example.com')).toBe(0);
    expect(throttle.size).toBe(0);
  });

  it('remembers a bounded number of pairs', () => {
    const throttle = createLoginThrottle({ now: clock().now, maxPairs: 3 });
    for (let i = 0; i < 10; i++) throttle.failed(`10.0.0.${i}`, 'a@example.com');
    expect(throttle.size).toBe(3);
  });
});
