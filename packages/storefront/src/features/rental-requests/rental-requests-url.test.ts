import { describe, expect, it } from 'vitest';
import {
  parseRentalRequestsUrl,
  rentalRequestsHref,
  rentalRequestsQuery,
} from './rental-requests-url';

describe('the rental requests inbox URL', () => {
  it('reads the search, kind, status and page', () => {
    expect(parseRentalRequestsUrl('?q=+Dana+&kind=off_rent&status=confirmed&page=3')).toEqual({
      q: 'Dana',
      kind: 'off_rent',
      status: 'confirmed',
      page: 3,
    });
  });

  it('leaves out what is unknown or malformed, and cuts a search at 100 characters', () => {
    expect(parseRentalRequestsUrl('?kind=repair&status=done&page=-2')).toEqual({
      q: '',
      kind: '',
      status: '',
      page: 1,
    });
    expect(parseRentalRequestsUrl('?page=1.5')).toEqual({ q: '', kind: '', status: '', page: 1 });
    expect(parseRentalRequestsUrl(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes the state back in a stable order, defaults left out, and round-trips', () => {
    expect(rentalRequestsHref()).toBe('/authorized/account/rental-requests');
    const href = rentalRequestsHref({
      status: 'pending',
      kind: 'extension',
      page: 2,
      q: 'CO-2027 & co',
    });
    expect(href).toBe(
      '/authorized/account/rental-requests?q=CO-2027+%26+co&kind=extension&status=pending&page=2',
    );
    expect(parseRentalRequestsUrl(href.split('?')[1]!)).toEqual({
      q: 'CO-2027 & co',
      kind: 'extension',
      status: 'pending',
      page: 2,
    });
  });

  it('sends only the filters set to the API', () => {
    expect(rentalRequestsQuery({ q: '', kind: '', status: 'open', page: 1 })).toEqual({
      q: undefined,
      kind: undefined,
      status: 'open',
      page: undefined,
    });
    expect(rentalRequestsQuery({ q: 'Dana', kind: '', status: '', page: 1 }).q).toBe('Dana');
  });
});
