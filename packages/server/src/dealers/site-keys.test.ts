import { describe, expect, it, vi } from 'vitest';
import { createSiteKeyResolver } from './site-key-resolver';
import { newPublishableKey, normalizeOrigin, pageOnOrigin, PUBLISHABLE_KEY } from './site-keys';

describe('publishable keys', () => {
  it('are pk_ and 24 letters and digits, each new', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newPublishableKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(PUBLISHABLE_KEY);
  });
});

describe('normalizeOrigin', () => {
  it('keeps scheme, host and port in lower case, without a default port', () => {
    expect(normalizeOrigin('https://Dealer.Example')).toBe('https://dealer.example');
    expect(normalizeOrigin('https://dealer.example:443')).toBe('https://dealer.example');
    expect(normalizeOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(normalizeOrigin('https://dealer.example/')).toBe('https://dealer.example');
  });

  it('keeps hosts a browser sends: IP literals, IDNs, digits and inner hyphens', () => {
    expect(normalizeOrigin('http://[::1]:5173')).toBe('http://[::1]:5173');
    expect(normalizeOrigin('https://bücher.example')).toBe('https://xn--bcher-kva.example');
    expect(normalizeOrigin('https://my-dealer-2.example:1')).toBe('https://my-dealer-2.example:1');
    expect(normalizeOrigin('http://localhost:65535')).toBe('http://localhost:65535');
    expect(normalizeOrigin(`https://${'a'.repeat(63)}.example`)).toBe(
      `https://${'a'.repeat(63)}.example`,
    );
  });

  it.each([
    'https://dealer.example/shop',
    'https://dealer.example?x=1',
    'https://dealer.example#top',
    'ftp://dealer.example',
    'javascript:alert(1)',
    'https://user:pw@dealer.example',
    'dealer.example',
    'null',
    '',
    // Issue 42 item 6: port 0, empty labels, a trailing dot, a label starting or ending with '-'.
    'https://dealer.example:0',
    'https://.',
    'https://..',
    'https://-dealer.example',
    'https://dealer-.example',
    'https://dealer.example.',
    'https://dealer..example',
    'https://under_score.example',
    `https://${'a'.repeat(64)}.example`,
  ])('refuses %s', (value) => {
    expect(normalizeOrigin(value)).toBeNull();
  });
});

describe('pageOnOrigin', () => {
  it('keeps origin and path, drops the query and fragment', () => {
    expect(
      pageOnOrigin('https://dealer.example/lifts?email=a@b.example#x', 'https://dealer.example'),
    ).toBe('https://dealer.example/lifts');
  });

  it('drops a page of another origin or no URL at all', () => {
    expect(pageOnOrigin('https://other.example/lifts', 'https://dealer.example')).toBeNull();
    expect(pageOnOrigin('not a url', 'https://dealer.example')).toBeNull();
    expect(pageOnOrigin(null, 'https://dealer.example')).toBeNull();
  });

  it('cuts a long path to 512 characters', () => {
    const page = pageOnOrigin(
      `https://dealer.example/${'a'.repeat(3000)}`,
      'https://dealer.example',
    );
    expect(page).toHaveLength(512);
  });
});

describe('createSiteKeyResolver', () => {
  const key = 'pk_abcdefghijklmnopqrstuvwx';
  const row = { id: 7, account_id: 3, active: true, origins: ['https://dealer.example'] };

  function database(rows: unknown[] = [row]) {
    return { query: vi.fn(async () => ({ rows, rowCount: rows.length })) };
  }

  it('credits the site from one of its origins only', async () => {
    const resolver = createSiteKeyResolver(database() as never);
    await expect(resolver.credit(key, 'https://dealer.example')).resolves.toEqual({
      id: 7,
      accountId: 3,
      origin: 'https://dealer.example',
    });
    await expect(resolver.credit(key, 'https://other.example')).resolves.toBeNull();
    await expect(resolver.credit(key, undefined)).resolves.toBeNull();
  });

  it('credits nothing for an inactive site or an unknown key', async () => {
    const inactive = createSiteKeyResolver(database([{ ...row, active: false }]) as never);
    await expect(inactive.credit(key, 'https://dealer.example')).resolves.toBeNull();
    const unknown = createSiteKeyResolver(database([]) as never);
    await expect(unknown.credit(key, 'https://dealer.example')).resolves.toBeNull();
  });

  it('never queries for a malformed key', async () => {
    const db = database();
    const resolver = createSiteKeyResolver(db as never);
    await expect(resolver.credit("pk_' or 1=1 --", 'https://dealer.example')).resolves.toBeNull();
    expect(db.query).not.toHaveBeenCalled();
  });

  it('asks the database once per key and period, unknown keys included', async () => {
    let clock = 0;
    const db = database([]);
    const resolver = createSiteKeyResolver(db as never, { ttlMs: 1000, now: () => clock });
    for (let i = 0; i < 5; i += 1) await resolver.credit(key, 'https://dealer.example');
    expect(db.query).toHaveBeenCalledTimes(1);
    clock = 1001;
    await resolver.credit(key, 'https://dealer.example');
    expect(db.query).toHaveBeenCalledTimes(2);
    resolver.forget(key);
    await resolver.credit(key, 'https://dealer.example');
    expect(db.query).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxKeys keys', async () => {
    const db = database([]);
    const resolver = createSiteKeyResolver(db as never, { maxKeys: 2 });
    const keys = [
      'pk_aaaaaaaaaaaaaaaaaaaaaaaa',
      'pk_bbbbbbbbbbbbbbbbbbbbbbbb',
      'pk_cccccccccccccccccccccccc',
    ];
    for (const k of keys) await resolver.credit(k, 'https://dealer.example');
    await resolver.credit(keys[0], 'https://dealer.example');
    expect(db.query).toHaveBeenCalledTimes(4);
  });
});
