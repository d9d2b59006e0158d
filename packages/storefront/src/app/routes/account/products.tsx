import { AccountNav } from '@/features/account/components/account-nav';
import { ProductsPage } from '@/features/products/components/products-page';

export default function ProductsRoute() {
  return <ProductsPage nav={<AccountNav />} />;
}
