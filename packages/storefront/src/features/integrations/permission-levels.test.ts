import { describe, expect, it } from 'vitest';
import { levelOf, permissionGroups, withLevel } from './permission-levels';

const grantable = [
  'products.view',
  'products.manage',
  'assets.manage',
  'leads.view',
  'leads.manage',
  'audit.view',
];

describe('permission levels', () => {
  it('groups each resource’s read and write names, offering only the levels the member may give', () => {
    expect(
      permissionGroups(grantable).map(({ resource, label, levels }) => [resource, label, levels]),
    ).toEqual([
      ['products', 'Products', ['none', 'read', 'write']],
      ['assets', 'Photos and files', ['none', 'write']],
      ['leads', 'Leads and bookings', ['none', 'read', 'write']],
      ['audit', 'Audit log', ['none', 'read']],
    ]);
    // A member who may manage leads but not see them offers write alone.
    expect(permissionGroups(['leads.manage'])[0]!.levels).toEqual(['none', 'write']);
  });

  it('writing includes reading; none takes both away; other resources stay as they are', () => {
    const [products, , leads] = permissionGroups(grantable);
    let selected = withLevel([], products!, 'write');
    expect(selected.sort()).toEqual(['products.manage', 'products.view']);
    selected = withLevel(selected, leads!, 'read');
    expect(levelOf(products!, selected)).toBe('write');
    expect(levelOf(leads!, selected)).toBe('read');
    selected = withLevel(selected, products!, 'none');
    expect(selected).toEqual(['leads.view']);
    expect(levelOf(products!, selected)).toBe('none');
  });
});
