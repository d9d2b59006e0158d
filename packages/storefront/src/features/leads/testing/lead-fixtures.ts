import type { Lead, LeadEvent, LeadSummary } from '../leads-api';

/** A quote request as the inbox lists it, with overrides. */
export function aLeadSummary(overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    reference: 'Q-2026-000123',
    type: 'quote',
    status: 'new',
    received_at: '2026-11-24T14:30:00.000Z',
    updated_at: '2026-11-24T14:30:00.000Z',
    name: 'Casey Customer',
    email: 'casey@builders.test',
    phone: '(312) 555-0142',
    company: 'Casey Builders',
    summary: 'Rental quote: 2 units, jobsite 60601',
    branch: { id: 4, name: 'Liftline Chicago' },
    equipment: { id: 31, title: '2019 Toyota 8FGCU25 forklift' },
    assignee: null,
    account: { id: 1, name: 'Demo Rentals' },
    source: { kind: 'storefront', site: null, page: null, element: null },
    ...overrides,
  };
}

export function anEvent(overrides: Partial<LeadEvent> = {}): LeadEvent {
  return {
    id: 1,
    kind: 'received',
    at: '2026-11-24T14:30:00.000Z',
    actor: null,
    from_status: null,
    to_status: null,
    assignee: null,
    note: null,
    ...overrides,
  };
}

/** A quote request with everything the customer sent and a received event. */
export function aLead(overrides: Partial<Lead> = {}): Lead {
  return {
    ...aLeadSummary(),
    listing: 'rent',
    quantity: 2,
    start_date: '2026-12-01',
    end_date: '2026-12-15',
    purchase_timeframe: null,
    jobsite_zip: '60601',
    notes: 'Need them on site by 7am.',
    subject: null,
    message: null,
    lost_reason: null,
    request_reference: null,
    jobsite_address: null,
    po_number: null,
    lines: [],
    events: [anEvent()],
    ...overrides,
  };
}

export const aLeadPage = (
  items: LeadSummary[],
  meta: Partial<{ page: number; per_page: number; total: number; total_pages: number }> = {},
) => ({
  items,
  meta: {
    page: 1,
    per_page: 25,
    total: items.length,
    total_pages: items.length ? 1 : 0,
    ...meta,
  },
});

export const LEAD_VIEWER = ['leads.view'];
export const LEAD_WORKER = ['leads.view', 'leads.manage'];
