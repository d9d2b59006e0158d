import { unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import formStyles from '@/components/ui/form/form.module.scss';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { useApiClient } from '@/lib/api/api-provider';
import { Pagination } from '@/components/ui/pagination/pagination';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/auth';
import { PRODUCT_QUERIES, useProductsPage, type ProductListQuery } from '../api/products-api';
import { PRODUCT_STATUS_LABELS, type ProductPage, type ProductSummary } from '../api/product-types';
import { forgetNotice, peekNotice } from '../flash-notice';
import { PRODUCTS_NOTICE_KEY, newProductHref } from '../product-links';
import { parseProductsSearch, productsHref } from '../products-url';
import { ProductsTable } from './products-table';
import { ProductsToolbar } from './products-toolbar';
import styles from './products-page.module.scss';

function describeQuery(query: ProductListQuery): string {
  const parts = [
    query.q ? `matching “${query.q}”` : '',
    query.status ? `with status ${PRODUCT_STATUS_LABELS[query.status]}` : '',
  ].filter(Boolean);
  return parts.join(' ');
}

function rangeText({ meta, items }: ProductPage): string {
  const first = (meta.page - 1) * meta.per_page + 1;
  return `${String(first)}–${String(first + items.length - 1)} of ${String(meta.total)}`;
}

function EmptyState({
  query,
  page,
  canManage,
}: {
  query: ProductListQuery;
  page: ProductPage;
  canManage: boolean;
}) {
  if (page.meta.total > 0) {
    return (
      <p className={styles.empty}>
        This page is empty.{' '}
        <PrefetchLink href={productsHref({ ...query, page: 1 })}>Go to the first page</PrefetchLink>
      </p>
    );
  }
  if (query.q || query.status) {
    return (
      <p className={styles.empty}>
        No products {describeQuery(query)}.{' '}
        <PrefetchLink href={productsHref({})}>Show all products</PrefetchLink>
      </p>
    );
  }
  return (
    <p className={styles.empty}>
      No products yet.{' '}
      {canManage ? <PrefetchLink href={newProductHref()}>Create the first one</PrefetchLink> : null}
    </p>
  );
}

/** `/authorized/account/admin/products`: the account's products, searchable, page by page. */
export function ProductsPage() {
  const query = parseProductsSearch(useSearch());
  const list = useProductsPage(query);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const canManage = useCan('products.manage');
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const [notice, setNotice] = useState(() => peekNotice(PRODUCTS_NOTICE_KEY));
  useEffect(() => forgetNotice(PRODUCTS_NOTICE_KEY), []);
  // After a deletion the row (and its Delete button) goes once the list has reloaded: focus then
  // moves to the notice that says what happened.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusNotice = useRef(false);
  const loadedData = list.data ?? null;
  useEffect(() => {
    if (!focusNotice.current || !loadedData) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [loadedData]);

  const remove = async (product: ProductSummary) => {
    await unwrap(client.DELETE('/products/{id}', { params: { path: { id: product.id } } }));
    setNotice(`“${product.title}” was deleted.`);
    focusNotice.current = true;
    await Promise.all(
      PRODUCT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };

  return (
    <ContentLayout
      title="Products"
      breadcrumbs={[
        { name: 'Account', path: paths.account.getHref() },
        { name: 'Products', path: paths.products.getHref() },
      ]}
      description="Your equipment listings: drafts, published and archived products, with their photos, videos and documents."
    >
      <ProductsToolbar
        key={`${query.q ?? ''}|${query.status ?? ''}`}
        query={query}
        canManage={canManage}
      />
      <div aria-live="polite" className={styles.notice}>
        {notice ? (
          <p ref={noticeRef} className={formStyles.success} tabIndex={-1}>
            {notice}
          </p>
        ) : null}
      </div>
      <QueryView
        query={list}
        what="the products"
        loading={<p role="status">Loading the products…</p>}
      >
        {(data) =>
          data.items.length ? (
            <>
              <p className={styles.count}>
                Products {rangeText(data)}
                {describeQuery(query) ? ` ${describeQuery(query)}` : ''}
              </p>
              <ProductsTable
                products={data.items}
                onDelete={canManage ? setDeleting : null}
                caption={`Products ${rangeText(data)}, newest first`}
              />
              <Pagination
                page={data.meta.page}
                totalPages={data.meta.total_pages}
                hrefFor={(page) => `~${productsHref({ ...query, page })}`}
                label="Product pages"
              />
            </>
          ) : (
            <EmptyState query={query} page={data} canManage={canManage} />
          )
        }
      </QueryView>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this product?"
        message={
          deleting
            ? `“${deleting.title}” and all its photos, videos and documents will be deleted. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete product"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </ContentLayout>
  );
}
