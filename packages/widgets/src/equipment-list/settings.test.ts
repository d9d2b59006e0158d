import { describe, expect, it } from 'vitest';
import { equipmentListSettings } from './settings';
import { readPerPage } from './skeleton';

describe('equipmentListSettings', () => {
  it('reads every attribute', () => {
    expect(
      equipmentListSettings({
        'api-base': ' https://rentals.example.com/api ',
        product: 'acme',
        'branch-id': '4',
        category: 'rail-cars',
        listing: 'buy',
        'per-page': '24',
        sort: 'year_desc',
        search: '',
        categories: 'rail-cars lift-trucks,rail-cars',
        lang: 'en-GB',
      }),
    ).toEqual({
      baseUrl: 'https://rentals.example.com/api',
      productKey: 'acme',
      branchId: 4,
      category: 'rail-cars',
      listing: 'buy',
      perPage: 24,
      sort: 'year_desc',
      search: true,
      categories: ['rail-cars', 'lift-trucks'],
      lang: 'en',
    });
  });

  it('absent, empty or bad values are the documented defaults', () => {
    const defaults = {
      baseUrl: '/api',
      productKey: 'liftline',
      branchId: null,
      category: null,
      listing: null,
      perPage: 12,
      sort: null,
      search: false,
      categories: null,
      lang: 'en',
    };
    expect(equipmentListSettings({})).toEqual(defaults);
    expect(equipmentListSettings({ 'api-base': '' })).toEqual(defaults);
    expect(
      equipmentListSettings({
        'api-base': 'https://', // not a URL: the list would not even render
        product: ' ',
        'branch-id': '-1',
        category: 'Rail-Cars',
        listing: 'rent,buy',
        'per-page': '0',
        sort: 'PRICE_ASC',
        lang: 'xx',
      }),
    ).toEqual(defaults);
  });

  it('categories: present and empty, or naming none we know, offers every category', () => {
    const all = [
      'lift-trucks',
      'construction-equipment',
      'aerial-work-platforms',
      'rail-cars',
      'warehouse-equipment',
    ];
    expect(equipmentListSettings({ categories: '' }).categories).toEqual(all);
    expect(equipmentListSettings({ categories: 'boats' }).categories).toEqual(all);
  });

  it("lang: the element's, else the page's, reduced to a language the widgets speak", () => {
    expect(equipmentListSettings({}, 'en-US').lang).toBe('en');
    expect(equipmentListSettings({ lang: 'fr' }, 'en').lang).toBe('en');
  });
});

describe('readPerPage (the loader paints as many cards as the list shows)', () => {
  it('whole numbers from 1, at most the API maximum (100); anything else 12', () => {
    expect(['1', ' 7 ', '100', '101', '5000'].map(readPerPage)).toEqual([1, 7, 100, 100, 100]);
    expect(['0', '-3', '2.5', '1e2', 'abc', '', null, undefined].map(readPerPage)).toEqual(
      Array(8).fill(12),
    );
  });
});
