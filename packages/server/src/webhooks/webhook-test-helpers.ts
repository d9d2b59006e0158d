import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccountWithSystemRoles } from '../accounts/account-setup';
import { loadConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { openDatabase } from '../db/open-database';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import type { WebhookEventType } from './webhook-events';

/** A fresh migrated database (in-memory PGlite, or a scratch one on `TEST_DATABASE_URL`). */
export async function openTestDatabase(): Promise<{
  db: Database;
  jobs: JobQueue;
  close(): Promise<void>;
}> {
  const scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : null;
  const db = await openDatabase({
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: scratch?.url,
  });
  const jobs = createJobQueue(db);
  await jobs.start();
  return {
    db,
    jobs,
    async close() {
      await jobs.stop();
      await db.close();
      await scratch?.drop();
    },
  };
}

export const TEST_SECRET = `whsec_${'s'.repeat(43)}`;

/** An account with an owner (`owner@…`, English) and no endpoint yet. */
export async function insertAccount(db: Queryable, name = 'Hooked Rentals') {
  const { accountId, roleIds } = await createAccountWithSystemRoles(db, name);
  const email = `owner-${accountId}-${Date.now()}@example.com`;
  const user = await db.query<{ id: number }>(
    `insert into users (name, email, password_hash) values ('Olive Owner', $1, 'x') returning id`,
    [email],
  );
  const member = await db.query<{ id: number }>(
    'insert into account_users (account_id, user_id) values ($1, $2) returning id',
    [accountId, user.rows[0]!.id],
  );
  await db.query('insert into account_user_roles (account_user_id, role_id) values ($1, $2)', [
    member.rows[0]!.id,
    roleIds.get('Owner'),
  ]);
  return { accountId, ownerEmail: email };
}

/** An endpoint straight in the database (the API's checks are the endpoint operations' tests). */
export async function insertEndpoint(
  db: Queryable,
  accountId: number,
  url: string,
  events: WebhookEventType[] = ['lead.created'],
  { active = true, secret = TEST_SECRET }: { active?: boolean; secret?: string } = {},
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into webhook_endpoints (account_id, url, events, active, secret)
     values ($1, $2, $3, $4, $5) returning id`,
    [accountId, url, events, active, secret],
  );
  return rows[0]!.id;
}

export interface ReceivedWebhook {
  body: string;
  signature: string;
  path: string;
}

/**
 * A local receiver (node:http on 127.0.0.1). `answer` picks each status from the requests seen so
 * far (default 200); everything received is kept in `received`.
 */
export async function startReceiver(
  answer: (request: ReceivedWebhook, index: number) => number = () => 200,
) {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const hook = {
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['liftline-signature'] ?? ''),
        path: request.url ?? '/',
      };
      received.push(hook);
      response.statusCode = answer(hook, received.length - 1);
      response.end(response.statusCode < 300 ? 'thanks' : 'not now');
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Resolves once `count` requests arrived. */
    receivedCount(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A receiver's check: the HMAC of "<t>.<raw body>" with `secret` is one of the v1 entries. */
export function signatureValid(header: string, body: string, secret = TEST_SECRET): boolean {
  const parts = header.split(',');
  const t = parts.find((part) => part.startsWith('t='))?.slice(2);
  if (!t) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.includes(`v1=${expected}`);
}
