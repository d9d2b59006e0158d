import { describe, expect, it } from 'vitest';
import {
  parseRentalRequestsUrl,
  rentalRequestsHref,
  rentalRequestsQuery,
} from './rental-requests-url';

describe('the rental requests inbox URL', () => {
  it('reads kind, status and page', () => {
    expect(parseRentalRequestsUrl('?kind=off_rent&status=confirmed&page=3')).toEqual({
      kind: 'off_rent',
      status: 'confirmed',
      page: 3,
    });
  });

  it('leaves out what is unknown or malformed', () => {
    expect(parseRentalRequestsUrl('?kind=repair&status=done&page=-2')).toEqual({
      kind: '',
      status: '',
      page: 1,
    });
    expect(parseRentalRequestsUrl('?page=1.5')).toEqual({ kind: '', status: '', page: 1 });
  });

  it('writes the state back in a stable order, defaults left out, and round-trips', () => {
    expect(rentalRequestsHref()).toBe('/authorized/account/rental-requests');
    const href = rentalRequestsHref({ status: 'pending', kind: 'extension', page: 2 });
    expect(href).toBe('/authorized/account/rental-requests?kind=extension&status=pending&page=2');
    expect(parseRentalRequestsUrl(href.split('?')[1]!)).toEqual({
      kind: 'extension',
      status: 'pending',
      page: 2,
    });
  });

  it('sends only the filters set to the API', () => {
    expect(rentalRequestsQuery({ kind: '', status: 'open', page: 1 })).toEqual({
      kind: undefined,
      status: 'open',
      page: undefined,
    });
  });
});
