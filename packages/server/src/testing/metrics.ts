import { newPublishableKey } from '../dealers/site-keys';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { createOutbox } from '../mail/outbox';
import { loginAsDemoOwner, type Injectable } from './auth';

/** One sample of Prometheus text: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comment lines skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[name!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample of `name` whose labels include `labels` (undefined: none). */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

const ORIGIN = 'https://dealer.example';

/**
 * Traffic that touches every metric the server exports: a routed read (404 of a known route), an
 * unknown URL, a login that succeeds and one that fails, funnel events accepted and refused
 * (off origin, by an unknown key, over the key's limit: the app must have
 * `dealerEventsPerKeyPerMinute: 3`), and a mail waiting in the outbox.
 */
export async function driveTraffic(
  app: Injectable & { jobs: JobQueue },
  db: Database,
): Promise<void> {
  await app.inject({ method: 'GET', url: '/api/v1/equipment/999999' });
  await app.inject({ method: 'GET', url: '/no/such/page/42' });
  await loginAsDemoOwner(app);
  await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: 'nobody@liftline.example', password: 'Wrong-Password-1' },
  });
  const { rows } = await db.query<{ id: number }>(
    `select id from accounts where name = 'Liftline Demo Rentals'`,
  );
  const key = newPublishableKey();
  await db.query(
    `insert into dealer_sites (account_id, name, origins, active, publishable_key)
     values ($1, 'Metrics dealer', $2, true, $3)`,
    [rows[0]!.id, [ORIGIN], key],
  );
  const events = (key: string, pages: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: {
        site_key: key,
        events: pages.map((page) => ({ type: 'impression', element: 'request-quote', page })),
      },
    });
  await events(key, [`${ORIGIN}/cranes`, 'https://elsewhere.example/x']);
  await events(newPublishableKey(), [`${ORIGIN}/cranes`]);
  await events(key, [`${ORIGIN}/a`, `${ORIGIN}/b`]);
  await createOutbox(db, app.jobs).enqueue({
    kind: 'contact-request',
    to: 'branch@liftline.example',
    subject: 'Waiting',
    text: 'A mail the queue metrics count.',
  });
}
