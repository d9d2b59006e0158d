import { unwrap } from '@liftline/sdk';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/auth';
import { PRODUCT_QUERIES } from '../api/products-api';
import { leaveNotice } from '../flash-notice';
import { emptyProductValues } from '../form/product-form-values';
import { NEW_PRODUCT_ID, productNoticeKey } from '../product-links';
import { REASONS } from './permission-reasons';
import { ProductForm } from './product-form';
import styles from './product-page.module.scss';

const TITLE = 'New product';

/** `/authorized/account/admin/products/new`: the empty form; saving goes on to the product's page. */
export function ProductCreatePage() {
  const canManage = useCan('products.manage');
  const [, navigate] = useLocation();
  const [initialValues] = useState(emptyProductValues);

  return (
    <ContentLayout
      title={TITLE}
      breadcrumbs={[
        { name: 'Account', path: paths.account.getHref() },
        { name: 'Products', path: paths.products.getHref() },
        { name: TITLE, path: paths.product.getHref(NEW_PRODUCT_ID) },
      ]}
      description="Start with the listing's details; photos, videos and documents can be added once it is saved."
    >
      {canManage ? (
        <ProductForm
          initialValues={initialValues}
          submitLabel="Create product"
          invalidates={PRODUCT_QUERIES}
          onSave={async (input, client) => {
            const created = await unwrap(client.POST('/products', { body: input }));
            leaveNotice(
              productNoticeKey(created.id),
              'Product created. Add photos, videos and documents below.',
            );
            navigate(`~${paths.product.getHref(created.id)}`, { replace: true });
            return null;
          }}
        />
      ) : (
        <div role="alert" className={styles.missing}>
          <p>{REASONS.manageProducts}</p>
          <PrefetchLink href={paths.products.getHref()} className={buttonClass('outline')}>
            Back to the products
          </PrefetchLink>
        </div>
      )}
    </ContentLayout>
  );
}
