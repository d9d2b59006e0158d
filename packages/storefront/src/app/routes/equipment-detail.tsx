import { useParams } from 'wouter';
import { ContactBranchDialog } from '@/features/contact/components/contact-branch-dialog';
import type { ContactSlot } from '@/features/equipment/components/equipment-detail';
import { EquipmentDetailPage } from '@/features/equipment/components/equipment-detail-page';
import NotFoundRoute from './not-found';

const notFound = <NotFoundRoute />;

/** The unit's branch (or the visitor's) gets messages about it through the shared contact form. */
const renderContact: ContactSlot = ({ equipment, branch }) =>
  branch ? <ContactBranchDialog branch={branch} equipment={equipment} /> : null;

export default function EquipmentDetailRoute() {
  const { equipment_id } = useParams<{ equipment_id: string }>();
  const id = Number(equipment_id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound;
  return <EquipmentDetailPage key={id} id={id} notFound={notFound} renderContact={renderContact} />;
}
