import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';
import type { ProductStatus } from './product-types';

/** What the product list shows: the URL's search, status filter and page. */
export interface ProductListQuery {
  q?: string | undefined;
  status?: ProductStatus | undefined;
  page?: number | undefined;
}

export const PRODUCTS_PER_PAGE = 20;

/**
 * What a change of products makes stale: the lists and each product, and the public catalog
 * (a published product shows there).
 */
export const PRODUCT_QUERIES = [
  ['get', '/products'],
  ['get', '/products/{id}'],
  ['get', '/equipment'],
  ['get', '/equipment/{id}'],
] as const;

/** One page of the current account's products (`listProducts`); the previous page stays meanwhile. */
export function useProductsPage(query: ProductListQuery) {
  return useApi().useQuery(
    'get',
    '/products',
    {
      params: {
        query: {
          q: query.q || undefined,
          status: query.status,
          page: query.page && query.page > 1 ? query.page : undefined,
          per_page: PRODUCTS_PER_PAGE,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

export function useProduct(id: number) {
  return useApi().useQuery('get', '/products/{id}', { params: { path: { id } } });
}
