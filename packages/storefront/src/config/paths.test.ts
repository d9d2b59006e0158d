import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('build the equipment listing URL with its query', () => {
    expect(paths.equipment.getHref()).toBe('/equipment');
    expect(paths.equipment.getHref({ category: 'rail-cars' })).toBe(
      '/equipment?category=rail-cars',
    );
    expect(paths.equipment.getHref({ q: ' boom lift & co ' })).toBe(
      '/equipment?q=boom+lift+%26+co',
    );
    expect(paths.equipment.getHref({ q: '   ' })).toBe('/equipment');
  });

  it('name the spec routes', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.equipmentInventory.getHref()).toBe('/eq-inventory');
    expect(paths.upgradeRequired.getHref()).toBe('/guest/upgrade-required');
  });
});
