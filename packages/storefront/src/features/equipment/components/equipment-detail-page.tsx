import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { useEquipment } from '@/features/catalog/api/use-equipment';
import { useSavedBranch } from '@/hooks/use-saved-branch';
import { EquipmentDetail, EQUIPMENT_CRUMB, type ContactSlot } from './equipment-detail';
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
  const { i18n } = useLingui();
  const savedBranch = useSavedBranch();
  const equipment = useEquipment(id, savedBranch?.id ?? null);
  const title = i18n._({
    id: 'unit.loadingTitle',
    message: 'Equipment {id}',
    values: { id: String(id) },
  });
  const frame = (content: ReactNode) => (
    <ContentLayout
      title={title}
      breadcrumbs={[
        { name: i18n._(EQUIPMENT_CRUMB), path: paths.equipment.getHref() },
        { name: title, path: paths.equipmentDetail.getHref(id) },
      ]}
    >
      {content}
    </ContentLayout>
  );

  return (
    <QueryView
      query={equipment}
      title={i18n._({ id: 'unit.loadError', message: 'We could not load this equipment.' })}
      loading={frame(<EquipmentDetailSkeleton />)}
      notFound={notFound}
      frame={frame}
    >
      {(unit) => (
        <EquipmentDetail equipment={unit} savedBranch={savedBranch} renderContact={renderContact} />
      )}
    </QueryView>
  );
}
