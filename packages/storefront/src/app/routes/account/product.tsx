import { useParams } from 'wouter';
import { ProductCreatePage } from '@/features/products/components/product-create-page';
import { ProductEditPage } from '@/features/products/components/product-edit-page';
import { NEW_PRODUCT_ID } from '@/features/products/product-links';
import NotFoundRoute from '../not-found';

/** `/authorized/account/admin/products/new` creates a product; `/…/products/<id>` edits one. */
export default function ProductRoute() {
  const { product_id } = useParams<{ product_id: string }>();
  if (product_id === NEW_PRODUCT_ID) return <ProductCreatePage />;
  const id = Number(product_id);
  if (!/^\d+$/.test(product_id) || !Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />;
  return <ProductEditPage key={id} id={id} />;
}
