import { permissionLabel } from '@liftline/sdk';

/** How much of one resource a key may touch, as Stripe's restricted keys put it. */
export type AccessLevel = 'none' | 'read' | 'write';

/** One resource of the permission catalogue: its `.view` (read) and `.manage` (write) names. */
export interface PermissionGroup {
  resource: string;
  label: string;
  /** `<resource>.view`, when the member may give it. */
  read: string | null;
  /** `<resource>.manage` (or the resource's only other name), when the member may give it. */
  write: string | null;
  /** The levels offered: `none` always, then what `read` and `write` allow. */
  levels: AccessLevel[];
}

/** What people read for each resource (the back office is in English). */
const RESOURCE_LABELS: Record<string, string> = {
  products: 'Products',
  assets: 'Photos and files',
  users: 'Users',
  invites: 'Invitations',
  roles: 'Roles',
  leads: 'Leads and bookings',
  dealers: 'Dealer sites',
  webhooks: 'Webhooks',
  audit: 'Audit log',
};

const resourceOf = (name: string) => name.split('.')[0]!;
const isRead = (name: string) => name.endsWith('.view');

/**
 * The grantable permissions (in the catalogue's order) grouped by resource: reading is the
 * `.view` name, writing the other one (`.manage`). A resource keeps the order of its first name.
 */
export function permissionGroups(grantable: readonly string[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const name of grantable) {
    const resource = resourceOf(name);
    const group = groups.get(resource) ?? {
      resource,
      label: RESOURCE_LABELS[resource] ?? permissionLabel(name),
      read: null,
      write: null,
      levels: [],
    };
    if (isRead(name)) group.read = name;
    else group.write = name;
    groups.set(resource, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    levels: [
      'none',
      ...(group.read ? (['read'] as const) : []),
      ...(group.write ? (['write'] as const) : []),
    ],
  }));
}

/** The level the selected names give a group (writing without reading still reads as write). */
export function levelOf(group: PermissionGroup, selected: readonly string[]): AccessLevel {
  if (group.write && selected.includes(group.write)) return 'write';
  if (group.read && selected.includes(group.read)) return 'read';
  return 'none';
}

/** The selected names with the group set to `level` (writing includes reading), others untouched. */
export function withLevel(
  selected: readonly string[],
  group: PermissionGroup,
  level: AccessLevel,
): string[] {
  const others = selected.filter((name) => name !== group.read && name !== group.write);
  const added =
    level === 'write' ? [group.read, group.write] : level === 'read' ? [group.read] : [];
  return [...others, ...added.filter((name): name is string => name !== null)];
}
