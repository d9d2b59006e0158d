import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { LEAD_VIEWER, LEAD_WORKER } from '@/features/leads/testing/lead-fixtures';
import { aRentalRequest } from '@/features/rentals/testing/rental-fixtures';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { RentalRequest } from '../request-actions';

const URL_ = '/authorized/account/rental-requests';

const EXTENSION = aRentalRequest({ id: 1, end_date: '2027-03-16' });
const CALL_OFF = aRentalRequest({
  id: 2,
  kind: 'off_rent',
  number: 'CO-2027-000004',
  pickup_date: '2027-03-13',
  site_contact_name: 'Sam Site',
  site_contact_phone: '(312) 555-0199',
  note: 'Gate 3',
});
const RETURNING = aRentalRequest({
  id: 3,
  kind: 'off_rent',
  status: 'confirmed',
  number: 'CO-2027-000002',
  pickup_date: '2027-03-12',
});
const SERVICE = aRentalRequest({
  id: 4,
  kind: 'service',
  status: 'open',
  description: 'Leaks oil',
  photo_url: 'https://liftline.test/api/media/x.webp',
});
const DONE = aRentalRequest({ id: 5, status: 'refused', reason: 'Booked for a show' });

function inboxServer(items: RentalRequest[], more: FakeRoutes = {}) {
  return fakeApi({
    'GET /account/:id/leads': () =>
      json({ items: [], meta: { page: 1, per_page: 1, total: 0, total_pages: 0 } }),
    'GET /account/:id/rental-requests': (request) => {
      const kind = request.query.get('kind');
      const status = request.query.get('status');
      const kept = items.filter(
        (item) => (!kind || item.kind === kind) && (!status || item.status === status),
      );
      const perPage = Number(request.query.get('per_page') ?? 25);
      return json({
        items: kept.slice(0, perPage),
        meta: { page: 1, per_page: perPage, total: kept.length, total_pages: kept.length ? 1 : 0 },
      });
    },
    ...more,
  });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

// The page's lazy module, transformed once before the first test: on a loaded machine its first
// import inside a test took longer than the queries wait.
beforeAll(() => import('@/app/routes/account/rental-requests'), 30_000);

describe('the rental requests inbox', () => {
  it('offers each request only the moves its kind and status allow', async () => {
    renderApp(<AppRouter />, {
      api: inboxServer([EXTENSION, CALL_OFF, RETURNING, SERVICE, DONE]),
      user: aUser({ permissions: LEAD_WORKER }),
      url: URL_,
    });
    await screen.findByRole('table', { name: 'Rental requests, newest first' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => buttonsOf(row))).toEqual([
      ['Approve Extension', 'Refuse Extension'],
      ['Confirm pickup Call-off CO-2027-000004', 'Refuse Call-off CO-2027-000004'],
      ['Mark returned Call-off CO-2027-000002'],
      ['Schedule Service request', 'Resolve Service request'],
      [],
    ]);
    const callOff = await rowOf('Call-off CO-2027-000004');
    expect(callOff.textContent).toContain('Pickup Mar 13, 2027');
    expect(callOff.textContent).toContain('Sam Site, (312) 555-0199');
    expect(within(callOff).getByRole('link', { name: 'Q-2027-000042' }).getAttribute('href')).toBe(
      '/authorized/account/leads/Q-2027-000042',
    );
    expect(screen.getByText('5 requests')).toBeTruthy();
  });

  it('shows viewers the requests without moves', async () => {
    renderApp(<AppRouter />, {
      api: inboxServer([EXTENSION]),
      user: aUser({ permissions: LEAD_VIEWER }),
      url: URL_,
    });
    const row = await rowOf('Extension');
    expect(buttonsOf(row)).toEqual([]);
  });

  it('filters by kind and status in the URL, and a kind drops a status it never has', async () => {
    const api = inboxServer([EXTENSION, CALL_OFF, SERVICE]);
    const { history } = renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: `${URL_}?status=pending`,
    });
    await rowOf('Extension');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.value).toBe('pending');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'off_rent' } });
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?kind=off_rent&status=pending`));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Extension' })).toBeNull());

    // "Open" is a service request's status only: choosing Call-off's kind… then Service drops "pending".
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'service' } });
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?kind=service`));
    const offered = [...(screen.getByLabelText('Status') as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(offered).toEqual(['', 'open', 'scheduled', 'resolved']);
    const inbox = api
      .calls('GET /account/:id/rental-requests')
      .filter((call) => call.query.get('per_page') === '25');
    expect(inbox.at(-1)!.query.get('kind')).toBe('service');
    expect(inbox.at(-1)!.query.get('status')).toBeNull();
  });

  it('names the customer, and searches in the URL (the API does the matching)', async () => {
    const other = aRentalRequest({
      id: 6,
      rental: { ...EXTENSION.rental, id: 72, customer_name: 'Lee Builder' },
    });
    const api = inboxServer([EXTENSION, other]);
    const { history } = renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: URL_,
    });
    await screen.findByRole('table', { name: 'Rental requests, newest first' });
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Dana Renter' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Lee Builder' })).toBeTruthy();

    const search = within(screen.getByRole('search', { name: 'Rental requests' }));
    fireEvent.change(search.getByLabelText('Search requests'), { target: { value: ' Lee ' } });
    fireEvent.click(search.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?q=Lee`));
    await waitFor(() => {
      const sent = api
        .calls('GET /account/:id/rental-requests')
        .filter((call) => call.query.get('per_page') === '25');
      expect(sent.at(-1)!.query.get('q')).toBe('Lee');
    });
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(URL_);
  });

  it('refuses with a reason only: without one nothing is sent', async () => {
    const items = [EXTENSION];
    const api = inboxServer(items, {
      'POST /account/:id/rental-requests/:requestId': (request) => {
        items[0] = { ...EXTENSION, ...(request.body as Partial<RentalRequest>) };
        return json(items[0]);
      },
    });
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_WORKER }), url: URL_ });
    fireEvent.click(
      within(await rowOf('Extension')).getByRole('button', { name: 'Refuse Extension' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Refuse the extension of JLG 450AJ boom lift',
    });
    const submit = within(dialog).getByRole('button', { name: 'Refuse' });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByText('Say why: the customer reads it')).toBeTruthy(),
    );
    expect(api.calls('POST /account/:id/rental-requests/:requestId')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Booked for a show' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = api.calls('POST /account/:id/rental-requests/:requestId');
    expect(sent!.params).toEqual({ id: '1', requestId: '1' });
    expect(sent!.body).toEqual({ status: 'refused', reason: 'Booked for a show' });
    const said = screen.getByRole('status');
    expect(said.textContent).toBe('Extension of JLG 450AJ boom lift: refused.');
    // The row has no moves left: focus on what was said.
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(buttonsOf(await rowOf('Extension'))).toEqual([]);
  });

  it('confirms a pickup with the day asked for, or another', async () => {
    const api = inboxServer([CALL_OFF], {
      'POST /account/:id/rental-requests/:requestId': (request) =>
        json({ ...CALL_OFF, ...(request.body as object) }),
    });
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_WORKER }), url: URL_ });
    fireEvent.click(
      within(await rowOf('Call-off CO-2027-000004')).getByRole('button', {
        name: 'Confirm pickup Call-off CO-2027-000004',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm the pickup of JLG 450AJ boom lift (CO-2027-000004)',
    });
    const day = within(dialog).getByLabelText('Pickup day') as HTMLInputElement;
    expect(day.value).toBe('2027-03-13');
    fireEvent.change(day, { target: { value: '2027-03-14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    await waitFor(() =>
      expect(api.calls('POST /account/:id/rental-requests/:requestId')[0]!.body).toEqual({
        status: 'confirmed',
        pickup_date: '2027-03-14',
      }),
    );
  });

  it('says a 409 of an approval in the dialog, which stays open', async () => {
    const api = inboxServer([EXTENSION], {
      'POST /account/:id/rental-requests/:requestId': () =>
        apiError(409, 'The unit is no longer free on the added days. Nothing was changed.', {
          slug: 'conflict',
        }),
    });
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_WORKER }), url: URL_ });
    fireEvent.click(
      within(await rowOf('Extension')).getByRole('button', { name: 'Approve Extension' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText(
        'The unit is no longer free on the added days. Nothing was changed.',
      ),
    ).toBeTruthy();
    expect(api.calls('POST /account/:id/rental-requests/:requestId')[0]!.body).toEqual({
      status: 'approved',
    });
  });
});
