import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { isEquipmentCategory } from '@/config/equipment-categories';
import { paths } from '@/config/paths';
import { useEquipmentPage } from '@/features/catalog/api/use-equipment';
import styles from './route-pages.module.scss';

export default function EquipmentRoute() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const rawCategory = params.get('category');
  const category = rawCategory && isEquipmentCategory(rawCategory) ? rawCategory : undefined;
  const page = useEquipmentPage({ q, category });

  return (
    <ContentLayout
      title={q ? `Equipment matching “${q}”` : 'Equipment'}
      breadcrumbs={[{ name: 'Equipment', path: paths.equipment.getHref() }]}
      description="Browse lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment. Filters and sorting are on their way."
    >
      {page.status === 'loading' ? <p role="status">Loading equipment…</p> : null}
      {page.status === 'error' ? <p role="alert">{page.message}</p> : null}
      {page.status === 'done' ? (
        <>
          <p>{page.data.meta.total} units found.</p>
          <ul className={styles.list}>
            {page.data.items.map((item) => (
              <li key={item.id}>
                <PrefetchLink href={paths.equipmentDetail.getHref(item.id)}>
                  {item.title}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ContentLayout>
  );
}
