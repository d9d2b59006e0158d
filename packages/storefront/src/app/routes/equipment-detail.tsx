import { useParams } from 'wouter';
import { ErrorPage } from '@/components/error-page/error-page';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useEquipment } from '@/features/catalog/api/use-equipment';
import { NOT_FOUND_MESSAGE } from './not-found';

function EquipmentDetail({ id }: { id: number }) {
  const equipment = useEquipment(id);
  const title = equipment.status === 'done' ? equipment.data.title : `Equipment ${String(id)}`;
  return (
    <ContentLayout
      title={title}
      breadcrumbs={[
        { name: 'Equipment', path: paths.equipment.getHref() },
        { name: title, path: paths.equipmentDetail.getHref(id) },
      ]}
      description="Photos, specifications, rates and the branch holding this unit; request a quote from here."
    >
      {equipment.status === 'loading' ? <p role="status">Loading…</p> : null}
      {equipment.status === 'error' ? <p role="alert">{equipment.message}</p> : null}
      {equipment.status === 'done' ? <p>{equipment.data.description}</p> : null}
    </ContentLayout>
  );
}

export default function EquipmentDetailRoute() {
  const { equipment_id } = useParams<{ equipment_id: string }>();
  const id = Number(equipment_id);
  if (!Number.isSafeInteger(id) || id < 1)
    return <ErrorPage status={404} message={NOT_FOUND_MESSAGE} />;
  return <EquipmentDetail key={id} id={id} />;
}
