import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEN_DAY_ESTIMATE } from '@/testing/quote-lines';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, validationError, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { Lead, LeadEvent } from '../leads-api';
import type { LeadStatus } from '../leads-url';
import { aLead, aLeadPage, anEvent, LEAD_VIEWER, LEAD_WORKER } from '../testing/lead-fixtures';

const PAGE = '/authorized/account/leads/Q-2026-000123';
const worker = aUser({ permissions: LEAD_WORKER, name: 'Dana Sales', id: 5 });
const ASSIGNEES = [
  { id: 5, name: 'Dana Sales' },
  { id: 6, name: 'Sam Service' },
];

type Update = {
  status?: LeadStatus;
  lost_reason?: string;
  assignee_id?: number | null;
  note?: string;
};

/**
 * A server holding one lead that it works as the real one does: each change is a timeline row.
 * `answer` replaces the update's answer (a 409, a 422).
 */
function leadServer(lead: Lead, answer?: () => Response): FakeApi & { newCount: () => number } {
  let current = lead;
  let nextId = 100;
  const at = () => '2026-11-25T10:04:00.000Z';
  const api = fakeApi({
    'GET /account/:id/leads': () =>
      json(aLeadPage([], { total: current.status === 'new' ? 1 : 0, per_page: 1 })),
    'GET /account/:id/leads/:reference': (request) =>
      request.params.reference === current.reference
        ? json(current)
        : apiError(404, 'The requested resource was not found.', { slug: 'not_found' }),
    'POST /account/:id/leads/:reference': (request) => {
      if (answer) return answer();
      const body = request.body as Update;
      const actor = { id: worker.id, name: worker.name };
      const events: LeadEvent[] = [];
      if (body.status) {
        events.push(
          anEvent({
            id: nextId++,
            kind: 'status',
            at: at(),
            actor,
            from_status: current.status,
            to_status: body.status,
            note: body.lost_reason ?? null,
          }),
        );
        current = { ...current, status: body.status, lost_reason: body.lost_reason ?? null };
      }
      if (body.assignee_id !== undefined) {
        const assignee = ASSIGNEES.find((person) => person.id === body.assignee_id) ?? null;
        events.push(anEvent({ id: nextId++, kind: 'assignment', at: at(), actor, assignee }));
        current = { ...current, assignee };
      }
      if (body.note)
        events.push(anEvent({ id: nextId++, kind: 'note', at: at(), actor, note: body.note }));
      current = { ...current, updated_at: at(), events: [...current.events, ...events] };
      return json(current);
    },
    // Registered last: it wins over `:reference` for `/leads/assignees`.
    'GET /account/:id/leads/assignees': () => json(ASSIGNEES),
  });
  return Object.assign(api, {
    newCount: () =>
      api.calls('GET /account/:id/leads').filter((call) => call.query.get('status') === 'new')
        .length,
  });
}

async function renderLead(
  lead: Lead,
  {
    permissions = LEAD_WORKER,
    answer,
  }: {
    permissions?: string[];
    answer?: () => Response;
  } = {},
) {
  const api = leadServer(lead, answer);
  const view = renderApp(<AppRouter />, {
    api,
    user: {
      ...worker,
      current_account_user: { all_permission_names: permissions },
    } as typeof worker,
    url: PAGE,
  });
  await screen.findByRole('heading', { level: 1, name: /Q-2026-000123 · Casey Customer/ });
  return { ...view, api };
}

const fact = (term: string) => {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
  return dt.nextElementSibling as HTMLElement;
};

const workForm = () => screen.findByRole('region', { name: 'Work this lead' });
const timelineItems = () =>
  within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');

describe('the lead page', () => {
  it('shows everything the customer sent, the status and the assignee', async () => {
    await renderLead(aLead({ assignee: { id: 6, name: 'Sam Service' } }));

    expect(screen.getByRole('heading', { name: 'Quote request' })).toBeTruthy();
    expect(within(fact('Unit')).getByRole('link').getAttribute('href')).toBe('/equipment/31');
    expect(fact('Unit').textContent).toBe('2019 Toyota 8FGCU25 forklift');
    expect(fact('Listing').textContent).toBe('Rent');
    expect(fact('Dates').textContent).toBe('Dec 1, 2026 – Dec 15, 2026');
    expect(fact('Quantity').textContent).toBe('2');
    expect(fact('Jobsite ZIP').textContent).toBe('60601');
    expect(fact('Notes').textContent).toBe('Need them on site by 7am.');
    expect(fact('Branch').textContent).toBe('Liftline Chicago');
    expect(fact('Name').textContent).toBe('Casey Customer');
    expect(fact('Company').textContent).toBe('Casey Builders');
    expect(within(fact('E-mail')).getByRole('link').getAttribute('href')).toBe(
      'mailto:casey@builders.test',
    );
    expect(within(fact('Phone')).getByRole('link').getAttribute('href')).toBe('tel:3125550142');
    expect(screen.getByText('New', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Assigned to Sam Service')).toBeTruthy();
    // Nothing the customer left out.
    expect(screen.queryByText('Subject', { selector: 'dt' })).toBeNull();
  });

  it('shows a quote list’s lines with the estimates the customer saw, and its request', async () => {
    await renderLead(
      aLead({
        listing: null,
        quantity: null,
        start_date: null,
        end_date: null,
        status: 'won',
        request_reference: 'Q-2026-000120',
        jobsite_address: '1200 W Fulton Market',
        po_number: 'PO-7781',
        lines: [
          {
            position: 1,
            equipment: { id: 31, title: '2019 Toyota 8FGCU25 forklift' },
            mode: 'rent',
            quantity: 2,
            start_date: '2026-12-03',
            end_date: '2026-12-12',
            estimate: TEN_DAY_ESTIMATE,
            estimated_total: 3560,
            booked: true,
          },
          {
            position: 3,
            equipment: null,
            mode: 'buy',
            quantity: 1,
            start_date: null,
            end_date: null,
            estimate: null,
            estimated_total: null,
            booked: false,
          },
        ],
      }),
    );

    expect(fact('Request').textContent).toContain('Part of Q-2026-000120');
    expect(fact('Jobsite').textContent).toBe('1200 W Fulton Market');
    expect(fact('PO number').textContent).toBe('PO-7781');
    const section = screen.getByRole('region', { name: '2 lines of the quote list' });
    const lines = within(section).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('value'))).toEqual(['1', '3']);
    expect(
      within(lines[0]!)
        .getByRole('link', { name: '2019 Toyota 8FGCU25 forklift' })
        .getAttribute('href'),
    ).toBe('/equipment/31');
    // Staff go from a rent line to the unit's bookings (to hold units, or see what is taken).
    expect(
      within(lines[0]!)
        .getByRole('link', { name: 'Bookings of this unit (2019 Toyota 8FGCU25 forklift)' })
        .getAttribute('href'),
    ).toBe('/authorized/account/bookings?unit=31');
    expect(lines[0]!.textContent).toContain('Booked');
    expect(lines[0]!.textContent).toMatch(/Rent · 2 units · Dec 3\s?–\s?12, 2026 \(10 days\)/);
    expect(within(lines[0]!).getByTestId('stored-line-estimate').textContent).toBe(
      '1 × week $1,150 + 3 × day $210 = $1,780 each, $3,560 for 2',
    );
    expect(lines[1]!.textContent).toBe('A unit deleted sinceBuy · 1 unit');
    expect(section.textContent).toContain(
      'Estimated total shown to the customer: $3,560 (lines with an estimate).',
    );
  });

  it('shows no lines for a single-unit request, and no request of its own', async () => {
    await renderLead(aLead({ request_reference: 'Q-2026-000123' }));
    expect(screen.queryByRole('region', { name: /lines? of the quote list/ })).toBeNull();
    expect(screen.queryByText('Request', { selector: 'dt' })).toBeNull();
  });

  it('shows a message’s subject and text, and a purchase’s timeframe', async () => {
    await renderLead(
      aLead({
        type: 'contact',
        listing: null,
        quantity: null,
        start_date: null,
        end_date: null,
        notes: null,
        jobsite_zip: null,
        purchase_timeframe: 'Within 3 months',
        subject: 'Saturday delivery',
        message: 'Do you deliver on Saturdays?\nWe are in 60601.',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Message' })).toBeTruthy();
    expect(fact('Subject').textContent).toBe('Saturday delivery');
    expect(fact('Message').textContent).toBe('Do you deliver on Saturdays?\nWe are in 60601.');
    expect(fact('Purchase timeframe').textContent).toBe('Within 3 months');
    expect(screen.queryByText('Dates', { selector: 'dt' })).toBeNull();
  });

  it('shows the timeline oldest first: who did what, and when', async () => {
    const dana = { id: 5, name: 'Dana Sales' };
    await renderLead(
      aLead({
        status: 'lost',
        lost_reason: 'Bought elsewhere',
        events: [
          anEvent({
            id: 4,
            kind: 'status',
            at: '2026-11-25T12:00:00.000Z',
            actor: dana,
            from_status: 'quoted',
            to_status: 'lost',
            note: 'Bought elsewhere',
          }),
          anEvent(),
          anEvent({
            id: 2,
            kind: 'assignment',
            at: '2026-11-24T15:00:00.000Z',
            actor: dana,
            assignee: dana,
          }),
          anEvent({
            id: 3,
            kind: 'status',
            at: '2026-11-25T10:04:00.000Z',
            actor: dana,
            from_status: 'new',
            to_status: 'quoted',
          }),
          anEvent({
            id: 5,
            kind: 'note',
            at: '2026-11-25T13:00:00.000Z',
            actor: null,
            note: 'Ask again in spring',
          }),
        ],
      }),
    );
    const items = timelineItems().map((item) => item.textContent);
    expect(items).toHaveLength(5);
    expect(items[0]).toMatch(/^Received — [A-Z][a-z]{2} \d{1,2}, \d\d:\d\d$/);
    expect(items[1]).toMatch(/^Assigned to Dana Sales — by Dana Sales, Nov 2\d, \d\d:\d\d$/);
    expect(items[2]).toMatch(/^Quoted — by Dana Sales, Nov 2\d, \d\d:\d\d$/);
    expect(items[3]).toMatch(/^Lost — by Dana Sales, Nov 2\d, \d\d:\d\dReason: Bought elsewhere$/);
    expect(items[4]).toMatch(
      /^Internal note — by a former member, Nov 2\d, \d\d:\d\dAsk again in spring$/,
    );
    // Won or lost: final, no status to choose.
    const form = await workForm();
    expect(within(form).queryByLabelText('Status')).toBeNull();
    expect(form.textContent).toContain('Lost is final');
  });

  it('saves a new status, assignee and note in one request, then shows them', async () => {
    const { api } = await renderLead(aLead());
    const form = await workForm();
    const countsBefore = api.newCount();

    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'quoted' } });
    fireEvent.change(within(form).getByLabelText('Assignee'), { target: { value: '6' } });
    fireEvent.change(within(form).getByLabelText('Internal note'), {
      target: { value: '  Sent the quote by e-mail  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(timelineItems()).toHaveLength(4));
    const [call] = api.calls('POST /account/:id/leads/:reference');
    expect(call!.params).toEqual({ id: '1', reference: 'Q-2026-000123' });
    expect(call!.body).toEqual({
      status: 'quoted',
      assignee_id: 6,
      note: 'Sent the quote by e-mail',
    });
    const items = timelineItems().map((item) => item.textContent);
    expect(items[1]).toMatch(/^Quoted — by Dana Sales/);
    expect(items[2]).toMatch(/^Assigned to Sam Service — by Dana Sales/);
    expect(items[3]).toMatch(/Sent the quote by e-mail$/);
    // The state line and the timeline's row.
    expect(screen.getAllByText('Assigned to Sam Service')).toHaveLength(2);
    expect(screen.getByText('Lead saved')).toBeTruthy();
    // The navigation's count of new leads was read again.
    await waitFor(() => expect(api.newCount()).toBeGreaterThan(countsBefore));
    // A fresh form for the saved lead: only what comes after Quoted.
    const fresh = await workForm();
    const options = within(within(fresh).getByLabelText('Status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Keep Quoted', 'Won', 'Lost']);
    expect((within(fresh).getByLabelText('Internal note') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers only the statuses after the current one', async () => {
    await renderLead(aLead({ status: 'contacted' }));
    const form = await workForm();
    const options = within(within(form).getByLabelText('Status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Keep Contacted',
      'Quoted',
      'Won',
      'Lost',
    ]);
  });

  it('asks why a lead was lost before sending anything', async () => {
    const { api } = await renderLead(aLead({ status: 'quoted' }));
    const form = await workForm();
    expect(within(form).queryByLabelText(/Why was it lost/)).toBeNull();

    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'lost' } });
    const reason = await within(form).findByLabelText(/Why was it lost/);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Say why the lead was lost')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /account/:id/leads/:reference')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Bought elsewhere' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /account/:id/leads/:reference')).toHaveLength(1));
    expect(api.calls('POST /account/:id/leads/:reference')[0]!.body).toEqual({
      status: 'lost',
      lost_reason: 'Bought elsewhere',
    });
  });

  it('unassigns with null, and sends nothing when nothing changed', async () => {
    const { api } = await renderLead(aLead({ assignee: { id: 6, name: 'Sam Service' } }));
    const form = await workForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Change the status or the assignee, or write a note'),
    ).toBeTruthy();
    expect(api.calls('POST /account/:id/leads/:reference')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Assignee'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /account/:id/leads/:reference')).toHaveLength(1));
    expect(api.calls('POST /account/:id/leads/:reference')[0]!.body).toEqual({ assignee_id: null });
  });

  it('shows the server’s message when the lead moved on meanwhile (409)', async () => {
    await renderLead(aLead(), {
      answer: () =>
        apiError(409, 'This lead is already Won; its status no longer changes.', {
          slug: 'conflict',
        }),
    });
    const form = await workForm();
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'contacted' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const messages = await screen.findAllByText(
      /This lead is already Won; its status no longer changes\./,
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Status').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s field messages at their fields (422)', async () => {
    await renderLead(aLead(), {
      answer: () => validationError({ assignee_id: ['must hold the Work leads permission'] }),
    });
    const form = await workForm();
    fireEvent.change(within(form).getByLabelText('Assignee'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('must hold the Work leads permission')).toBeTruthy();
    expect(within(form).getByLabelText('Assignee').getAttribute('aria-invalid')).toBe('true');
  });

  it('is read only without “Work leads”', async () => {
    const { api } = await renderLead(aLead(), { permissions: LEAD_VIEWER });
    expect(screen.getByRole('list', { name: 'Timeline' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Work this lead' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.body.textContent).toContain('needs the “Work leads” permission');
    expect(api.calls('GET /account/:id/leads/assignees')).toHaveLength(0);
  });

  it('is the not-found page for a lead the account does not have', async () => {
    const api = leadServer(aLead({ reference: 'Q-2026-000999' }));
    renderApp(<AppRouter />, { api, user: worker, url: PAGE });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeTruthy();
  });

  it('is the not-found page for something that is not a reference, without asking', async () => {
    const api = leadServer(aLead());
    renderApp(<AppRouter />, { api, user: worker, url: '/authorized/account/leads/nope' });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeTruthy();
    expect(api.calls('GET /account/:id/leads/:reference')).toHaveLength(0);
  });
});
