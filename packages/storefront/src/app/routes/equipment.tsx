import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { Catalog } from '@/features/catalog/components/catalog';
import { useCatalogSearch } from '@/features/catalog/hooks/use-catalog-search';

/**
 * `/equipment`: the whole published catalog, across every branch, with search (`?q=`, from the
 * header), filters, order and pages in the URL. `/eq-inventory` is the same catalog limited to the
 * visitor's saved local branch.
 */
export default function EquipmentRoute() {
  const catalog = useCatalogSearch(paths.equipment.getHref);
  const { q } = catalog.search;
  return (
    <ContentLayout
      title={q ? `Results for “${q}”` : 'Equipment'}
      breadcrumbs={[{ name: 'Equipment', path: paths.equipment.getHref() }]}
      description={
        q
          ? undefined
          : 'Lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment from every branch, for rent or for sale.'
      }
    >
      <Catalog catalog={catalog} />
    </ContentLayout>
  );
}
