import type { Branch, Schemas } from '@liftline/sdk';
import { fakeApi, json, type FakeApi, type FakeRoutes } from '@/testing/fake-api';

export type AdminBranch = Schemas['AdminBranch'];

const weekdays = (opens: string, closes: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }));

/** An active branch (Columbus, Ohio; New York time, Mon–Fri 07:00–17:00, Sat 08:00–12:00). */
export function aBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 3,
    name: 'Columbus',
    address_line1: '1234 Industrial Pkwy',
    city: 'Columbus',
    state: 'OH',
    zip_code: '43228',
    phone_number: '(614) 555-0142',
    email: 'columbus@liftline.example',
    hours: [
      { days: 'Mon–Fri', opens: '07:00', closes: '17:00' },
      { days: 'Sat', opens: '08:00', closes: '12:00' },
    ],
    weekly_hours: [...weekdays('07:00', '17:00'), { day: 'sat', opens: '08:00', closes: '12:00' }],
    closures: [],
    time_zone: 'America/New_York',
    latitude: 39.96,
    longitude: -83.1,
    ...overrides,
  };
}

/** A branch as platform administrators see it. */
export function anAdminBranch(overrides: Partial<AdminBranch> = {}): AdminBranch {
  return {
    ...aBranch(),
    is_active: true,
    account: { id: 1, name: 'Liftline Demo' },
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET /branches` pages of `perPage` over `branches` (`q` matches name, city, state, ZIP). */
export function serveBranches(branches: readonly Branch[], routes: FakeRoutes = {}): FakeApi {
  return fakeApi({
    'GET /branches': ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const matching = branches.filter((branch) =>
        [branch.name, branch.city, branch.state, branch.zip_code].some((text) =>
          text.toLowerCase().includes(q),
        ),
      );
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 20);
      return json({
        items: matching.slice((page - 1) * perPage, page * perPage),
        meta: {
          page,
          per_page: perPage,
          total: matching.length,
          total_pages: Math.ceil(matching.length / perPage),
        },
      });
    },
    ...routes,
  });
}
