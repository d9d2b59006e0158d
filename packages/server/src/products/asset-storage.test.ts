import { describe, expect, it } from 'vitest';
import {
  checkedKey,
  isStoreKey,
  newIncomingKey,
  newStorageKey,
  sanitizeFileName,
  STORAGE_KEY_PATTERN,
} from './asset-storage';

describe('sanitizeFileName', () => {
  it.each([
    ['front-left.jpg', 'front-left.jpg'],
    ['../../../../tmp/evil.png', 'evil.png'],
    ['C:\\Users\\dana\\Pictures\\lift.jpg', 'lift.jpg'],
    ['in\u0000vis\u200bible\u202egpj.exe', 'invisiblegpj.exe'],
    ['  spaced   out\tname.pdf ', 'spaced out name.pdf'],
    ['.htaccess', 'htaccess'],
    ['..', 'upload.png'],
    ['', 'upload.png'],
    [undefined, 'upload.png'],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitizeFileName(raw, 'png')).toBe(expected);
  });

  it('keeps at most 200 characters and the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.jpeg`, 'jpg');
    expect(name).toHaveLength(200);
    expect(name.endsWith('a.jpeg')).toBe(true);
    expect([...sanitizeFileName('é'.repeat(300), 'png')]).toHaveLength(200);
  });
});

describe('storage keys', () => {
  it('are generated in the one accepted shape', () => {
    const key = newStorageKey(42, 'png');
    expect(key).toMatch(STORAGE_KEY_PATTERN);
    expect(key.startsWith('42/')).toBe(true);
    expect(isStoreKey(newIncomingKey())).toBe(true);
    expect(STORAGE_KEY_PATTERN.test(newIncomingKey())).toBe(false);
  });

  it.each([
    '../outside.png',
    '/etc/passwd',
    '1/../../x.png',
    '1/evil.png',
    '',
    '.incoming/x.part',
    '.incoming/../1/x.part',
    `0/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`,
    `1/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png/`,
    `1/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png%00`,
  ])('%j is not one', (key) => {
    expect(isStoreKey(key)).toBe(false);
    expect(() => checkedKey(key)).toThrow();
  });
});
