import type { DealerFunnel, DealerLead, DealerSite } from '../dealers-api';

export const DEALER_MANAGER = ['dealers.manage'];

export function aDealerSite(overrides: Partial<DealerSite> = {}): DealerSite {
  return {
    id: 7,
    name: 'Example dealer site',
    origins: ['http://localhost:3100', 'http://127.0.0.1:3100'],
    active: true,
    publishable_key: 'pk_exampleDealer2026demoKey',
    account: { id: 1, name: 'Demo Rentals' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    last_event_at: null,
    ...overrides,
  };
}

type Totals = Pick<DealerFunnel, 'impressions' | 'opens' | 'steps' | 'submits' | 'leads' | 'won'>;
const ZERO: Totals = { impressions: 0, opens: 0, steps: 0, submits: 0, leads: 0, won: 0 };

/** A funnel over `from`…`to` with `totals` spread on its first day (zeros on the others). */
export function aFunnel(
  {
    from = '2026-11-24',
    to = '2026-11-26',
    totals = {},
    previous = {},
  }: { from?: string; to?: string; totals?: Partial<Totals>; previous?: Partial<Totals> } = {},
  overrides: Partial<DealerFunnel> = {},
): DealerFunnel {
  const current = { ...ZERO, ...totals };
  const days: string[] = [];
  for (let day = from; day <= to;) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  const span = days.length;
  const shift = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - span * 86_400_000).toISOString().slice(0, 10);
  return {
    ...current,
    site: aDealerSite(),
    from,
    to,
    series: days.map((day, index) => ({ day, ...(index === 0 ? current : ZERO) })),
    previous: { ...ZERO, ...previous, from: shift(from), to: shift(to) },
    top_pages: [],
    elements: [],
    ...overrides,
  };
}

export function aDealerLead(overrides: Partial<DealerLead> = {}): DealerLead {
  return {
    reference: 'Q-2026-000321',
    type: 'quote',
    status: 'quoted',
    received_at: '2026-11-25T09:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    site: { id: 7, name: 'Example dealer site' },
    element: 'request-quote',
    page: 'http://localhost:3100/forklifts',
    equipment: null,
    branch: null,
    in_account: true,
    ...overrides,
  };
}

export const aPage = <T>(items: T[]) => ({
  items,
  meta: { page: 1, per_page: 20, total: items.length, total_pages: items.length ? 1 : 0 },
});
