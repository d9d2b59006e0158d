import { unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import formStyles from '@/components/ui/form/form.module.scss';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { useApiClient } from '@/lib/api/api-provider';
import { paths } from '@/config/paths';
import { bookingsHref } from '@/features/bookings/bookings-url';
import { useCan } from '@/lib/auth';
import { PRODUCT_QUERIES, useProduct } from '../api/products-api';
import type { Product } from '../api/product-types';
import { forgetNotice, leaveNotice, peekNotice } from '../flash-notice';
import { productValues } from '../form/product-form-values';
import { PRODUCTS_NOTICE_KEY, productNoticeKey } from '../product-links';
import { formatDate } from '../format';
import { AssetsPanel } from './assets-panel';
import { REASONS } from './permission-reasons';
import { ProductForm } from './product-form';
import { StatusBadge } from './status-badge';
import styles from './product-page.module.scss';

function breadcrumbs(title: string, id: number) {
  return [
    { name: 'Account', path: paths.account.getHref() },
    { name: 'Products', path: paths.products.getHref() },
    { name: title, path: paths.product.getHref(id) },
  ];
}

function ProductSummaryLine({ product }: { product: Product }) {
  const seesBookings = useCan('leads.view');
  return (
    <p className={styles.summary}>
      <StatusBadge status={product.status} />
      <span>Stock no. {product.stock_number}</span>
      <span>Updated {formatDate(product.updated_at)}</span>
      {product.status === 'published' ? (
        <PrefetchLink href={paths.equipmentDetail.getHref(product.id)}>
          View in the catalog
        </PrefetchLink>
      ) : null}
      {product.for_rent && seesBookings ? (
        <PrefetchLink href={bookingsHref({ unit: product.id })}>Bookings and holds</PrefetchLink>
      ) : null}
    </p>
  );
}

function LoadedProduct({ product }: { product: Product }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const canManage = useCan('products.manage');
  const canManageAssets = useCan('assets.manage');
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    await unwrap(client.DELETE('/products/{id}', { params: { path: { id: product.id } } }));
    // The deleted product's own query is dropped, not refetched (it would only answer 404).
    queryClient.removeQueries({ queryKey: ['get', '/products/{id}'] });
    await Promise.all(
      PRODUCT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    leaveNotice(PRODUCTS_NOTICE_KEY, `“${product.title}” was deleted.`);
    navigate(`~${paths.products.getHref()}`);
  };

  return (
    <>
      <ProductSummaryLine product={product} />
      <ProductForm
        initialValues={productValues(product)}
        branch={product.branch}
        submitLabel="Save changes"
        readOnlyReason={canManage ? undefined : REASONS.manageProducts}
        invalidates={PRODUCT_QUERIES}
        onSave={async (input, api) => {
          const saved = await unwrap(
            api.POST('/products/{id}', { params: { path: { id: product.id } }, body: input }),
          );
          return productValues(saved);
        }}
        actions={
          canManage ? (
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => setConfirming(true)}
            >
              Delete product
            </button>
          ) : undefined
        }
      />
      <AssetsPanel
        productId={product.id}
        initialAssets={product.assets}
        readOnlyReason={canManageAssets ? undefined : REASONS.manageAssets}
      />
      <ConfirmDialog
        open={confirming}
        title="Delete this product?"
        message={`“${product.title}” and all its photos, videos and documents will be deleted. This cannot be undone.`}
        confirmLabel="Delete product"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** `/authorized/account/admin/products/:id`: the product's form and its assets. */
export function ProductEditPage({ id }: { id: number }) {
  const product = useProduct(id);
  const [notice] = useState(() => peekNotice(productNoticeKey(id)));
  useEffect(() => forgetNotice(productNoticeKey(id)), [id]);
  const title = product.data?.title ?? `Product ${String(id)}`;

  return (
    <ContentLayout title={title} breadcrumbs={breadcrumbs(title, id)}>
      <div aria-live="polite">{notice ? <p className={formStyles.success}>{notice}</p> : null}</div>
      <QueryView
        query={product}
        what="the product"
        loading={<p role="status">Loading the product…</p>}
        notFound={
          <div role="alert" className={styles.missing}>
            <p>This product could not be found. It may have been deleted.</p>
            <PrefetchLink href={paths.products.getHref()} className={buttonClass('outline')}>
              Back to the products
            </PrefetchLink>
          </div>
        }
      >
        {(loaded) => <LoadedProduct key={loaded.id} product={loaded} />}
      </QueryView>
    </ContentLayout>
  );
}
