import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAssetStorage, sanitizeFileName, STORAGE_KEY_PATTERN } from './asset-storage';

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

describe('createAssetStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'liftline-storage-'));
  const assetsDir = join(root, 'uploads');
  const storage = createAssetStorage(assetsDir);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('generates keys of the one accepted shape', () => {
    const key = storage.newKey(42, 'png');
    expect(key).toMatch(STORAGE_KEY_PATTERN);
    expect(key.startsWith('42/')).toBe(true);
    expect(storage.pathOf(key)).toBe(join(assetsDir, key));
  });

  it.each(['../outside.png', '/etc/passwd', '1/../../x.png', '1/evil.png', '', '.incoming/x.part'])(
    'refuses the key %j',
    (key) => {
      expect(() => storage.pathOf(key)).toThrow();
    },
  );

  it('moves an incoming file into place and removes it again', async () => {
    const incoming = await storage.incomingPath();
    writeFileSync(incoming, 'bytes');
    const key = storage.newKey(7, 'pdf');
    await storage.claim(incoming, key);
    expect(existsSync(incoming)).toBe(false);
    expect(existsSync(storage.pathOf(key))).toBe(true);
    await storage.remove(key);
    expect(existsSync(storage.pathOf(key))).toBe(false);
    await expect(storage.claim(join(root, 'elsewhere'), storage.newKey(7, 'pdf'))).rejects.toThrow(
      /outside/,
    );
  });

  it('writes bytes the server made under a key, and nowhere else', async () => {
    const key = storage.newKey(11, 'webp');
    await storage.write(key, Buffer.from('drawn'));
    expect(readFileSync(storage.pathOf(key), 'utf8')).toBe('drawn');
    await expect(storage.write('../escape.webp', Buffer.from('x'))).rejects.toThrow();
  });

  it('removes a product directory, and only below the assets directory', async () => {
    const incoming = await storage.incomingPath();
    writeFileSync(incoming, 'bytes');
    await storage.claim(incoming, storage.newKey(9, 'png'));
    await storage.removeProduct(9);
    expect(existsSync(join(assetsDir, '9'))).toBe(false);
    await expect(storage.removeProduct(0)).rejects.toThrow();
    await expect(storage.removeProduct(-1)).rejects.toThrow();
    expect(existsSync(assetsDir)).toBe(true);
  });

  it('sweeps incoming files left behind', async () => {
    const stale = await storage.incomingPath();
    const fresh = await storage.incomingPath();
    writeFileSync(stale, 'old');
    writeFileSync(fresh, 'new');
    const dayAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(stale, dayAgo, dayAgo);
    await storage.sweepIncoming(24 * 3600 * 1000);
    expect(readdirSync(join(assetsDir, '.incoming'))).toEqual([fresh.split('/').pop()]);
  });
});
