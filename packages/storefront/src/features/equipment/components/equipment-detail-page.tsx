import { ApiError } from '@liftline/sdk';
import type { ReactNode } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LoadError } from '@/components/ui/load-error/load-error';
import { paths } from '@/config/paths';
import { useEquipmentDetail } from '../api/use-equipment-detail';
import { useSavedBranch } from '../hooks/use-saved-branch';
import { EquipmentDetail, type ContactSlot } from './equipment-detail';
import { EquipmentDetailSkeleton } from './equipment-detail-skeleton';

interface EquipmentDetailPageProps {
  id: number;
  /** Shown when the API has no such (published) unit. */
  notFound: ReactNode;
  /** The "Contact branch" action, composed by the app. */
  renderContact?: ContactSlot;
}

/** `/equipment/:equipment_id`: the unit's page, its loading skeleton, its error state or "not found". */
export function EquipmentDetailPage({ id, notFound, renderContact }: EquipmentDetailPageProps) {
  const savedBranch = useSavedBranch();
  const equipment = useEquipmentDetail(id, savedBranch?.id ?? null);

  if (equipment.status === 'done') {
    return (
      <EquipmentDetail
        equipment={equipment.data}
        savedBranch={savedBranch}
        renderContact={renderContact}
      />
    );
  }
  if (equipment.status === 'error' && isNotFound(equipment.error)) return notFound;

  const title = `Equipment ${String(id)}`;
  return (
    <ContentLayout
      title={title}
      breadcrumbs={[
        { name: 'Equipment', path: paths.equipment.getHref() },
        { name: title, path: paths.equipmentDetail.getHref(id) },
      ]}
    >
      {equipment.status === 'loading' ? (
        <EquipmentDetailSkeleton />
      ) : (
        <LoadError what="this equipment" message={equipment.message} onRetry={equipment.reload} />
      )}
    </ContentLayout>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
