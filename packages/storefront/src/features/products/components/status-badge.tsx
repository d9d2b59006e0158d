import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { PRODUCT_STATUS_LABELS, type ProductStatus } from '../api/product-types';

const TONES: Record<ProductStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  archived: 'warning',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={TONES[status]}>{PRODUCT_STATUS_LABELS[status]}</Badge>;
}
