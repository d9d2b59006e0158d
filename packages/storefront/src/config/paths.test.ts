import { describe, expect, it } from 'vitest';
import { breadcrumbsOf, paths, ROUTES } from './paths';

describe('paths', () => {
  it('build the equipment listing URL with its query', () => {
    expect(paths.equipment.getHref()).toBe('/equipment');
    expect(paths.equipment.getHref({ category: 'rail-cars' })).toBe(
      '/equipment?category=rail-cars',
    );
    expect(paths.equipment.getHref({ q: ' boom lift & co ' })).toBe(
      '/equipment?q=boom+lift+%26+co',
    );
    expect(paths.equipment.getHref({ q: '   ' })).toBe('/equipment');
  });

  it('name the spec routes', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.equipmentInventory.getHref()).toBe('/eq-inventory');
    expect(paths.upgradeRequired.getHref()).toBe('/guest/upgrade-required');
  });

  it('build the auth links with their tokens, addresses and way back', () => {
    expect(paths.invite.getHref('t 1')).toBe('/invite?token=t+1');
    expect(paths.verifyEmail.getHref('abc')).toBe('/verify-email?token=abc');
    expect(paths.reportEmailChange.getHref('abc')).toBe('/report-email-change?token=abc');
    expect(paths.resetPassword.getHref('abc', 'a@b.co')).toBe(
      '/guest/user/reset-password?token=abc&email=a%40b.co',
    );
    expect(paths.acceptInvite.getHref('abc')).toBe('/authorized/accept-invite?token=abc');
    expect(paths.login.getHref('/invite?token=abc', 'a@b.co')).toBe(
      '/guest/user/login?returnTo=%2Finvite%3Ftoken%3Dabc&email=a%40b.co',
    );
    expect(paths.register.getHref({ invite: 'abc', email: 'a@b.co' })).toBe(
      '/guest/user/register?email=a%40b.co&invite=abc',
    );
    expect(paths.register.getHref({ returnTo: '//evil.example' })).toBe('/guest/user/register');
    expect(paths.forgotPassword.getHref('a@b.co')).toBe(
      '/guest/user/forgot-password?email=a%40b.co',
    );
    expect(paths.upgradeRequired.getHref('/equipment?q=x')).toBe(
      '/guest/upgrade-required?from=%2Fequipment%3Fq%3Dx',
    );
    // Without arguments: the bare routes, as before.
    expect(paths.invite.getHref()).toBe('/invite');
    expect(paths.register.getHref()).toBe('/guest/user/register');
  });
});

describe('the route table', () => {
  it('gives every page a trail whose parents are routes, Home-relative and ending with the page', () => {
    for (const route of ROUTES) {
      const trail = breadcrumbsOf(route.name);
      expect(trail.at(-1)?.path).toBe((route.getHref as () => string)());
      for (const link of trail) expect(link.path.startsWith('/')).toBe(true);
    }
    // Names are the table's messages, translated where the trail is shown.
    expect(breadcrumbsOf('manageRoles')).toEqual([
      {
        name: { id: 'route.account.breadcrumb', message: 'Account' },
        path: '/authorized/account',
      },
      {
        name: { id: 'route.manageRoles.breadcrumb', message: 'Manage roles' },
        path: '/authorized/account/admin/manage-roles',
      },
    ]);
  });

  it('has one entry per path pattern, guards on every account page and a permission on admin pages', () => {
    const patterns = ROUTES.map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const route of ROUTES.filter((entry) => entry.path.startsWith('/authorized/account')))
      expect(route.guards?.slice(0, 2)).toEqual(['authenticated', 'verified']);
    // An admin page needs an account permission, or is the platform administrators' own.
    for (const route of ROUTES.filter((entry) => entry.path.includes('/admin/'))) {
      if (route.guards?.includes('platform-admin')) expect(route.permission).toBeUndefined();
      else expect(route.permission).toMatch(/\.view$/);
    }
    expect(paths.adminAccounts.guards).toEqual(['authenticated', 'verified', 'platform-admin']);
  });

  it('names, for each prerendered page and page shell, the module its loader imports', () => {
    const named = ROUTES.filter((entry) => entry.prerender || entry.shell);
    expect(named.filter((entry) => entry.shell).map((entry) => entry.path)).toEqual([
      '/equipment/:equipment_id',
      '/quotes/:token',
      '/branches/:branch_id',
    ]);
    for (const route of named) {
      const module = (route.prerender ?? route.shell)!.replace(/^src\//, '').replace(/\.tsx$/, '');
      expect(route.load.toString()).toContain(module);
    }
  });

  it('is written by area, each file under the house limit of 400 lines, and keeps no route twice', () => {
    const sources = import.meta.glob<string>(['./paths.ts', './paths/*.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).sort()).toEqual([
      './paths.ts',
      './paths/account.ts',
      './paths/admin.ts',
      './paths/guest.ts',
      './paths/public.ts',
      './paths/shared.ts',
    ]);
    for (const [file, text] of Object.entries(sources))
      expect({ file, lines: text.split('\n').length }).toEqual({
        file,
        lines: expect.toSatisfy((lines: number) => lines <= 400),
      });
    // The areas' keys are disjoint: spreading them into one table loses no entry.
    const names = Object.values(sources)
      .join('\n')
      .match(/^ {2}\w+: route\(/gm);
    expect(names).toHaveLength(ROUTES.length);
  });
});
