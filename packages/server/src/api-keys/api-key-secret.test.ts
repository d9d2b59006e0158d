import { describe, expect, it } from 'vitest';
import { isApiKeySecret } from './key-caller';
import { newApiKeySecret, randomBase62 } from './api-key-secret';

describe('secret API key generation', () => {
  it('makes sk_ + 43 base62 characters, its prefix the first 11, never twice the same', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { secret, prefix } = newApiKeySecret();
      expect(secret).toMatch(/^sk_[A-Za-z0-9]{43}$/);
      expect(isApiKeySecret(secret)).toBe(true);
      expect(prefix).toBe(secret.slice(0, 11));
      seen.add(secret);
    }
    expect(seen.size).toBe(200);
  });

  it('drops the bytes 248–255 instead of folding them onto the first letters (no modulo bias)', () => {
    // Folded, 248 and 255 would be "A" and "H" again (248 % 62 = 0): the first letters twice as likely.
    const bytes = [248, 255, 0, 251, 61, 62, 1];
    const random = (size: number) => Buffer.from(bytes.splice(0, size));
    expect(randomBase62(4, random)).toBe('A9AB');
  });

  it('spreads characters evenly (every one of the 62 within 25 % of its share)', () => {
    const counts = new Map<string, number>();
    const text = randomBase62(62 * 2000);
    for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(1500);
      expect(count).toBeLessThan(2500);
    }
  });
});
