import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '@/app/router';
import { aPage, someUnits } from '@/features/catalog/testing/catalog-fixtures';
import { apiError, fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aBranch } from '../testing/branch-fixtures';

// Thursday 2026-11-26 15:00 UTC: 10:00 in New York.
const THURSDAY = new Date('2026-11-26T15:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(THURSDAY);
});
afterEach(() => vi.useRealTimers());

function branchServer(branch = aBranch()) {
  return fakeApi({
    'GET /branches/:id': ({ params }) =>
      params.id === String(branch.id) ? json(branch) : apiError(404, 'Not found.'),
    'GET /equipment': () => json(aPage(someUnits(2), { total: 2 })),
  });
}

describe('the branch page', () => {
  it('shows the branch: address, contact, hours with today marked, closures, map link and units', async () => {
    const api = branchServer(
      aBranch({
        closures: [
          { date: '2026-12-24', reason: 'Christmas Eve' },
          { date: '2026-12-25', reason: 'Christmas Day' },
        ],
      }),
    );
    renderApp(<AppRouter />, { api, url: '/branches/3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Columbus' })).toBeTruthy();
    expect(document.title).toContain('Columbus');
    expect(screen.getByText('Open now')).toBeTruthy();
    // Times as a US reader reads them (12-hour clock), whatever the contract's 24-hour `07:00`.
    expect(screen.getByText(/Today 7:00 AM – 5:00 PM/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '(614) 555-0142' }).getAttribute('href')).toBe(
      'tel:+16145550142',
    );
    expect(
      screen.getByRole('link', { name: 'columbus@liftline.example' }).getAttribute('href'),
    ).toBe('mailto:columbus@liftline.example');
    expect(screen.getByRole('link', { name: /Show on OpenStreetMap/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=39.96&mlon=-83.1#map=14/39.96/-83.1',
    );

    const table = screen.getByRole('table', {
      name: /Opening hours \(Eastern \(New York\) time\)/,
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/gu, ' '))).toEqual([
      'Monday7:00 AM – 5:00 PM',
      'Tuesday7:00 AM – 5:00 PM',
      'Wednesday7:00 AM – 5:00 PM',
      'Thursday(today)7:00 AM – 5:00 PM',
      'Friday7:00 AM – 5:00 PM',
      'Saturday8:00 AM – 12:00 PM',
      'SundayClosed',
    ]);
    expect(rows[3]!.getAttribute('aria-current')).toBe('date');

    const closures = screen.getByRole('list', { name: 'Upcoming closures' });
    expect(
      within(closures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Thursday, December 24, 2026: Christmas Eve',
      'Friday, December 25, 2026: Christmas Day',
    ]);

    // The branch's units, with the catalog's cards.
    expect(await screen.findByRole('heading', { name: 'Unit 1' })).toBeTruthy();
    const query = api.calls('GET /equipment')[0]!.query;
    expect([query.get('branch_id'), query.get('per_page')]).toEqual(['3', '6']);
  });

  it('writes hours on a 12-hour clock for a US reader: early, noon, midnight and closed days', async () => {
    renderApp(<AppRouter />, {
      api: branchServer(
        aBranch({
          weekly_hours: [
            { day: 'mon', opens: '05:30', closes: '16:30' },
            { day: 'tue', opens: '00:00', closes: '12:00' },
            { day: 'wed', opens: '12:00', closes: '23:59' },
          ],
        }),
      ),
      url: '/branches/3',
    });
    const table = await screen.findByRole('table', { name: /Opening hours/ });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '5:30\u00a0AM – 4:30\u00a0PM',
      '12:00\u00a0AM – 12:00\u00a0PM',
      '12:00\u00a0PM – 11:59\u00a0PM',
      'Closed',
      'Closed',
      'Closed',
      'Closed',
    ]);
    // Thursday (today) is closed: the next opening is Monday's, in the same 12-hour form.
    expect(screen.getByText(/Closed today · Opens Monday 5:30 AM/)).toBeTruthy();
  });

  it('is closed on a holiday closure of today', async () => {
    renderApp(<AppRouter />, {
      api: branchServer(
        aBranch({ closures: [{ date: '2026-11-26', reason: 'Thanksgiving Day' }] }),
      ),
      url: '/branches/3',
    });
    expect(await screen.findByText(/Closed today \(Thanksgiving Day\)/)).toBeTruthy();
    expect(screen.queryByText('Open now')).toBeNull();
  });

  it('opens the shared contact form for this branch', async () => {
    const api = branchServer();
    renderApp(<AppRouter />, { api, url: '/branches/3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Columbus' });
    expect(dialog.textContent).toContain('Columbus, OH branch');
  });

  it('is the not-found page for an unknown or deactivated branch', async () => {
    renderApp(<AppRouter />, { api: branchServer(), url: '/branches/99' });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
