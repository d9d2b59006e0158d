import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const catalog = useCatalogSearch(paths.equipment.getHref);
  const { q } = catalog.search;
  const equipment = i18n._({ id: 'catalog.page.title', message: 'Equipment' });
  return (
    <ContentLayout
      title={
        q
          ? i18n._({ id: 'catalog.page.results', message: 'Results for “{q}”', values: { q } })
          : equipment
      }
      breadcrumbs={[{ name: equipment, path: paths.equipment.getHref() }]}
      description={
        q
          ? undefined
          : i18n._({
              id: 'catalog.page.description',
              message:
                'Lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment from every branch, for rent or for sale.',
            })
      }
    >
      <Catalog catalog={catalog} />
    </ContentLayout>
  );
}
