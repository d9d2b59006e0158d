import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { type EquipmentSearch } from '@/config/equipment-search-url';
import {
  changeEquipmentSearch,
  clearFilters,
  effectiveSort,
  hasFilters,
  parseEquipmentSearch,
  rangeValue,
} from './equipment-search';

const href = (search: EquipmentSearch) => paths.equipment.getHref(search);

describe('parseEquipmentSearch', () => {
  it('reads every parameter of the catalog URL', () => {
    expect(
      parseEquipmentSearch(
        'q=boom+lift&category=aerial-work-platforms&make=JLG&listing=rent&fuel_type=diesel' +
          '&capacity_min=500&capacity_max=1000&lift_height_min=30&lift_height_max=60.5' +
          '&year_min=2015&year_max=2024&price_min=100&price_max=450.5&sort=price_asc&page=3',
      ),
    ).toEqual({
      q: 'boom lift',
      category: 'aerial-work-platforms',
      make: 'JLG',
      listing: 'rent',
      fuel_type: 'diesel',
      capacity_min: 500,
      capacity_max: 1000,
      lift_height_min: 30,
      lift_height_max: 60.5,
      year_min: 2015,
      year_max: 2024,
      price_min: 100,
      price_max: 450.5,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('gives an empty search for an empty or unknown query', () => {
    expect(parseEquipmentSearch('')).toEqual({});
    expect(parseEquipmentSearch('?utm_source=mail&foo=bar')).toEqual({});
  });

  it('drops values the API would refuse instead of breaking the page', () => {
    expect(
      parseEquipmentSearch(
        'category=bogus&listing=lease&fuel_type=steam&sort=cheapest&page=abc' +
          '&price_min=abc&price_max=-5&capacity_min=Infinity&lift_height_max=1e400&year_min=',
      ),
    ).toEqual({});
    expect(parseEquipmentSearch('page=0')).toEqual({});
    expect(parseEquipmentSearch('page=-2')).toEqual({});
    expect(parseEquipmentSearch('page=2.5')).toEqual({});
    expect(parseEquipmentSearch('page=99999999999999999999')).toEqual({});
  });

  it('clamps numbers into what the API accepts', () => {
    expect(parseEquipmentSearch('year_min=1800&year_max=3000')).toEqual({
      year_min: 1900,
      year_max: 2100,
    });
    // Whole numbers for capacity and year; two decimals for price and lift height.
    expect(parseEquipmentSearch('capacity_min=1500.6&price_max=12.345&year_min=2019.4')).toEqual({
      capacity_min: 1501,
      price_max: 12.35,
      year_min: 2019,
    });
    expect(parseEquipmentSearch('price_max=1e300').price_max).toBe(1_000_000_000);
  });

  it('swaps a range given upside down', () => {
    expect(parseEquipmentSearch('price_min=900&price_max=100')).toEqual({
      price_min: 100,
      price_max: 900,
    });
  });

  it('keeps "available between" only as two real days, in order, at most 365 days long', () => {
    expect(parseEquipmentSearch('available_from=2027-03-01&available_to=2027-03-10')).toEqual({
      available_from: '2027-03-01',
      available_to: '2027-03-10',
    });
    // One day alone, a day that does not exist, or not a day: the API would answer 422.
    expect(parseEquipmentSearch('available_from=2027-03-01')).toEqual({});
    expect(parseEquipmentSearch('available_to=2027-03-10')).toEqual({});
    expect(parseEquipmentSearch('available_from=2027-02-29&available_to=2027-03-10')).toEqual({});
    expect(parseEquipmentSearch('available_from=soon&available_to=2027-03-10')).toEqual({});
    expect(parseEquipmentSearch('available_from=2027-3-1&available_to=2027-03-10')).toEqual({});
    expect(parseEquipmentSearch('available_from=2027-03-10&available_to=2027-03-01')).toEqual({
      available_from: '2027-03-01',
      available_to: '2027-03-10',
    });
    // 366 days and more: cut to 365 from the first day (2028 is a leap year).
    expect(parseEquipmentSearch('available_from=2027-03-01&available_to=2029-01-01')).toEqual({
      available_from: '2027-03-01',
      available_to: '2028-02-28',
    });
    expect(parseEquipmentSearch('available_from=2027-03-01&available_to=2028-02-28')).toEqual({
      available_from: '2027-03-01',
      available_to: '2028-02-28',
    });
  });

  it('trims text and cuts it to the API’s 100 characters', () => {
    expect(parseEquipmentSearch('q=%20%20forklift%20&make=%20').q).toBe('forklift');
    expect(parseEquipmentSearch(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('leaves out the default order: relevance always, newest without search text', () => {
    expect(parseEquipmentSearch('sort=relevance&q=boom')).toEqual({ q: 'boom' });
    expect(parseEquipmentSearch('sort=newest')).toEqual({});
    expect(parseEquipmentSearch('sort=newest&q=boom')).toEqual({ q: 'boom', sort: 'newest' });
  });
});

describe('the catalog URL', () => {
  it('survives a round trip in a stable parameter order', () => {
    const search: EquipmentSearch = {
      page: 2,
      sort: 'year_desc',
      price_max: 20000,
      category: 'lift-trucks',
      q: 'toyota',
      listing: 'buy',
    };

    const url = href(search);

    expect(url).toBe(
      '/equipment?q=toyota&category=lift-trucks&listing=buy&price_max=20000&sort=year_desc&page=2',
    );
    expect(parseEquipmentSearch(url.split('?')[1] ?? '')).toEqual(search);
  });

  it('is the same URL whatever order the parameters came in', () => {
    const a = parseEquipmentSearch('price_max=5&category=rail-cars&make=Trinity');
    const b = parseEquipmentSearch('make=Trinity&price_max=5&category=rail-cars');
    expect(href(a)).toBe(href(b));
    expect(href(a)).toBe('/equipment?category=rail-cars&make=Trinity&price_max=5');
  });

  it('leaves out defaults: page 1 and the default order', () => {
    expect(href({ page: 1, sort: 'newest' })).toBe('/equipment');
    expect(href({ q: 'jlg', sort: 'relevance' })).toBe('/equipment?q=jlg');
  });

  it('cleans up a hand-written URL', () => {
    const search = parseEquipmentSearch('category=bogus&price_min=abc&price_max=2000&page=x');
    expect(href(search)).toBe('/equipment?price_max=2000');
  });

  it('builds the inventory page’s URL the same way', () => {
    expect(paths.equipmentInventory.getHref({ category: 'rail-cars', page: 2 })).toBe(
      '/eq-inventory?category=rail-cars&page=2',
    );
    expect(paths.equipmentInventory.getHref()).toBe('/eq-inventory');
  });
});

describe('changing the search', () => {
  const onPage3: EquipmentSearch = { q: 'lift', category: 'lift-trucks', page: 3 };

  it('starts again at page 1 when a filter changes, keeping the search text', () => {
    expect(changeEquipmentSearch(onPage3, { make: 'Toyota' })).toEqual({
      q: 'lift',
      category: 'lift-trucks',
      make: 'Toyota',
    });
    expect(changeEquipmentSearch(onPage3, { category: undefined })).toEqual({ q: 'lift' });
    expect(changeEquipmentSearch(onPage3, { sort: 'price_asc' })).toEqual({
      q: 'lift',
      category: 'lift-trucks',
      sort: 'price_asc',
    });
  });

  it('keeps the page only when the page is what changes', () => {
    expect(changeEquipmentSearch(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(changeEquipmentSearch(onPage3, { page: 1 })).toEqual({
      q: 'lift',
      category: 'lift-trucks',
    });
  });

  it('clears every filter but keeps the search text and the order', () => {
    const search = parseEquipmentSearch(
      'q=lift&category=lift-trucks&make=Toyota&listing=rent&fuel_type=lpg&price_max=9&year_min=2000&sort=price_desc&page=2',
    );
    expect(hasFilters(search)).toBe(true);
    const cleared = clearFilters(search);
    expect(cleared).toEqual({ q: 'lift', sort: 'price_desc' });
    expect(hasFilters(cleared)).toBe(false);
  });
});

describe('effectiveSort', () => {
  it('is relevance for search text, newest without, or what was chosen', () => {
    expect(effectiveSort({ q: 'x' })).toBe('relevance');
    expect(effectiveSort({})).toBe('newest');
    expect(effectiveSort({ sort: 'relevance' })).toBe('newest');
    expect(effectiveSort({ q: 'x', sort: 'newest' })).toBe('newest');
    expect(effectiveSort({ sort: 'price_desc' })).toBe('price_desc');
  });
});

describe('rangeValue', () => {
  it('accepts what a number input gives', () => {
    expect(rangeValue('price', ' 20000 ')).toBe(20000);
    expect(rangeValue('price', '')).toBeUndefined();
    expect(rangeValue('price', '-1')).toBeUndefined();
    expect(rangeValue('capacity', 2500.4)).toBe(2500);
  });
});
