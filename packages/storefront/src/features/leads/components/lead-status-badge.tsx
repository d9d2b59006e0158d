import { Badge } from '@/components/ui/badge/badge';
import { STATUS_TONES, statusLabel } from '../lead-labels';
import type { LeadStatus } from '../leads-url';

/** A lead's status as people read it ("Quoted"), never its code name. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}
