import { describe, expect, it } from 'vitest';
import { telHref } from './env';
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

describe('telHref', () => {
  it.each([
    ['(800) 555-0199', 'tel:+18005550199'],
    ['800.555.0199', 'tel:+18005550199'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['1-800-555-0199', 'tel:+18005550199'],
  ])('%s → %s', (display, href) => {
    expect(telHref(display)).toBe(href);
  });
});
