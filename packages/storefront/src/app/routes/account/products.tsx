import { ProductsPage } from '@/features/products/components/products-page';

export default function ProductsRoute() {
  return <ProductsPage />;
}
