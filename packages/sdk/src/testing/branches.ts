import type { LocatedBranch } from '../api-types';

/** A located branch for tests; override any field. */
export function aBranch(overrides: Partial<LocatedBranch> = {}): LocatedBranch {
  return {
    id: 1,
    name: 'Chicago – West Loop',
    address_line1: '1200 W Fulton Market',
    city: 'Chicago',
    state: 'IL',
    zip_code: '60607',
    phone_number: '(312) 555-0142',
    email: 'chicago@liftline.example',
    hours: [{ days: 'Mon–Fri', opens: '07:00', closes: '17:00' }],
    weekly_hours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
      day,
      opens: '07:00',
      closes: '17:00',
    })),
    closures: [],
    time_zone: 'America/Chicago',
    latitude: 41.874,
    longitude: -87.651,
    distance_miles: 1.4,
    zip_code_searched: '60601',
    ...overrides,
  };
}
