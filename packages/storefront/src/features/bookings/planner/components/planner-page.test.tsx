import { addDays, localToday, type Schemas } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { LEAD_VIEWER, LEAD_WORKER } from '@/features/leads/testing/lead-fixtures';
import { aUser } from '@/testing/auth';
import { fakeApi, json, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { mondayOf } from '../planner-url';

const URL_ = '/authorized/account/planner';
const today = localToday();
const from = mondayOf(today);
const column = (day: string) => Math.round((Date.parse(day) - Date.parse(from)) / 86_400_000);

type Unit = Schemas['PlannerUnit'];

const UNITS: Unit[] = [
  {
    id: 7,
    title: 'Genie GS-1930 scissor lift',
    category: 'aerial-work-platforms',
    branch_id: 1,
    fleet: 2,
    bars: [
      {
        kind: 'lead',
        start_date: addDays(from, -3),
        end_date: addDays(from, 1),
        quantity: 1,
        booking_id: 40,
        request_id: null,
        lead_reference: 'Q-2026-000019',
      },
      {
        kind: 'extension',
        start_date: addDays(from, 2),
        end_date: addDays(from, 4),
        quantity: 1,
        booking_id: 40,
        request_id: 5,
        lead_reference: null,
      },
    ],
  },
  {
    id: 9,
    title: 'JLG 450AJ boom lift',
    category: 'aerial-work-platforms',
    branch_id: 2,
    fleet: 1,
    bars: [
      {
        kind: 'hold',
        start_date: addDays(from, 10),
        end_date: addDays(from, 20),
        quantity: 1,
        booking_id: 41,
        request_id: null,
        lead_reference: null,
      },
    ],
  },
];

function plannerServer(more: FakeRoutes = {}) {
  return fakeApi({
    'GET /branches': () =>
      json({
        items: [
          { id: 1, name: 'Chicago Loop' },
          { id: 2, name: 'Columbus' },
        ],
        meta: { page: 1, per_page: 100, total: 2, total_pages: 1 },
      }),
    'GET /account/:id/leads': () =>
      json({ items: [], meta: { page: 1, per_page: 1, total: 0, total_pages: 0 } }),
    'GET /account/:id/planner': (request) => {
      const branch = request.query.get('branch_id');
      return json({
        from: request.query.get('from'),
        to: request.query.get('to'),
        units: UNITS.filter((unit) => !branch || String(unit.branch_id) === branch),
      });
    },
    ...more,
  });
}

const grid = () => screen.findByRole('grid', { name: /^Fleet planner/ });
const cellAt = (row: number, day: string) =>
  document.querySelector<HTMLElement>(`[data-row="${row}"][data-column="${column(day)}"]`)!;

describe('the fleet planner', () => {
  it('asks for the two weeks from this week’s Monday and draws the bars with their names and links', async () => {
    const api = plannerServer();
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_VIEWER }), url: URL_ });
    const table = await grid();
    // One call for the whole range (whatever the number of units).
    const ranges = api
      .calls('GET /account/:id/planner')
      .map(({ query }) => [query.get('from'), query.get('to')]);
    expect(new Set(ranges.map(String))).toEqual(new Set([String([from, addDays(from, 13)])]));

    expect(within(table).getAllByRole('columnheader')).toHaveLength(15);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Genie GS-1930 scissor liftfleet of 2', 'JLG 450AJ boom liftfleet of 1']);
    const today_ = within(table)
      .getAllByRole('columnheader')
      .find((header) => header.getAttribute('aria-current') === 'date');
    expect(today_?.getAttribute('aria-label')).toMatch(/\(today\)$/);

    // The won lead's bar began before the range: drawn from the first day, to its lead.
    const rental = within(table).getByRole('link', { name: /^Rental Q-2026-000019: 1 unit/ });
    expect(rental.getAttribute('href')).toBe('/authorized/account/leads/Q-2026-000019');
    expect(rental.closest('[data-column]')!.getAttribute('data-column')).toBe('0');
    expect(rental.getAttribute('style')).toContain('--span: 2');
    const extension = within(table).getByRole('link', { name: /^Extension asked: 1 unit/ });
    expect(extension.getAttribute('href')).toBe(
      '/authorized/account/rental-requests?kind=extension&status=pending',
    );
    expect(extension.closest('[data-column]')!.getAttribute('data-column')).toBe('2');
    // The hold runs past the range: from its first day to the range's last.
    const hold = within(table).getByRole('link', { name: /^Hold: 1 unit/ });
    expect(hold.getAttribute('href')).toBe('/authorized/account/bookings?unit=9');
    expect(hold.getAttribute('style')).toContain('--span: 4');
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('Extension asked');
  });

  it('keeps the range and filters in the URL: next, a branch, a month', async () => {
    const api = plannerServer();
    const { history } = renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_VIEWER }),
      url: URL_,
    });
    await grid();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?start=${addDays(from, 14)}`));

    fireEvent.change(await screen.findByLabelText('Branch'), { target: { value: '2' } });
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?start=${addDays(from, 14)}&branch=2`));
    await waitFor(() =>
      expect(api.calls('GET /account/:id/planner').at(-1)!.query.get('branch_id')).toBe('2'),
    );
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'month' } });
    await waitFor(() => expect(history.at(-1)).toContain('view=month'));
    const last = api.calls('GET /account/:id/planner').at(-1)!.query;
    expect(last.get('from')!.endsWith('-01')).toBe(true);
  });

  it('holds days chosen with the keyboard: arrows move, Space marks, arrows extend, Space asks', async () => {
    const start = addDays(today, 1);
    const api = plannerServer({
      'POST /account/:id/bookings': (request) =>
        json({ id: 60, source: 'hold', note: null, ...(request.body as object) }, 201),
    });
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_WORKER }), url: URL_ });
    const table = await grid();
    // The active cell starts on today's column of the first unit.
    const first = cellAt(0, today);
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(table, { key: 'ArrowUp' });
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(cellAt(0, start)));
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(cellAt(0, addDays(start, 2)).getAttribute('aria-selected')).toBe('true'),
    );
    expect(cellAt(0, start).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: ' ' });

    const dialog = await screen.findByRole('dialog', { name: 'Hold units' });
    expect((within(dialog).getByLabelText('First day') as HTMLInputElement).value).toBe(start);
    expect((within(dialog).getByLabelText('Last day') as HTMLInputElement).value).toBe(
      addDays(start, 2),
    );
    const asked = api.calls('GET /account/:id/planner').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold units' }));
    await waitFor(() => expect(api.calls('POST /account/:id/bookings')).toHaveLength(1));
    expect(api.calls('POST /account/:id/bookings')[0]!.body).toEqual({
      equipment_id: 7,
      quantity: 1,
      start_date: start,
      end_date: addDays(start, 2),
      note: null,
    });
    expect(await screen.findByText(/^Held 1 unit from/)).toBeTruthy();
    // The planner is asked again (the hold is among its bars now).
    await waitFor(() =>
      expect(api.calls('GET /account/:id/planner').length).toBeGreaterThan(asked),
    );
  });

  it('holds days chosen with a pointer: a drag over the row, or a click on the first then the last', async () => {
    const api = plannerServer();
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_WORKER }), url: URL_ });
    await grid();
    const start = addDays(today, 1);
    fireEvent.pointerDown(cellAt(1, start), { button: 0 });
    fireEvent.pointerOver(cellAt(1, addDays(start, 1)));
    fireEvent.pointerOver(cellAt(1, addDays(start, 2)));
    fireEvent.pointerUp(cellAt(1, addDays(start, 2)));
    let dialog = await screen.findByRole('dialog', { name: 'Hold units' });
    expect(dialog.textContent).toContain('JLG 450AJ boom lift');
    expect((within(dialog).getByLabelText('Last day') as HTMLInputElement).value).toBe(
      addDays(start, 2),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.pointerDown(cellAt(0, addDays(start, 1)), { button: 0 });
    fireEvent.pointerUp(cellAt(0, addDays(start, 1)));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerDown(cellAt(0, start), { button: 0 });
    dialog = await screen.findByRole('dialog', { name: 'Hold units' });
    expect((within(dialog).getByLabelText('First day') as HTMLInputElement).value).toBe(start);
    expect((within(dialog).getByLabelText('Last day') as HTMLInputElement).value).toBe(
      addDays(start, 1),
    );
  });

  it('gives viewers no selection and no hold dialog, by pointer or keyboard', async () => {
    const api = plannerServer();
    renderApp(<AppRouter />, { api, user: aUser({ permissions: LEAD_VIEWER }), url: URL_ });
    const table = await grid();
    expect(table.getAttribute('aria-readonly')).toBe('true');
    fireEvent.pointerDown(cellAt(0, today), { button: 0 });
    fireEvent.pointerUp(cellAt(0, today));
    expect(cellAt(0, today).getAttribute('aria-selected')).toBeNull();
    // Space on a day (the active cell is the one clicked), twice: no selection, no hold dialog.
    fireEvent.pointerDown(cellAt(0, addDays(today, 1)), { button: 0 });
    fireEvent.keyDown(cellAt(0, addDays(today, 1)), { key: ' ' });
    expect(cellAt(0, addDays(today, 1)).getAttribute('aria-selected')).toBeNull();
    fireEvent.keyDown(cellAt(0, addDays(today, 1)), { key: ' ' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Holding units needs the permission/)).toBeTruthy();
  });

  it('refuses to begin a hold on a day before today (managers)', async () => {
    const api = plannerServer();
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: LEAD_WORKER }),
      url: `${URL_}?start=${addDays(from, -14)}`,
    });
    await grid();
    const past = document.querySelector<HTMLElement>('[data-row="0"][data-column="3"]')!;
    fireEvent.keyDown(past, { key: ' ' });
    expect(await screen.findByText('A hold starts today or later.')).toBeTruthy();
    expect(past.getAttribute('aria-selected')).toBeNull();
  });
});
