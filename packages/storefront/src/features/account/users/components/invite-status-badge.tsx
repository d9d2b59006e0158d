import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import type { InviteStatus } from '../api/users-api';

const TONE: Record<InviteStatus, BadgeTone> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'neutral',
};

const LABEL: Record<InviteStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  return <Badge tone={TONE[status]}>{LABEL[status]}</Badge>;
}
