import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../lib/format';
import { anEquipment } from '../testing/equipment-data';
import { EquipmentPricing } from './equipment-pricing';
import { renderWithI18n } from '@/testing/render-with-i18n';

/** The price list as "label: amount" lines. */
function prices(): string[] {
  return [...document.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
}

describe('EquipmentPricing', () => {
  it('shows the sale price and the rental rates in US dollars with both badges', () => {
    renderWithI18n(<EquipmentPricing equipment={anEquipment()} />);

    expect(screen.getByText('For rent')).toBeTruthy();
    expect(screen.getByText('For sale')).toBeTruthy();
    expect(prices()).toEqual([
      'Sale price: $28,500',
      'Daily rate: $189.50',
      'Weekly rate: $650',
      'Monthly rate: $1,815',
    ]);
  });

  it('says "Price on request" for a sale without a price and rent without rates', () => {
    renderWithI18n(
      <EquipmentPricing equipment={anEquipment({ sale_price: null, rental_rates: null })} />,
    );

    expect(prices()).toEqual(['Sale price: Price on request', 'Rental rates: Price on request']);
  });

  it('shows only what the unit is offered for', () => {
    renderWithI18n(
      <EquipmentPricing
        equipment={anEquipment({ for_rent: false, rental_rates: null, sale_price: 19950 })}
      />,
    );

    expect(screen.queryByText('For rent')).toBeNull();
    expect(screen.getByText('For sale')).toBeTruthy();
    expect(prices()).toEqual(['Sale price: $19,950']);
  });

  it('formats whole dollars without cents and cents when there are some', () => {
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(0.5)).toBe('$0.50');
    expect(formatUsd(99.99)).toBe('$99.99');
  });
});
