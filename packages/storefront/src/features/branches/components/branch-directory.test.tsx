import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '@/app/router';
import { renderApp } from '@/testing/render-app';
import { aBranch, serveBranches } from '../testing/branch-fixtures';
import { BranchDirectory } from './branch-directory';

// Wednesday 2026-11-18 16:30 UTC: 11:30 in New York, 08:30 in Los Angeles.
const NOW = new Date('2026-11-18T16:30:00Z');

const columbus = aBranch({ id: 3, name: 'Columbus', city: 'Columbus', state: 'OH' });
const dayton = aBranch({ id: 4, name: 'Dayton', city: 'Dayton', state: 'OH', phone_number: null });
const fresno = aBranch({
  id: 5,
  name: 'Fresno',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93706',
  time_zone: 'America/Los_Angeles',
  weekly_hours: [{ day: 'wed', opens: '09:00', closes: '17:00' }],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the branch directory', () => {
  it('lists every branch (all pages of 100) by state, with today’s hours on the branch’s clock', async () => {
    // 101 branches: two pages.
    const many = [
      fresno,
      columbus,
      dayton,
      ...Array.from({ length: 98 }, (_, index) =>
        aBranch({ id: 100 + index, name: `Branch ${index}`, city: 'Toledo', state: 'OH' }),
      ),
    ];
    const api = serveBranches(many);
    renderApp(<AppRouter />, { api, url: '/branches' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Branches' })).toBeTruthy();
    const ohio = await screen.findByRole('list', { name: 'Branches in Ohio' });
    expect(within(ohio).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('101 branches. Hours are each branch’s local time.')).toBeTruthy();
    const calls = api.calls('GET /branches');
    expect(new Set(calls.map((call) => call.query.get('per_page')))).toEqual(new Set(['100']));
    expect(new Set(calls.map((call) => call.query.get('page')))).toEqual(new Set(['1', '2']));

    const columbusItem = within(ohio).getByRole('link', { name: 'Columbus' }).closest('li')!;
    expect(within(columbusItem).getByRole('link', { name: 'Columbus' }).getAttribute('href')).toBe(
      '/branches/3',
    );
    expect(columbusItem.textContent).toContain('1234 Industrial Pkwy, Columbus, OH 43228');
    expect(
      within(columbusItem).getByRole('link', { name: '(614) 555-0142' }).getAttribute('href'),
    ).toBe('tel:+16145550142');
    expect(columbusItem.textContent).toContain('Open now');
    expect(columbusItem.textContent).toContain('Today 7:00\u00a0AM – 5:00\u00a0PM');
    expect(columbusItem.textContent).toContain('(local time)');

    // 08:30 in Fresno: closed until 09:00.
    const california = screen.getByRole('list', { name: 'Branches in California' });
    const fresnoItem = within(california).getByRole('listitem');
    expect(fresnoItem.textContent).toContain('Closed');
    expect(fresnoItem.textContent).toContain('Opens at 9:00\u00a0AM');
    expect(fresnoItem.textContent).not.toContain('Open now');
  });

  it('says a holiday closure today', async () => {
    const api = serveBranches([
      aBranch({ closures: [{ date: '2026-11-18', reason: 'Staff training' }] }),
    ]);
    renderApp(<AppRouter />, { api, url: '/branches' });
    const item = (await screen.findByRole('link', { name: 'Columbus' })).closest('li')!;
    expect(item.textContent).toContain('Closed today (Staff training)');
    expect(item.textContent).toContain('Opens Thursday 7:00\u00a0AM');
  });

  it('searches with q in the URL', async () => {
    const api = serveBranches([columbus, fresno]);
    const { history } = renderApp(<AppRouter />, { api, url: '/branches' });
    await screen.findByRole('link', { name: 'Fresno' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search branches' }), {
      target: { value: 'fresno' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'Branches' }));

    expect(await screen.findByText('1 branch. Hours are each branch’s local time.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Columbus' })).toBeNull();
    expect(history.at(-1)).toBe('/branches?q=fresno');
    expect(api.calls('GET /branches').at(-1)!.query.get('q')).toBe('fresno');
  });

  it('says when nothing matches', async () => {
    renderApp(<AppRouter />, { api: serveBranches([columbus]), url: '/branches?q=zzz' });
    expect(await screen.findByText('No branch matches “zzz”.')).toBeTruthy();
  });

  it('speaks Spanish on a Spanish page: states, counts, hours and next opening', async () => {
    const newYork = aBranch({ id: 6, name: 'Albany', city: 'Albany', state: 'NY' });
    renderApp(<BranchDirectory />, {
      api: serveBranches([newYork, fresno]),
      url: '/es/branches',
    });

    const ny = await screen.findByRole('list', { name: 'Sucursales en Nueva York' });
    expect(
      screen.getByText('2 sucursales. El horario es la hora local de cada sucursal.'),
    ).toBeTruthy();
    expect(ny.textContent).toContain('Abierto ahora');
    expect(ny.textContent).toContain('Hoy 7:00\u00a0a.m. – 5:00\u00a0p.m.');
    expect(ny.textContent).toContain('(hora local)');
    const california = screen.getByRole('list', { name: 'Sucursales en California' });
    expect(california.textContent).toContain('Abre a las 9:00\u00a0a.m.');
    expect(screen.getByRole('searchbox', { name: 'Buscar sucursales' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });
});
