import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EquipmentRoute from '@/app/routes/equipment';
import { renderApp } from '@/testing/render-app';
import { aPage, someFilters, someUnits } from '../testing/catalog-fixtures';
import { serveCatalog } from '../testing/fake-catalog-server';
import { parseEquipmentSearch } from '../search/equipment-search';
import { catalogReads } from './catalog-reads';

// A server-rendered catalog page carries the answers of these reads: the app must find them under
// the keys its hooks ask with, or it would fetch again (and show its skeleton first).

describe('catalogReads', () => {
  it('names the API URLs of the catalog’s two calls for a search', () => {
    const reads = catalogReads(parseEquipmentSearch('category=rail-cars'));
    expect(reads.map((read) => read.url)).toEqual([
      '/equipment?category=rail-cars&sort=newest&page=1&per_page=24',
      '/equipment/filters?category=rail-cars',
    ]);
  });

  it('are the keys the catalog asks with: rendered from them, it calls nothing', async () => {
    const api = serveCatalog();
    const search = parseEquipmentSearch('category=rail-cars');
    const units = someUnits(3);
    const [list, filters] = catalogReads(search);
    renderApp(<EquipmentRoute />, {
      url: '/equipment?category=rail-cars',
      api,
      queryData: [
        { key: [...list!.key], data: aPage(units, { total: 3 }) },
        { key: [...filters!.key], data: someFilters() },
      ],
    });
    // The first render shows the units: no loading state, no request.
    expect(screen.getByText(units[0]!.title)).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });
});
