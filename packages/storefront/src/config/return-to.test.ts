import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { safeReturnTo } from './return-to';

const ORIGIN = 'https://shop.example';

/** What `URLSearchParams` hands the pages for `?from=<raw>` (one decoding, as a browser does). */
const fromQuery = (raw: string) => new URLSearchParams(`from=${raw}`).get('from');

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnTo('/equipment?q=lift', ORIGIN)).toBe('/equipment?q=lift');
    expect(safeReturnTo('/invite?token=abc#top', ORIGIN)).toBe('/invite?token=abc#top');
    expect(safeReturnTo('/authorized/account', ORIGIN)).toBe('/authorized/account');
    // A query or fragment holding `//` is still a path of this site.
    expect(safeReturnTo('/x?next=//evil.example', ORIGIN)).toBe('/x?next=//evil.example');
  });

  it.each([
    // Browsers drop tab, CR and LF from URLs: `/\t/evil.example/x` is `//evil.example/x`.
    ['%09', '/%09/evil.example/x'],
    ['%0A', '/%0A/evil.example/x'],
    ['%0D', '/%0D/evil.example/x'],
    ['%0D%0A', '/%0D%0A/evil.example/x'],
    ['a tab inside the path', '/x%09/evil.example'],
    // Backslashes read as slashes in http URLs.
    ['%5C', '/%5Cevil.example/x'],
    ['/\\evil', '/%5Cevil.example'],
    ['\\\\/evil', '%5C%5C/evil.example'],
    ['\\/ after /', '/%5C/evil.example'],
    // Other origins and schemes.
    ['//evil', '//evil.example/x'],
    ['https://evil', 'https%3A%2F%2Fevil.example%2Fx'],
    ['javascript:', 'javascript%3Aalert(1)'],
    ['/javascript: with a tab', '%09javascript%3Aalert(1)'],
    // Leading spaces and controls are trimmed by URL parsers.
    ['leading spaces', '%20%20//evil.example'],
    ['a leading space before a path', '%20/equipment'],
    ['a leading NUL', '%00//evil.example'],
    ['DEL', '/%7F/evil.example'],
    // Dot segments that resolve to `//host`.
    ['/.//', '/.//evil.example/x'],
    ['/%2e//', '/%252e//evil.example/x'],
    ['/a/..//', '/a/..//evil.example/x'],
    // Not a path.
    ['a relative path', 'evil.example'],
    ['empty', ''],
  ])('refuses %s', (_name, raw) => {
    const value = fromQuery(raw);
    expect(safeReturnTo(value, ORIGIN)).toBeNull();
  });

  it('keeps a value encoded twice as an encoded path of this site (it never leaves it)', () => {
    // `%2509` arrives as `%09`, a literal percent sequence the browser does not drop.
    expect(safeReturnTo(fromQuery('/%2509/evil.example/x'), ORIGIN)).toBe('/%09/evil.example/x');
    expect(safeReturnTo(fromQuery('/%252F%252Fevil.example'), ORIGIN)).toBe('/%2F%2Fevil.example');
    // Encoded twice without the leading slash: not a path.
    expect(safeReturnTo(fromQuery('%252F%252Fevil.example'), ORIGIN)).toBeNull();
    for (const twice of ['/%255Cevil.example', '/%250A/evil.example']) {
      const kept = safeReturnTo(fromQuery(twice), ORIGIN);
      expect(new URL(kept!, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('refuses null, undefined and values with a raw control character or backslash', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
    for (const raw of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\\evil'])
      expect(safeReturnTo(raw, ORIGIN)).toBeNull();
  });

  it('resolves against the page origin when none is given', () => {
    expect(safeReturnTo('/equipment')).toBe('/equipment');
    expect(safeReturnTo('/.//evil.example')).toBeNull();
  });
});

describe('safeReturnTo on Spanish pages', () => {
  it('keeps a Spanish path with its /es base, query and fragment', () => {
    expect(
      safeReturnTo('/es/authorized/account?requests_page=2#top', 'https://liftline.test'),
    ).toBe('/es/authorized/account?requests_page=2#top');
    expect(safeReturnTo('/es', 'https://liftline.test')).toBe('/es');
  });
});

describe('links that carry a way back', () => {
  it('leave an unsafe value out of the login, register and upgrade-required links', () => {
    const unsafe = fromQuery('/%09/evil.example/x');
    expect(paths.login.getHref(unsafe)).toBe('/guest/user/login');
    expect(paths.register.getHref({ returnTo: unsafe })).toBe('/guest/user/register');
    expect(paths.upgradeRequired.getHref(unsafe)).toBe('/guest/upgrade-required');
    expect(paths.upgradeRequired.getHref('/.//evil.example')).toBe('/guest/upgrade-required');
  });
});
