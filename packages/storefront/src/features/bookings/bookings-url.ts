import { paths } from '@/config/paths';

/** The bookings page's state in the URL: one unit's bookings (`?unit=`) and the page. */
export interface BookingsUrlState {
  unit: number | null;
  page: number;
}

const positive = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
};

export function parseBookingsUrl(search: string): BookingsUrlState {
  const query = new URLSearchParams(search);
  return { unit: positive(query.get('unit')), page: positive(query.get('page')) ?? 1 };
}

export function bookingsHref({ unit, page }: Partial<BookingsUrlState> = {}): string {
  const query = new URLSearchParams();
  if (unit) query.set('unit', String(unit));
  if (page && page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${paths.bookings.getHref()}${search ? `?${search}` : ''}`;
}
