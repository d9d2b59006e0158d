import type { Schemas } from '@liftline/sdk';
import { jsonResponse } from '@liftline/sdk/testing';

type Role = Schemas['Role'];
type AccountUser = Schemas['AccountUser'];
type Invite = Schemas['Invite'];
type Permission = Schemas['Permission'];

export const ACCOUNT_ID = 1;

export const PERMISSIONS: Permission[] = [
  { name: 'assets.manage', group: 'Products', description: 'Upload product files' },
  { name: 'products.manage', group: 'Products', description: 'Create, edit and delete products' },
  { name: 'products.view', group: 'Products', description: 'See the products' },
  { name: 'roles.manage', group: 'Roles', description: 'Create, edit and delete roles' },
  { name: 'roles.view', group: 'Roles', description: 'See the roles' },
  { name: 'invites.manage', group: 'Users', description: 'Invite users' },
  { name: 'users.manage', group: 'Users', description: 'Change roles and remove users' },
  { name: 'users.view', group: 'Users', description: 'See the users' },
];

const ALL = PERMISSIONS.map((p) => p.name);
const STAMP = '2026-03-04T12:00:00.000Z';

function aRole(
  id: number,
  name: string,
  permissionNames: string[],
  extra: Partial<Role> = {},
): Role {
  return {
    id,
    account_id: ACCOUNT_ID,
    name,
    description: null,
    permission_names: permissionNames,
    is_system: false,
    member_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...extra,
  };
}

export function aMember(id: number, name: string, email: string, roles: Role[]): AccountUser {
  return {
    id: 100 + id,
    account_id: ACCOUNT_ID,
    user: { id, name, email },
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
    joined_at: STAMP,
  };
}

export interface Override {
  method: string;
  path: RegExp;
  status: number;
  body?: unknown;
  /** Answer this many times (default once). */
  times?: number;
}

/**
 * An in-memory account (id 1) behind the account operations the admin pages call: roles,
 * permissions, users, invites. Tests read `calls` and `state`, and make a call fail with `fail`.
 */
export function createFakeAccountApi() {
  const owner = aRole(1, 'Owner', ALL, {
    is_system: true,
    member_count: 1,
    description: 'Full control',
  });
  const member = aRole(2, 'Member', ['products.view', 'users.view'], {
    is_system: true,
    member_count: 1,
  });
  const crew = aRole(5, 'Yard crew', ['products.view'], { description: 'Moves the units' });
  const state = {
    roles: [owner, member, crew],
    users: [
      aMember(1, 'Olive Owner', 'owner@liftline.test', [owner]),
      aMember(2, 'Marco Member', 'marco@liftline.test', [member]),
    ],
    invites: [] as Invite[],
    nextId: 50,
    token: 0,
  };
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const overrides: Override[] = [];

  const page = <T>(items: T[], query: URLSearchParams) => {
    const perPage = Number(query.get('per_page') ?? 20);
    const current = Number(query.get('page') ?? 1);
    return {
      items: items.slice((current - 1) * perPage, current * perPage),
      meta: {
        page: current,
        per_page: perPage,
        total: items.length,
        total_pages: Math.ceil(items.length / perPage),
      },
    };
  };
  const conflict = (message: string) =>
    jsonResponse({ message, slug: 'conflict' }, 409, 'Conflict');
  const withLink = (invite: Invite) => {
    state.token += 1;
    return { ...invite, invite_url: `http://liftline.test/invite?token=token-${state.token}` };
  };

  async function handle(request: Request): Promise<Response> {
    // Requests aborted before they leave (React's strict mode mounts twice) are never answered.
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.body ? await request.text() : '';
    const body: unknown = text ? JSON.parse(text) : undefined;
    const { method } = request;
    calls.push({ method, path, query: url.searchParams, body });

    const override = overrides.find((o) => o.method === method && o.path.test(path));
    if (override) {
      override.times = (override.times ?? 1) - 1;
      if (override.times <= 0) overrides.splice(overrides.indexOf(override), 1);
      return jsonResponse(override.body ?? { message: 'Down' }, override.status);
    }

    const base = `/account/${ACCOUNT_ID}`;
    let match: RegExpMatchArray | null;
    if (method === 'GET' && path === `${base}/roles`)
      return jsonResponse(page(state.roles, url.searchParams));
    if (method === 'GET' && path === `${base}/permissions`)
      return jsonResponse(page(PERMISSIONS, url.searchParams));
    if (method === 'PUT' && path === `${base}/roles`) {
      const input = body as {
        name: string;
        description: string | null;
        permission_names: string[];
      };
      const role = aRole(state.nextId++, input.name, input.permission_names, {
        description: input.description,
      });
      state.roles.push(role);
      return jsonResponse(role, 201);
    }
    if ((match = path.match(/^\/account\/1\/roles\/(\d+)$/))) {
      const role = state.roles.find((r) => r.id === Number(match![1]));
      if (!role) return jsonResponse({ message: 'Not found', slug: 'not_found' }, 404);
      if (role.is_system) return conflict('System roles cannot be changed.');
      if (method === 'DELETE') {
        if (role.member_count > 0)
          return conflict(
            'This role is still assigned to members of the account. Give them other roles first.',
          );
        state.roles = state.roles.filter((r) => r !== role);
        return new Response(null, { status: 204 });
      }
      const input = body as {
        name?: string;
        description?: string | null;
        permission_names?: string[];
      };
      Object.assign(role, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.permission_names ? { permission_names: input.permission_names } : {}),
      });
      return jsonResponse(role);
    }
    if (method === 'GET' && path === `${base}/account-users`) {
      const q = url.searchParams.get('q')?.toLowerCase();
      const roleId = Number(url.searchParams.get('role_id') ?? 0);
      const users = state.users.filter(
        (u) =>
          (!q || `${u.user.name} ${u.user.email}`.toLowerCase().includes(q)) &&
          (!roleId || u.roles.some((r) => r.id === roleId)),
      );
      return jsonResponse(page(users, url.searchParams));
    }
    if (method === 'GET' && path === `${base}/account-users/roles`)
      return jsonResponse(
        page(
          state.roles.map(({ id, name, description, is_system, member_count }) => ({
            id,
            name,
            description,
            is_system,
            member_count,
          })),
          url.searchParams,
        ),
      );
    if ((match = path.match(/^\/account\/1\/account-users\/(\d+)\/roles$/))) {
      const member = state.users.find((u) => u.user.id === Number(match![1]))!;
      const ids = (body as { role_ids: number[] }).role_ids;
      member.roles = state.roles
        .filter((r) => ids.includes(r.id))
        .map(({ id, name }) => ({ id, name }));
      return jsonResponse(member);
    }
    if (method === 'DELETE' && (match = path.match(/^\/account\/1\/account-users\/(\d+)$/))) {
      state.users = state.users.filter((u) => u.user.id !== Number(match![1]));
      return new Response(null, { status: 204 });
    }
    if (path === `${base}/account-users/invite`) {
      if (method === 'GET') return jsonResponse(page(state.invites, url.searchParams));
      const input = body as { email: string; role_ids: number[] };
      const invite: Invite = {
        id: state.nextId++,
        account_id: ACCOUNT_ID,
        email: input.email,
        role_ids: input.role_ids,
        status: 'pending',
        invited_by: { id: 1, name: 'Olive Owner', email: 'owner@liftline.test' },
        expires_at: '2026-03-11T12:00:00.000Z',
        created_at: STAMP,
        accepted_at: null,
      };
      state.invites.unshift(invite);
      return jsonResponse(withLink(invite), 201);
    }
    if ((match = path.match(/^\/account\/1\/account-users\/invite\/(\d+)(\/resend)?$/))) {
      const invite = state.invites.find((i) => i.id === Number(match![1]))!;
      if (match[2]) {
        invite.status = 'pending';
        return jsonResponse(withLink(invite));
      }
      invite.status = 'revoked';
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ message: `No fake for ${method} ${path}` }, 501);
  }

  return {
    handle,
    state,
    calls,
    /** The next matching call(s) answer `status` with `body`. */
    fail(override: Override) {
      overrides.push(override);
    },
    /** The calls of one method to paths matching `path`. */
    callsTo(method: string, path: RegExp) {
      return calls.filter((call) => call.method === method && path.test(call.path));
    },
    aRole,
  };
}

export type FakeAccountApi = ReturnType<typeof createFakeAccountApi>;

export const anInvite = (overrides: Partial<Invite>): Invite => ({
  id: 1,
  account_id: ACCOUNT_ID,
  email: 'someone@liftline.test',
  role_ids: [],
  status: 'pending',
  invited_by: null,
  expires_at: '2026-03-11T12:00:00.000Z',
  created_at: STAMP,
  accepted_at: null,
  ...overrides,
});
