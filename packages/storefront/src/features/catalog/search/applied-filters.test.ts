import { describe, expect, it } from 'vitest';
import { appliedFilters } from './applied-filters';
import { changeEquipmentSearch, parseEquipmentSearch } from './equipment-search';

describe('appliedFilters', () => {
  it('names each applied filter, search text first, one chip per range', () => {
    const search = parseEquipmentSearch(
      'q=boom&category=aerial-work-platforms&make=JLG&listing=rent&fuel_type=dual-fuel' +
        '&capacity_min=500&lift_height_max=60&year_min=2015&year_max=2020&price_max=450',
    );

    expect(appliedFilters(search).map((chip) => chip.text)).toEqual([
      'Search: “boom”',
      'Aerial work platforms',
      'Make: JLG',
      'For rent',
      'Fuel: Dual fuel',
      'Capacity: 500 lbs or more',
      'Lift height: up to 60 ft',
      'Year: 2015–2020',
      'Daily rate: up to $450',
    ]);
  });

  it('calls the price the sale price unless only rentals are shown', () => {
    expect(appliedFilters({ price_min: 1000, price_max: 25000 })[0]?.text).toBe(
      'Sale price: $1,000–$25,000',
    );
    expect(appliedFilters({ year_max: 2010 })[0]?.text).toBe('Year: 2010 or older');
  });

  it('removes a whole range, and starts again at page 1', () => {
    const search = parseEquipmentSearch('category=lift-trucks&price_min=10&price_max=20&page=4');
    const price = appliedFilters(search).find((chip) => chip.id === 'price');

    expect(changeEquipmentSearch(search, price?.remove ?? {})).toEqual({
      category: 'lift-trucks',
    });
  });

  it('has no chips for an unfiltered search', () => {
    expect(appliedFilters({ sort: 'price_asc', page: 2 })).toEqual([]);
  });
});
