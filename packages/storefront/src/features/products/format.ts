import type { ProductSummary } from './api/product-types';
import { lazy } from '@/utils/lazy';

const usd = lazy(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    }),
);

export const formatUsd = (value: number) => usd().format(value);

/** "$42,000" and/or "$180/day"; "On request" when neither price is set. */
export function priceLines(
  product: Pick<ProductSummary, 'for_sale' | 'for_rent' | 'sale_price' | 'rental_rates'>,
): string[] {
  const lines: string[] = [];
  if (product.for_sale)
    lines.push(product.sale_price === null ? 'Sale: on request' : formatUsd(product.sale_price));
  if (product.for_rent)
    lines.push(
      product.rental_rates ? `${formatUsd(product.rental_rates.daily)}/day` : 'Rent: on request',
    );
  return lines.length ? lines : ['—'];
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
