import { localToday, addDays } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { LEAD_VIEWER, LEAD_WORKER } from '@/features/leads/testing/lead-fixtures';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, noContent, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { Booking } from '../bookings-api';

const URL_ = '/authorized/account/bookings';

function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    source: 'hold',
    equipment: { id: 7, title: 'Genie GS-1930 scissor lift' },
    quantity: 2,
    start_date: '2027-03-10',
    end_date: '2027-03-12',
    note: 'Annual inspection',
    lead_reference: null,
    created_by: { id: 3, name: 'Dana Sales' },
    created_at: '2027-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const WON = aBooking({
  id: 42,
  source: 'lead',
  equipment: { id: 9, title: 'JLG 450AJ boom lift' },
  quantity: 1,
  note: null,
  lead_reference: 'Q-2027-000019',
});

const page = (items: Booking[]) => ({
  items,
  meta: { page: 1, per_page: 25, total: items.length, total_pages: items.length ? 1 : 0 },
});

function bookingsServer(items: Booking[], more: FakeRoutes = {}) {
  return fakeApi({
    'GET /account/:id/leads': () =>
      json({ items: [], meta: { page: 1, per_page: 1, total: 0, total_pages: 0 } }),
    'GET /account/:id/bookings': (request) =>
      json(
        page(
          items.filter(
            (booking) =>
              !request.query.get('equipment_id') ||
              String(booking.equipment.id) === request.query.get('equipment_id'),
          ),
        ),
      ),
    ...more,
  });
}

const rowsOf = async () =>
  within(await screen.findByRole('table', { name: 'Bookings, by first day' }))
    .getAllByRole('row')
    .slice(1);

describe('the bookings page', () => {
  it('lists holds and won quotes: unit, days, units, why, by; only holds can be released, by managers', async () => {
    const api = bookingsServer([aBooking(), WON]);
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_WORKER }), url: URL_ });

    const [hold, won] = (await rowsOf()) as [HTMLElement, HTMLElement];
    expect(hold.textContent).toMatch(/Mar 10\s?–\s?12, 2027/);
    expect(hold.textContent).toContain('Annual inspection');
    expect(hold.textContent).toContain('Dana Sales');
    expect(
      within(hold).getByRole('link', { name: 'Genie GS-1930 scissor lift' }).getAttribute('href'),
    ).toBe('/authorized/account/bookings?unit=7');
    expect(within(won).getByRole('link', { name: 'Q-2027-000019' }).getAttribute('href')).toBe(
      '/authorized/account/leads/Q-2027-000019',
    );
    expect(
      within(hold).getByRole('button', { name: 'Release the hold of Genie GS-1930 scissor lift' }),
    ).toBeTruthy();
    expect(within(won).queryByRole('button')).toBeNull();
    expect(api.calls('GET /account/:id/bookings')[0]!.query.get('equipment_id')).toBeNull();
  });

  it('shows viewers the bookings without release or hold', async () => {
    const api = bookingsServer([aBooking()]);
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_VIEWER }),
      url: `${URL_}?unit=7`,
    });
    const [hold] = await rowsOf();
    expect(within(hold!).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Hold units' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hold units' })).toBeNull();
  });

  it('holds units of one unit: sends the unit, units, days and note, then says so and lists it', async () => {
    const items = [aBooking()];
    const start = addDays(localToday(), 2);
    const api = bookingsServer(items, {
      'POST /account/:id/bookings': (request) => {
        const body = request.body as { quantity: number; start_date: string; end_date: string };
        const created = aBooking({ id: 50, note: null, ...body });
        items.push(created);
        return json(created, 201);
      },
    });
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: `${URL_}?unit=7`,
    });

    await rowsOf();
    expect(screen.getByText(/Showing the bookings of/).textContent).toContain(
      'Genie GS-1930 scissor lift',
    );
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: start } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: addDays(start, 4) } });
    fireEvent.click(screen.getByRole('button', { name: 'Hold units' }));

    await waitFor(() => expect(api.calls('POST /account/:id/bookings')).toHaveLength(1));
    expect(api.calls('POST /account/:id/bookings')[0]!.body).toEqual({
      equipment_id: 7,
      quantity: 3,
      start_date: start,
      end_date: addDays(start, 4),
      note: null,
    });
    expect((await screen.findByText(/^Held 3 units from/)).textContent).toContain(
      `Held 3 units from`,
    );
    await waitFor(async () => expect(await rowsOf()).toHaveLength(2));
    expect(api.calls('GET /account/:id/bookings').at(-1)!.query.get('equipment_id')).toBe('7');
  });

  it('checks the form before sending: a last day before the first, no units, a day in the past', async () => {
    const api = bookingsServer([]);
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: `${URL_}?unit=7`,
    });
    await screen.findByText(/Nothing books this unit/);
    const today = localToday();
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: addDays(today, -1) } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: addDays(today, -3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Hold units' }));
    expect(await screen.findByText('Hold at least 1 unit')).toBeTruthy();
    expect(screen.getByText('The first day cannot be in the past')).toBeTruthy();
    expect(screen.getByText('The last day cannot be before the first')).toBeTruthy();
    expect(api.calls('POST /account/:id/bookings')).toHaveLength(0);
  });

  it('takes a first day at most two years ahead, as the API does', async () => {
    const api = bookingsServer([]);
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: `${URL_}?unit=7`,
    });
    await screen.findByText(/Nothing books this unit/);
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '9999-12-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '9999-12-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hold units' }));
    expect(await screen.findByText('The first day can be at most two years ahead')).toBeTruthy();
    expect(api.calls('POST /account/:id/bookings')).toHaveLength(0);
  });

  it('says why the server refused a hold: the fleet is taken on some of those days (409)', async () => {
    const refusal =
      'Genie GS-1930 scissor lift: 2 units are not free on every day from 2027-03-10 to 2027-03-12 (held, or booked by a won quote). Nothing was booked.';
    const api = bookingsServer([], {
      'POST /account/:id/bookings': () => apiError(409, refusal, { slug: 'conflict' }),
    });
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: `${URL_}?unit=7`,
    });
    await screen.findByText(/Nothing books this unit/);
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hold units' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Units').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Held /)).toBeNull();
  });

  it('releases a hold after asking, then says so and lists it no more', async () => {
    let items = [aBooking(), WON];
    const api = bookingsServer([], {
      'GET /account/:id/bookings': () => json(page(items)),
      'DELETE /account/:id/bookings/:bookingId': (request) => {
        items = items.filter((booking) => String(booking.id) !== request.params.bookingId);
        return noContent();
      },
    });
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_WORKER }), url: URL_ });
    const [hold] = await rowsOf();
    fireEvent.click(within(hold!).getByRole('button', { name: /^Release/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this hold?' });
    expect(dialog.textContent).toContain(
      '2 units of Genie GS-1930 scissor lift become free again from Mar 10, 2027 to Mar 12, 2027.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    expect(
      await screen.findByText('Released the hold of Genie GS-1930 scissor lift.'),
    ).toBeTruthy();
    expect(api.calls('DELETE /account/:id/bookings/:bookingId')[0]!.params.bookingId).toBe('41');
    await waitFor(async () => expect(await rowsOf()).toHaveLength(1));
  });
});

describe('the bookings page in Spanish', () => {
  it('speaks Spanish at /es: table, badges, es-US days, the count and the links keep /es', async () => {
    const api = bookingsServer([aBooking(), WON]);
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: `/es${URL_}`,
    });

    const table = await screen.findByRole('table', { name: 'Reservas, por primer día' });
    const [hold, won] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(table).getByRole('columnheader', { name: 'Motivo' })).toBeTruthy();
    expect(hold.textContent).toContain('10–12 de mar de 2027');
    expect(within(hold).getByText('Apartado')).toBeTruthy();
    expect(within(won).getByText('Cotización ganada')).toBeTruthy();
    expect(screen.getByText('2 reservas')).toBeTruthy();
    expect(
      within(hold).getByRole('link', { name: 'Genie GS-1930 scissor lift' }).getAttribute('href'),
    ).toBe('/es/authorized/account/bookings?unit=7');
    expect(
      within(hold).getByRole('button', {
        name: 'Liberar el apartado de Genie GS-1930 scissor lift',
      }),
    ).toBeTruthy();
  });
});
