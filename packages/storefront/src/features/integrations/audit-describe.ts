import type { AuditEvent } from './integrations-api';

/** Who did it, as people read it: a member's name, a key's name and prefix, or Liftline itself. */
export function actorOf({ actor }: AuditEvent): { name: string; kind: string } {
  if (actor.kind === 'api_key')
    return {
      name: actor.api_key ? `${actor.api_key.name} (${actor.api_key.prefix}…)` : 'A deleted key',
      kind: 'API key',
    };
  if (actor.kind === 'system') return { name: 'Liftline', kind: 'Automatic' };
  return { name: actor.user?.name ?? 'A former member', kind: 'Member' };
}

const TARGET_KINDS: Readonly<Record<AuditEvent['target']['type'], string>> = {
  api_key: 'API key',
  webhook_endpoint: 'Webhook endpoint',
  webhook_delivery: 'Delivery',
  operation: 'Call',
};

/** What it was done to: its kind and its label (a key's name, an endpoint's URL, a call). */
export function targetOf({ target }: AuditEvent): { kind: string; label: string } {
  return { kind: TARGET_KINDS[target.type], label: target.label };
}
