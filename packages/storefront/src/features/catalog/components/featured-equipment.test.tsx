import { jsonResponse } from '@liftline/sdk/testing';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { aPage, someUnits } from '../testing/catalog-fixtures';
import { serveCatalog, serverError } from '../testing/fake-catalog-server';
import { FEATURED_COUNT, FeaturedEquipment } from './featured-equipment';

// Lazy code and several requests per render: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = vi.hoisted(() => ({ fetchMock: vi.fn<typeof fetch>() }));
vi.mock('@/lib/api-client', async () => {
  const { createClient } = await import('@liftline/sdk');
  return {
    apiClient: createClient({
      baseUrl: 'http://liftline.test/api',
      fetch: (input, init) => fetchMock(input, init),
    }),
    apiClientEvents: { subscribe: () => () => {}, emit: () => {} },
  };
});

afterEach(() => fetchMock.mockReset());

describe('FeaturedEquipment', () => {
  it('shows the four newest units as cards, with outlines while they load', async () => {
    const server = serveCatalog(fetchMock, {
      list: () => jsonResponse(aPage(someUnits(FEATURED_COUNT), { total: 250 })),
    });
    const { container } = renderApp(<FeaturedEquipment />);

    expect(screen.getByRole('status').textContent).toBe('Loading the newest equipment…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // One outline per card to come, in the same grid.
    expect(container.querySelector('div[aria-hidden="true"]')?.children).toHaveLength(
      FEATURED_COUNT,
    );

    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Unit 1' }).getAttribute('href')).toBe('/equipment/1');
    expect(server.lastQuery('/equipment')).toEqual({ sort: 'newest', page: '1', per_page: '4' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    serveCatalog(fetchMock, {
      list: () => (++calls === 1 ? serverError() : jsonResponse(aPage(someUnits(4)))),
    });
    renderApp(<FeaturedEquipment />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the newest equipment.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});
