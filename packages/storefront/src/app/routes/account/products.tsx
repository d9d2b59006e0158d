import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';

export default function ProductsRoute() {
  return (
    <ContentLayout
      title="Products"
      breadcrumbs={[
        { name: 'Account', path: paths.account.getHref() },
        { name: 'Products', path: paths.products.getHref() },
      ]}
      description="Your equipment listings: drafts and published products, with their photos, videos and documents."
    />
  );
}
