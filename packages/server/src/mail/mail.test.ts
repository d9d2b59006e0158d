import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import {
  deliverMailJob,
  deliverPendingMail,
  fetchMailJobs,
  MAX_DELIVERY_ATTEMPTS,
  startMailDelivery,
  type MailTransport,
} from './mail-delivery';
import { expireJob, makeJobDue } from '../jobs/job-test-helpers';
import { inTransaction, MAIL_QUEUE, MAIL_RETRY_DELAY_SECONDS } from '../jobs/job-queue';
import { createDocumentStore } from '../documents/stored-documents';
import { createOutbox } from './outbox';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(() => testApp.close());

const jobOf = async (id: number) =>
  (
    await testApp.db.query<{ job_id: string }>('select job_id from email_outbox where id = $1', [
      id,
    ])
  ).rows[0]!.job_id;
/** Seconds until the mail's job is due again. */
const retryWait = async (id: number) =>
  (
    await testApp.db.query<{ wait: number }>(
      'select extract(epoch from start_after - now())::float8 as wait from pgboss.job where id = $1',
      [await jobOf(id)],
    )
  ).rows[0]!.wait;
/** Makes a mail's retry due now (the test does not wait out the backoff). */
const makeDue = async (id: number) =>
  testApp.db.query('update pgboss.job set start_after = now() where id = $1', [await jobOf(id)]);

const status = async (id: number) =>
  (
    await testApp.db.query<{ status: string; attempts: number }>(
      'select status, attempts from email_outbox where id = $1',
      [id],
    )
  ).rows[0];

describe('e-mail delivery', () => {
  it('sends pending mails through the transport and marks them sent', async () => {
    const outbox = createOutbox(testApp.db, testApp.app.jobs);
    const id = await outbox.enqueue({
      kind: 'quote-confirmation',
      to: 'sam@example.com',
      subject: 'Your quote',
      text: 'Thanks',
    });
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (message) => void sent.push(message) };
    expect(
      await deliverPendingMail(
        testApp.db,
        testApp.app.jobs,
        transport,
        'Liftline <no-reply@liftline.example>',
      ),
    ).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([
      {
        from: 'Liftline <no-reply@liftline.example>',
        to: 'sam@example.com',
        subject: 'Your quote',
        text: 'Thanks',
      },
    ]);
    expect(await status(id)).toEqual({ status: 'sent', attempts: 1 });
    expect(await deliverPendingMail(testApp.db, testApp.app.jobs, transport, 'x')).toEqual({
      sent: 0,
      failed: 0,
    }); // never twice
  });

  it(`retries a failing mail with exponential backoff and gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const id = await createOutbox(testApp.db, testApp.app.jobs).enqueue({
      kind: 'verify-email',
      to: 'x@example.com',
      subject: 'S',
      text: 'T',
    });
    const broken: MailTransport = {
      sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')),
    };
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await deliverPendingMail(testApp.db, testApp.app.jobs, broken, 'x')).toEqual({
        sent: 0,
        failed: 1,
      });
      expect(await status(id)).toEqual({ status: 'pending', attempts: attempt });
      // Not due again at once: the retry waits (the backoff) …
      expect(await deliverPendingMail(testApp.db, testApp.app.jobs, broken, 'x')).toEqual({
        sent: 0,
        failed: 0,
      });
      waits.push(await retryWait(id));
      await makeDue(id); // … here cut short
    }
    // 30 s · 2^n/2 … 30 s · 2^n (pg-boss's backoff with jitter): each wait longer than the last.
    expect(waits[0]).toBeGreaterThanOrEqual(MAIL_RETRY_DELAY_SECONDS - 1);
    for (let n = 1; n < waits.length; n++) expect(waits[n]).toBeGreaterThan(waits[n - 1]!);
    await deliverPendingMail(testApp.db, testApp.app.jobs, broken, 'x');
    expect(await status(id)).toEqual({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    await makeDue(id);
    expect(await deliverPendingMail(testApp.db, testApp.app.jobs, broken, 'x')).toEqual({
      sent: 0,
      failed: 0,
    }); // given up
  });
});

describe('attachments', () => {
  it('a mail names its stored files; the delivery attaches their bytes and the dev outbox serves them', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 attachment of the test');
    const document = await createDocumentStore(testApp.db).store('QT-2026-000042.pdf', pdf);
    const id = await createOutbox(testApp.db, testApp.app.jobs).enqueue({
      kind: 'quote-sent',
      to: 'pat@example.com',
      subject: 'Your quote QT-2026-000042',
      text: 'Attached',
      attachments: [{ document_id: document.id }],
    });
    // The mail row carries the reference only, never the bytes.
    const { rows } = await testApp.db.query<{ attachments: unknown }>(
      'select attachments from email_outbox where id = $1',
      [id],
    );
    expect(rows[0]!.attachments).toEqual([{ document_id: document.id }]);
    const json = await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    const listed = json.json<{ items: { id: number; attachments: { url: string }[] }[] }>();
    const mail = listed.items.find((item) => item.id === id)!;
    expect(mail.attachments).toEqual([
      {
        document_id: document.id,
        filename: 'QT-2026-000042.pdf',
        size: pdf.length,
        url: `/dev/outbox/documents/${document.id}`,
      },
    ]);
    const file = await testApp.app.inject({ method: 'GET', url: mail.attachments[0]!.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    await deliverPendingMail(
      testApp.db,
      testApp.app.jobs,
      { sendMail: async (message) => void sent.push(message) },
      'x',
    );
    const delivered = sent.find((message) => message.to === 'pat@example.com')!;
    expect(delivered.attachments).toEqual([
      { filename: 'QT-2026-000042.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' },
    ]);
  });
});

describe('/dev/outbox', () => {
  it('lists mails with their links, escaped', async () => {
    await createOutbox(testApp.db, testApp.app.jobs).enqueue({
      kind: 'password-reset',
      to: 'dana@example.com',
      subject: 'Reset <your> password',
      text: 'Use the link',
      links: [
        {
          label: 'Reset password',
          url: 'http://localhost:3000/guest/user/reset-password?token=abc&email=dana%40example.com',
        },
      ],
    });
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reset &lt;your&gt; password');
    expect(page.body).toContain(
      'href="http://localhost:3000/guest/user/reset-password?token=abc&amp;email=dana%40example.com"',
    );
    const json = await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.json().items[0]).toMatchObject({ kind: 'password-reset', to: 'dana@example.com' });
  });

  it.each(['/dev/outbox', '/dev/outbox.json'])(
    '%s is never stored by a cache (its links are secrets)',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const refused = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { host: 'x.example' },
      });
      expect(refused.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['localhost:3000', '127.0.0.1:4317', '[::1]:3000', 'LOCALHOST'])(
    'answers a loopback Host (%s)',
    async (host) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/dev/outbox.json',
        headers: { host },
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each([
    'attacker.example',
    'attacker.example:3000',
    'localhost.attacker.example',
    '10.0.0.5:3000',
  ])(
    'is invisible to any other Host (%s): a DNS-rebound page cannot read the links',
    async (host) => {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        const response = await testApp.app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('reset-password');
      }
    },
  );

  it('is off in production', async () => {
    const production = await createTestApp({ seed: false, config: { devOutbox: false } });
    const response = await production.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});

describe('DEV_OUTBOX default', () => {
  it('is on for a local server, off on a public interface or in production', async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });
});

describe('concurrent delivery', () => {
  it('two deliverers running at once send each mail exactly once', async () => {
    const outbox = createOutbox(testApp.db, testApp.app.jobs);
    for (let i = 0; i < 10; i++)
      await outbox.enqueue({
        kind: 'quote-request',
        to: `b${i}@example.com`,
        subject: 'S',
        text: 'T',
      });
    const delivered: string[] = [];
    const slow: MailTransport = {
      sendMail: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(message.to);
      },
    };
    await Promise.all([
      deliverPendingMail(testApp.db, testApp.app.jobs, slow, 'x', 10),
      deliverPendingMail(testApp.db, testApp.app.jobs, slow, 'x', 10),
    ]);
    expect(new Set(delivered).size).toBe(delivered.length); // nobody got a mail twice
    expect(delivered.filter((to) => to.startsWith('b')).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `b${i}@example.com`).sort(),
    );
  });

  it('stopping delivery mid-run leaves the other mails due for another instance at once', async () => {
    await testApp.db.query(`update email_outbox set status = 'sent' where status <> 'sent'`);
    const outbox = createOutbox(testApp.db, testApp.app.jobs);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await outbox.enqueue({
          kind: 'quote-request',
          to: `s${i}@example.com`,
          subject: 'S',
          text: 'T',
        }),
      );
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const delivered: string[] = [];
    const slow: MailTransport = {
      sendMail: async (message) => {
        firstStarted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        delivered.push(message.to);
      },
    };
    const stop = startMailDelivery({
      db: testApp.db,
      jobs: testApp.app.jobs,
      transport: slow,
      from: 'x',
      intervalMs: 10,
    });
    await started;
    await stop();
    expect(delivered).toEqual(['s0@example.com']); // the mail in flight is finished
    const { rows } = await testApp.db.query<{ status: string; claimed_at: string | null }>(
      'select status, claimed_at from email_outbox where id = any($1::int[]) order by id',
      [ids.slice(1)],
    );
    expect(rows).toEqual(
      Array.from({ length: 4 }, () => ({ status: 'pending', claimed_at: null })),
    );
    // Another instance picks them up at once (no claim to wait out).
    const other: string[] = [];
    await deliverPendingMail(
      testApp.db,
      testApp.app.jobs,
      { sendMail: async (m) => void other.push(m.to) },
      'x',
    );
    expect(other.sort()).toEqual([
      's1@example.com',
      's2@example.com',
      's3@example.com',
      's4@example.com',
    ]);
  });

  it('a mail stored without its job (a tool writing SQL) is queued and sent by the delivery', async () => {
    const { rows } = await testApp.db.query<{ id: number }>(
      `insert into email_outbox (kind, to_address, subject, text_body)
       values ('lead-status', 'tool@example.com', 'From a tool', 'T') returning id`,
    );
    const delivered: string[] = [];
    const stop = startMailDelivery({
      db: testApp.db,
      jobs: testApp.app.jobs,
      transport: { sendMail: async (mail) => void delivered.push(mail.to) },
      from: 'x',
      intervalMs: 10,
    });
    for (const deadline = Date.now() + 10_000; !delivered.length && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(delivered).toEqual(['tool@example.com']);
    expect(await status(rows[0]!.id)).toEqual({ status: 'sent', attempts: 1 });
  });

  it('a mail is queued in the transaction of the change: a rollback queues nothing', async () => {
    const outbox = createOutbox(testApp.db, testApp.app.jobs);
    const before = await jobCount();
    await expect(
      testApp.db.transaction(async (tx) => {
        await outbox.enqueue(
          { kind: 'verify-email', to: 'r@example.com', subject: 'S', text: 'T' },
          tx,
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobCount()).toBe(before);
    await testApp.db.transaction((tx) =>
      outbox.enqueue({ kind: 'verify-email', to: 'c@example.com', subject: 'S', text: 'T' }, tx),
    );
    expect(await jobCount()).toBe(before + 1);
  });

  it('a late result of an attempt that expired and went to another instance settles nothing', async () => {
    await testApp.db.query(`update email_outbox set status = 'sent' where status <> 'sent'`);
    await deliverPendingMail(testApp.db, testApp.app.jobs, { sendMail: async () => {} }, 'x');
    const id = await createOutbox(testApp.db, testApp.app.jobs).enqueue({
      kind: 'verify-email',
      to: 'late@example.com',
      subject: 'S',
      text: 'T',
    });
    const jobs = testApp.app.jobs;
    const [first] = await fetchMailJobs(jobs);
    expect(first?.data).toEqual({ mailId: id });
    // The first instance stalls past the job's expiry: pg-boss hands the job out again.
    await expireJob(testApp.db, jobs, MAIL_QUEUE, first!.id);
    await makeJobDue(testApp.db, first!.id); // (after the retry's backoff)
    const [second] = await fetchMailJobs(jobs);
    expect(second?.id).toBe(first!.id);
    // The late first attempt fails: fenced out, the job stays with the second attempt.
    const late = await testApp.db.transaction((tx) =>
      jobs.boss.fail(
        MAIL_QUEUE,
        { id: first!.id, retryCount: first!.retryCount },
        {},
        { db: inTransaction(tx) },
      ),
    );
    expect((late as { affected?: number }).affected).toBe(0);
    const delivered: string[] = [];
    expect(
      await deliverMailJob(
        testApp.db,
        jobs,
        { sendMail: async (m) => void delivered.push(m.to) },
        'x',
        second!,
      ),
    ).toBe('sent');
    expect(delivered).toEqual(['late@example.com']);
    expect(await status(id)).toEqual({ status: 'sent', attempts: 1 });
  });
});

const jobCount = async () =>
  (
    await testApp.db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'mail'`,
    )
  ).rows[0]!.n;
