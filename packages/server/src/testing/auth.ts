import type { components } from '@liftline/sdk/schema';
import type { FastifyInstance } from 'fastify';
import { DEMO_OWNER } from '../db/seed-demo-data';

type AuthResponse = components['schemas']['AuthResponse'];

/** Anything with Fastify's `inject` (the app of `createTestApp()`). */
export type Injectable = Pick<FastifyInstance, 'inject'>;

/** A logged-in test user: their credentials, profile, tokens and ready-made auth headers. */
export interface TestSession extends AuthResponse {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }` — spread it into `inject({ headers })`. */
  authHeader: { authorization: string };
}

export const TEST_PASSWORD = 'Correct-Horse-42';

let sequence = 0;

/** An e-mail address no other test user has. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}@example.com`;
}

/** `{ authorization: 'Bearer <token>' }`. */
export function bearerHeader(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

function toSession(body: AuthResponse, email: string, password: string): TestSession {
  return {
    ...body,
    email,
    password,
    accessToken: body.token.access_token,
    refreshToken: body.token.refresh_token,
    authHeader: bearerHeader(body.token.access_token),
  };
}

/**
 * Registers a new user (unique e-mail unless given) through `PUT /user/register` and answers their
 * session: the user owns a fresh personal account holding every permission.
 */
export async function registerAndLogin(
  app: Injectable,
  overrides: { name?: string; email?: string; password?: string; companyName?: string } = {},
): Promise<TestSession> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/user/register',
    payload: {
      name: overrides.name ?? 'Test User',
      email,
      password,
      password_confirmation: password,
      ...(overrides.companyName !== undefined ? { company_name: overrides.companyName } : {}),
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  }
  return toSession(response.json<AuthResponse>(), email, password);
}

/** Logs an existing user in through `POST /user/login`. */
export async function loginAs(
  app: Injectable,
  email: string,
  password: string,
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) {
    throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  }
  return toSession(response.json<AuthResponse>(), email, password);
}

/** The seeded demo owner (platform admin, Owner of the demo account). */
export function loginAsDemoOwner(app: Injectable): Promise<TestSession> {
  return loginAs(app, DEMO_OWNER.email, DEMO_OWNER.password);
}
