import { quoteListKey, type Equipment, type QuoteLine, type Schemas, addDays } from '@liftline/sdk';
import { PRODUCT_KEY } from '@/config/env';
import { aHoldingBranch, anEquipment } from '@/features/equipment/testing/equipment-data';
import { apiError, fakeApi, json, type FakeApi } from '@/testing/fake-api';

/** Puts lines into the visitor's stored quote list, as the SDK writes it. */
export function storeLines(lines: QuoteLine[]): void {
  localStorage.setItem(quoteListKey(PRODUCT_KEY), JSON.stringify({ v: 1, lines }));
}

/** The stored lines (empty when the key is gone). */
export function storedLines(): QuoteLine[] {
  const raw = localStorage.getItem(quoteListKey(PRODUCT_KEY));
  return raw ? (JSON.parse(raw) as { lines: QuoteLine[] }).lines : [];
}

/** Three units: a forklift for rent and sale (Chicago), a scissor lift for rent only and a loader for sale only (Denver). */
export const UNITS: Record<number, Equipment> = {
  7: anEquipment({
    id: 7,
    title: '2021 Toyota 8FGCU25 Forklift',
    rental_rates: { daily: 210, weekly: 1150, monthly: 3900 },
  }),
  8: anEquipment({
    id: 8,
    stock_number: 'AW-20001',
    title: '2022 Genie GS-1930 Scissor Lift',
    category: 'aerial-work-platforms',
    for_sale: false,
    sale_price: null,
    rental_rates: { daily: 95, weekly: 300, monthly: 800 },
  }),
  9: anEquipment({
    id: 9,
    stock_number: 'CE-30001',
    title: '2019 Caterpillar 906M Loader',
    category: 'construction-equipment',
    for_rent: false,
    rental_rates: null,
    sale_price: 64000,
    branch: aHoldingBranch({ id: 2, name: 'Liftline Denver', city: 'Denver', state: 'CO' }),
    branch_id: 2,
  }),
};

/** `GET /equipment/{id}/availability`: `available` units of `fleet` on each day (or per day from `byDay`). */
export function anAvailability(
  id: number,
  from: string,
  to: string,
  {
    fleet = 3,
    available,
    byDay = {},
  }: { fleet?: number; available?: number; byDay?: Record<string, number> } = {},
): Schemas['EquipmentAvailability'] {
  const days: Schemas['AvailabilityDay'][] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push({ date: day, available: byDay[day] ?? available ?? fleet, fleet });
  return { equipment_id: id, fleet, from, to, days };
}

/** A fake API answering the units above and their availability (`fleet` units each, all free). */
export function quoteListApi({
  units = UNITS,
  fleet = 3,
  byDay = {} as Record<string, number>,
} = {}): FakeApi {
  return fakeApi({
    'GET /equipment/:id': ({ params }) => {
      const unit = units[Number(params.id)];
      return unit ? json(unit) : apiError(404, 'Not found.', { slug: 'not_found' });
    },
    'GET /equipment/:id/availability': ({ params, query }) =>
      json(
        anAvailability(Number(params.id), query.get('from')!, query.get('to')!, { fleet, byDay }),
      ),
  });
}
