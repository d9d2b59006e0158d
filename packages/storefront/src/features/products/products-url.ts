import { paths } from '@/config/paths';
import type { ProductListQuery } from './api/products-api';
import { isProductStatus } from './api/product-types';

/** The product list's URL for a query (search, status and page live in the URL). */
export function productsHref({ q, status, page }: ProductListQuery): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  if (page && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${paths.products.getHref()}?${search}` : paths.products.getHref();
}

/** The query of the product list's URL; anything malformed is ignored. */
export function parseProductsSearch(search: string): ProductListQuery {
  const params = new URLSearchParams(search);
  const q = params.get('q')?.trim().slice(0, 100) || undefined;
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q,
    status: isProductStatus(status) ? status : undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}
