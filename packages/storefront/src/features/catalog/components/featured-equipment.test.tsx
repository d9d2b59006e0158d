import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, serverError } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aPage, someUnits } from '../testing/catalog-fixtures';
import { FEATURED_COUNT, FeaturedEquipment } from './featured-equipment';

// Lazy code and several requests per render: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('FeaturedEquipment', () => {
  it('shows the four newest units as cards, with outlines while they load', async () => {
    const api = fakeApi({
      'GET /equipment': () => json(aPage(someUnits(FEATURED_COUNT), { total: 250 })),
    });
    const { container } = renderApp(<FeaturedEquipment />, { api });

    expect(screen.getByRole('status').textContent).toBe('Loading the newest equipment…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // One outline per card to come, in the same grid.
    expect(container.querySelector('div[aria-hidden="true"]')?.children).toHaveLength(
      FEATURED_COUNT,
    );

    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Unit 1' }).getAttribute('href')).toBe('/equipment/1');
    expect(Object.fromEntries(api.calls('GET /equipment').at(-1)!.query)).toEqual({
      sort: 'newest',
      page: '1',
      per_page: '4',
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /equipment': () => (++calls === 1 ? serverError() : json(aPage(someUnits(4)))),
    });
    renderApp(<FeaturedEquipment />, { api });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the newest equipment.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});
