import { unwrap } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';
import { useLoad, type LoadResult } from '@/lib/use-load';
import type {
  Product,
  ProductAsset,
  ProductAssetUpdateInput,
  ProductCreateInput,
  ProductPage,
  ProductStatus,
  ProductUpdateInput,
} from './product-types';

/** What the product list shows: the URL's search, status filter and page. */
export interface ProductListQuery {
  q?: string | undefined;
  status?: ProductStatus | undefined;
  page?: number | undefined;
}

export const PRODUCTS_PER_PAGE = 20;

/** One page of the current account's products (`listProducts`). */
export function fetchProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
  return unwrap(
    apiClient.GET('/products', {
      params: {
        query: {
          q: query.q || undefined,
          status: query.status,
          page: query.page && query.page > 1 ? query.page : undefined,
          per_page: PRODUCTS_PER_PAGE,
        },
      },
      signal,
    }),
  );
}

export function fetchProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return unwrap(apiClient.GET('/products/{id}', { params: { path: { id } }, signal }));
}

export function createProduct(body: ProductCreateInput): Promise<Product> {
  return unwrap(apiClient.POST('/products', { body }));
}

export function updateProduct(id: number, body: ProductUpdateInput): Promise<Product> {
  return unwrap(apiClient.POST('/products/{id}', { params: { path: { id } }, body }));
}

export async function deleteProduct(id: number): Promise<void> {
  await unwrap(apiClient.DELETE('/products/{id}', { params: { path: { id } } }));
}

export function updateProductAsset(
  id: number,
  body: ProductAssetUpdateInput,
): Promise<ProductAsset> {
  return unwrap(apiClient.POST('/products/assets/{id}', { params: { path: { id } }, body }));
}

export async function deleteProductAsset(id: number): Promise<void> {
  await unwrap(apiClient.DELETE('/products/assets/{id}', { params: { path: { id } } }));
}

/** The product list for the given query; a new query loads again (the previous load is aborted). */
export function useProductsPage(query: ProductListQuery): LoadResult<ProductPage> {
  return useLoad(JSON.stringify(query), (signal) => fetchProducts(query, signal));
}

export function useProduct(id: number): LoadResult<Product> {
  return useLoad(`product:${String(id)}`, (signal) => fetchProduct(id, signal));
}
