import { describe, expect, it } from 'vitest';
import { accountsHref, parseAccountsUrl } from './accounts-url';

describe('accounts URL', () => {
  it('reads and writes the search, the filter and the page', () => {
    const state = parseAccountsUrl('q=%20harbor%20&publishing=not_approved&page=3');
    expect(state).toEqual({ q: 'harbor', publishing: 'not_approved', page: 3 });
    expect(accountsHref(state)).toBe(
      '/authorized/account/admin/accounts?q=harbor&publishing=not_approved&page=3',
    );
  });

  it('ignores what it does not know', () => {
    expect(parseAccountsUrl('publishing=all&page=-2')).toEqual({ q: '', publishing: '', page: 1 });
    expect(accountsHref({ page: 1 })).toBe('/authorized/account/admin/accounts');
  });
});
