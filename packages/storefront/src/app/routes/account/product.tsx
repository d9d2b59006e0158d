import { useParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';

export default function ProductRoute() {
  const { product_id } = useParams<{ product_id: string }>();
  const title = `Product ${product_id}`;
  return (
    <ContentLayout
      title={title}
      breadcrumbs={[
        { name: 'Account', path: paths.account.getHref() },
        { name: 'Products', path: paths.products.getHref() },
        { name: title, path: paths.product.getHref(product_id) },
      ]}
      description="Edit this listing: details, specifications, rates, publishing and assets."
    />
  );
}
