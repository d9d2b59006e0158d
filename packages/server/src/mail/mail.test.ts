import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import {
  deliverPendingMail,
  MAX_DELIVERY_ATTEMPTS,
  startMailDelivery,
  type MailTransport,
} from './mail-delivery';
import { createOutbox } from './outbox';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(() => testApp.close());

const status = async (id: number) =>
  (
    await testApp.db.query<{ status: string; attempts: number }>(
      'select status, attempts from email_outbox where id = $1',
      [id],
    )
  ).rows[0];

describe('e-mail delivery', () => {
  it('sends pending mails through the transport and marks them sent', async () => {
    const outbox = createOutbox(testApp.db);
    const id = await outbox.enqueue({
      kind: 'quote-confirmation',
      to: 'sam@example.com',
      subject: 'Your quote',
      text: 'Thanks',
    });
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (message) => void sent.push(message) };
    expect(
      await deliverPendingMail(testApp.db, transport, 'Liftline <no-reply@liftline.example>'),
    ).toEqual({ sent: 1, failed: 0, released: 0 });
    expect(sent).toEqual([
      {
        from: 'Liftline <no-reply@liftline.example>',
        to: 'sam@example.com',
        subject: 'Your quote',
        text: 'Thanks',
      },
    ]);
    expect(await status(id)).toEqual({ status: 'sent', attempts: 1 });
    expect(await deliverPendingMail(testApp.db, transport, 'x')).toEqual({
      sent: 0,
      failed: 0,
      released: 0,
    }); // never twice
  });

  it(`retries a failing mail and gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const id = await createOutbox(testApp.db).enqueue({
      kind: 'verify-email',
      to: 'x@example.com',
      subject: 'S',
      text: 'T',
    });
    const broken: MailTransport = {
      sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')),
    };
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliverPendingMail(testApp.db, broken, 'x');
      expect(await status(id)).toEqual({ status: 'pending', attempts: attempt });
    }
    await deliverPendingMail(testApp.db, broken, 'x');
    expect(await status(id)).toEqual({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });
});

describe('/dev/outbox', () => {
  it('lists mails with their links, escaped', async () => {
    await createOutbox(testApp.db).enqueue({
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
    const outbox = createOutbox(testApp.db);
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
      deliverPendingMail(testApp.db, slow, 'x', 10),
      deliverPendingMail(testApp.db, slow, 'x', 10),
    ]);
    expect(new Set(delivered).size).toBe(delivered.length); // nobody got a mail twice
    expect(delivered.filter((to) => to.startsWith('b')).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `b${i}@example.com`).sort(),
    );
  });

  it('stopping delivery mid-batch releases the unsent claims for another instance', async () => {
    await testApp.db.query(`update email_outbox set status = 'sent' where status <> 'sent'`);
    const outbox = createOutbox(testApp.db);
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
    const stop = startMailDelivery({ db: testApp.db, transport: slow, from: 'x', intervalMs: 10 });
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
    // Another instance picks them up at once (no 10-minute claim to wait out).
    const other: string[] = [];
    await deliverPendingMail(testApp.db, { sendMail: async (m) => void other.push(m.to) }, 'x');
    expect(other.sort()).toEqual([
      's1@example.com',
      's2@example.com',
      's3@example.com',
      's4@example.com',
    ]);
  });
});
