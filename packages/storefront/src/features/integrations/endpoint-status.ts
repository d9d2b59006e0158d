import type { BadgeTone } from '@/components/ui/badge/badge';
import { formatWhen } from './format';
import type { WebhookEndpoint } from './integrations-api';

/**
 * An endpoint's state as people read it: turned off by the server after 3 days of failures, off,
 * failing (with since when), or active.
 */
export function endpointStatus(
  endpoint: Pick<WebhookEndpoint, 'active' | 'disabled_at' | 'failing_since'>,
): { label: string; tone: BadgeTone; detail: string | null } {
  if (endpoint.disabled_at)
    return {
      label: 'Disabled after failures',
      tone: 'danger',
      detail: `Turned off on ${formatWhen(endpoint.disabled_at)} after 3 days of failed deliveries. Fix the receiver, then turn it on again.`,
    };
  if (!endpoint.active) return { label: 'Off', tone: 'neutral', detail: null };
  if (endpoint.failing_since)
    return {
      label: 'Failing',
      tone: 'warning',
      detail: `Every delivery has failed since ${formatWhen(endpoint.failing_since)}; they are retried for 3 days.`,
    };
  return { label: 'Active', tone: 'success', detail: null };
}
