import { describe, expect, it } from 'vitest';
import { isFiltered, leadFilterQuery, leadsHref, parseLeadsUrl } from './leads-url';

describe('the inbox URL', () => {
  it('reads every filter, the order, the page and the scope', () => {
    const state = parseLeadsUrl(
      '?scope=all&q=%20casey%20&type=quote&status=quoted&branch_id=4&source=dealer&dealer_site_id=7&from=2026-11-01&to=2026-11-30&sort=oldest&page=3',
    );
    expect(state).toEqual({
      scope: 'all',
      q: 'casey',
      type: 'quote',
      status: 'quoted',
      branch_id: 4,
      source: 'dealer',
      dealer_site_id: 7,
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'oldest',
      page: 3,
    });
    expect(leadsHref(state)).toBe(
      '/authorized/account/leads?scope=all&q=casey&type=quote&status=quoted&branch_id=4&source=dealer&dealer_site_id=7&from=2026-11-01&to=2026-11-30&sort=oldest&page=3',
    );
  });

  it('drops what it does not know (no filter) and leaves the defaults out', () => {
    const state = parseLeadsUrl(
      '?type=fax&status=open&branch_id=-2&source=widget&dealer_site_id=1.5&from=yesterday&to=2026-13-45&sort=random&page=0',
    );
    expect(isFiltered(state)).toBe(false);
    expect(state.sort).toBe('newest');
    expect(state.page).toBe(1);
    expect(leadsHref(state)).toBe('/authorized/account/leads');
  });

  it('sends only the set filters to the API', () => {
    expect(leadFilterQuery(parseLeadsUrl('?status=new&q=x&source=storefront'))).toEqual({
      type: undefined,
      status: 'new',
      branch_id: undefined,
      source: 'storefront',
      dealer_site_id: undefined,
      from: undefined,
      to: undefined,
      q: 'x',
      sort: undefined,
    });
  });
});
