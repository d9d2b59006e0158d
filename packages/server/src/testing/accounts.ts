import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../db/database';
import type { ErrorSlug } from '../http/api-error';
import { registerAndLogin, type Injectable, type TestSession } from './auth';

/** The id of a role of the account, by name. */
export async function roleIdOf(db: Queryable, accountId: number, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'select id from roles where account_id = $1 and lower(name) = lower($2)',
    [accountId, name],
  );
  if (!rows[0]) throw new Error(`Account ${accountId} has no role ${name}.`);
  return rows[0].id;
}

/** A custom role with exactly `permissionNames`, written straight to the database. */
export async function insertRole(
  db: Queryable,
  accountId: number,
  name: string,
  permissionNames: string[],
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into roles (account_id, name, permission_names) values ($1, $2, $3) returning id`,
    [accountId, name, permissionNames],
  );
  return rows[0]!.id;
}

/** Makes `userId` a member of the account with the named roles (straight to the database). */
export async function addMember(
  db: Queryable,
  accountId: number,
  userId: number,
  roleNames: string[] = [],
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into account_users (account_id, user_id) values ($1, $2) returning id',
    [accountId, userId],
  );
  const accountUserId = rows[0]!.id;
  for (const name of roleNames) {
    await db.query('insert into account_user_roles (account_user_id, role_id) values ($1, $2)', [
      accountUserId,
      await roleIdOf(db, accountId, name),
    ]);
  }
  return accountUserId;
}

/**
 * A newly registered user (owner of their own personal account, which stays their current one)
 * who is also a member of `accountId` with the named roles.
 */
export async function registerMember(
  app: Injectable,
  db: Queryable,
  accountId: number,
  roleNames: string[],
  overrides: { name?: string; email?: string } = {},
): Promise<TestSession> {
  const session = await registerAndLogin(app, overrides);
  await addMember(db, accountId, session.user.id, roleNames);
  return session;
}

/** Asserts the documented error body: exactly `message` (non-empty) and `slug` (+ `errors` on 422). */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  slug: ErrorSlug,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(body.slug).toBe(slug);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  const keys = slug === 'validation_failed' ? ['errors', 'message', 'slug'] : ['message', 'slug'];
  // A 409 about days that are not free names them (`days`); no other error has more.
  const dated = slug === 'conflict' && Array.isArray(body.days) ? ['days'] : [];
  expect(Object.keys(body).sort()).toEqual([...dated, ...keys].sort());
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * `call(method, path, { as, payload })`: an API call (path below `/api/v1`) as a test session,
 * or without credentials when `as` is omitted.
 */
export function apiCaller(app: Injectable) {
  return (
    method: Method,
    path: string,
    { as, payload }: { as?: Pick<TestSession, 'authHeader'>; payload?: object } = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${path}`,
      headers: as?.authHeader ?? {},
      ...(payload === undefined ? {} : { payload }),
    });
}
