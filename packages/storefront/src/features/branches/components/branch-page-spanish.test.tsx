// A branch page in Spanish (/es/branches/:id): open now, today's hours and the weekly hours as an
// es-US reader reads a clock, weekday and time zone names from the SDK's Spanish tables.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import BranchRoute from '@/app/routes/branch';
import { paths } from '@/config/paths';
import { aPage, someUnits } from '@/features/catalog/testing/catalog-fixtures';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aBranch } from '../testing/branch-fixtures';

// Thursday 2026-11-26 15:00 UTC: 10:00 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const spaced = (text: string | null | undefined) => text?.replace(/\u00a0/gu, ' ');

function renderSpanishBranch(branch = aBranch()) {
  const api = fakeApi({
    'GET /branches/:id': () => json(branch),
    'GET /equipment': () => json(aPage(someUnits(2), { total: 2 })),
  });
  return renderApp(<Route path={paths.branch.path} component={BranchRoute} />, {
    url: '/es/branches/3',
    api,
  });
}

describe('the branch page in Spanish', () => {
  it('shows whether it is open and its hours as es-US writes them', async () => {
    renderSpanishBranch(aBranch({ closures: [{ date: '2026-12-24', reason: 'Nochebuena' }] }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Columbus' })).toBeTruthy();
    expect(spaced(screen.getByText(/^Hoy /).textContent)).toBe(
      'Abierto ahora Hoy 7:00 a.m. – 5:00 p.m. (hora local)',
    );
    const table = screen.getByRole('table', {
      name: 'Horario de atención: Hora del Este (Nueva York)',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => spaced(row.textContent)),
    ).toEqual([
      'lunes7:00 a.m. – 5:00 p.m.',
      'martes7:00 a.m. – 5:00 p.m.',
      'miércoles7:00 a.m. – 5:00 p.m.',
      'jueves(hoy)7:00 a.m. – 5:00 p.m.',
      'viernes7:00 a.m. – 5:00 p.m.',
      'sábado8:00 a.m. – 12:00 p.m.',
      'domingoCerrado',
    ]);
    const closures = screen.getByRole('list', { name: 'Próximos cierres' });
    expect(closures.textContent).toBe('jueves, 24 de diciembre de 2026: Nochebuena');
    expect(screen.getByRole('heading', { name: 'Dirección y contacto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Ver en OpenStreetMap/ })).toBeTruthy();
  });

  it('says when a closed branch opens next', async () => {
    vi.setSystemTime(new Date('2026-11-28T20:00:00Z')); // Saturday 15:00 in New York: closed.
    renderSpanishBranch();

    expect(await screen.findByRole('heading', { level: 1, name: 'Columbus' })).toBeTruthy();
    expect(spaced(screen.getByText(/^Hoy /).textContent)).toBe(
      'Cerrado Hoy 8:00 a.m. – 12:00 p.m. · Abre el lunes a las 7:00 a.m. (hora local)',
    );
  });
});
