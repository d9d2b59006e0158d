import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { seedDemoQuote } from './seed-demo-quote';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo’s sent quote', () => {
  it('sends one quote on a quoted demo rental, its mail with the PDF and link in the outbox; once', async () => {
    const number = await seedDemoQuote(t.db, t.config.publicUrl);
    expect(number).toMatch(/^QT-\d{4}-000001$/);
    const { rows } = await t.db.query<{ status: string; lines: number; total: number }>(
      `select status, (select count(*)::int from lead_quote_lines l where l.quote_id = q.id) as lines,
              total_cents::float8 / 100 as total
         from lead_quotes q`,
    );
    expect(rows).toEqual([{ status: 'sent', lines: 1, total: expect.any(Number) }]);
    expect(rows[0]!.total).toBeGreaterThan(150);
    const mail = await t.db.query<{ links: { url: string }[]; attachments: unknown[] }>(
      `select links, attachments from email_outbox where kind = 'quote-sent'`,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.attachments).toHaveLength(1);
    const url = mail.rows[0]!.links[0]!.url;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quotes/${url.slice(url.lastIndexOf('/') + 1)}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(await seedDemoQuote(t.db, t.config.publicUrl)).toBeNull();
  });
});
