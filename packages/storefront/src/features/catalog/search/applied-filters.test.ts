import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { appliedFilters } from './applied-filters';
import { changeEquipmentSearch, parseEquipmentSearch } from './equipment-search';

const en = testI18n('en');
const es = testI18n('es');

describe('appliedFilters', () => {
  it('names each applied filter, search text first, one chip per range', () => {
    const search = parseEquipmentSearch(
      'q=boom&category=aerial-work-platforms&make=JLG&listing=rent&fuel_type=dual-fuel' +
        '&capacity_min=500&lift_height_max=60&year_min=2015&year_max=2020&price_max=450',
    );

    expect(appliedFilters(search, en).map((chip) => chip.text)).toEqual([
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

  it('names them in Spanish on a Spanish page: labels, units, prices and days', () => {
    const search = parseEquipmentSearch(
      'q=pluma&category=aerial-work-platforms&make=JLG&listing=rent&fuel_type=diesel' +
        '&capacity_min=5000&lift_height_max=60&year_max=2020&price_max=450' +
        '&available_from=2027-12-03&available_to=2027-12-08',
    );

    expect(appliedFilters(search, es).map((chip) => chip.text)).toEqual([
      'Búsqueda: “pluma”',
      'Plataformas de trabajo aéreo',
      'Marca: JLG',
      'En alquiler',
      'Combustible: Diésel',
      'Capacidad: 5,000 lb o más',
      'Altura de elevación: hasta 60 pies',
      'Año: 2020 o anterior',
      'Tarifa diaria: hasta $450',
      'Disponible 3–8 de dic de 2027',
    ]);
  });

  it('calls the price the sale price unless only rentals are shown', () => {
    expect(appliedFilters({ price_min: 1000, price_max: 25000 }, en)[0]?.text).toBe(
      'Sale price: $1,000–$25,000',
    );
    expect(appliedFilters({ year_max: 2010 }, en)[0]?.text).toBe('Year: 2010 or older');
  });

  it('removes a whole range, and starts again at page 1', () => {
    const search = parseEquipmentSearch('category=lift-trucks&price_min=10&price_max=20&page=4');
    const price = appliedFilters(search, en).find((chip) => chip.id === 'price');

    expect(changeEquipmentSearch(search, price?.remove ?? {})).toEqual({
      category: 'lift-trucks',
    });
  });

  it('has no chips for an unfiltered search', () => {
    expect(appliedFilters({ sort: 'price_asc', page: 2 }, en)).toEqual([]);
  });
});
