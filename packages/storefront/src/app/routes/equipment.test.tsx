import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, never } from '@/testing/fake-api';
import { renderApp as renderAppWith } from '@/testing/render-app';

/** The catalog's reads stay pending: these tests are about routing, titles and guards. */
const renderApp = (
  ui: Parameters<typeof renderAppWith>[0],
  options: Parameters<typeof renderAppWith>[1] = {},
) =>
  renderAppWith(ui, {
    api: fakeApi({
      'GET /equipment': never,
      'GET /equipment/filters': never,
      'GET /equipment/:id': never,
    }),
    ...options,
  });
import { AppRouter } from '../router';

// Lazy code and several requests per render: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('/equipment', () => {
  it('is titled Equipment', async () => {
    renderApp(<AppRouter />, { url: '/equipment?category=rail-cars' });
    // The first render loads the route's code: allow for it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Equipment' }, { timeout: 5000 }),
    ).toBeTruthy();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toMatch(/^Equipment/));
  });

  it('shows the header search’s results as “Results for …”', async () => {
    renderApp(<AppRouter />, { url: '/equipment?q=boom%20lift' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “boom lift”' }),
    ).toBeTruthy();
    // The header's search field shows what was searched.
    expect(
      (screen.getByRole('combobox', { name: 'Search equipment' }) as HTMLInputElement).value,
    ).toBe('boom lift');
  });
});
