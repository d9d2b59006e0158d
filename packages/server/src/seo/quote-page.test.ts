import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRentalUnit } from '../bookings/booking-test-helpers';
import { demoAccountId } from '../products/product-test-helpers';
import { quoteBody, quoteList, rentItem, rentLine, sendQuote } from '../quotes/quote-test-helpers';
import { apiCaller } from '../testing/accounts';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { isPageRead, pageReadHeaders } from './page-read';
import { writeTestStorefront } from './seo-test-storefront';

// The customer's quote page (`/quotes/:token`, the mail's link) is rendered by the server with
// the quote, so it paints before any script runs. The storefront's bundle here is a small module
// of the same shape as the real one: it names the quote's read as the real `pageReads` does and
// renders the data it is given.

function writeQuoteBundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'liftline-quote-ssr-'));
  writeFileSync(
    join(dir, 'entry-prerender.js'),
    `globalThis.__quoteRenders = 0;
export async function renderPage(path, data) {
  globalThis.__quoteRenders += 1;
  const quote = data[0].data;
  return '<main><h1>' + quote.number + ' ' + quote.status + '</h1><p>' + (path.startsWith('/es/') ? 'es' : 'en') + '</p><button>Accept</button></main>';
}
export const pageReads = (path) => {
  const token = /^(?:\\/es)?\\/quotes\\/([A-Za-z0-9_-]{22,128})$/.exec(path)?.[1];
  return token ? [{ key: ['get', '/quotes/{token}', { params: { path: { token } } }], url: '/quotes/' + token }] : null;
};
export const disableControls = (html) => html.replace(/<button\\b/g, '<button disabled=""');
export const prerenderProblems = () => [];
`,
  );
  return dir;
}

const renders = () => (globalThis as unknown as { __quoteRenders: number }).__quoteRenders;
const ROOT_CONTENT = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/;

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let branchId: number;
const READS_PER_HOUR = 40; // the quote reads' limit per IP is 10 × the forms' (quote-operations.ts)

beforeAll(async () => {
  t = await createTestApp({
    config: {
      formSubmissionsPerHour: READS_PER_HOUR / 10,
      storefrontDir: writeTestStorefront(),
      storefrontSsrDir: writeQuoteBundle(),
    },
  });
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  accountId = await demoAccountId(t.db);
  branchId = (await t.db.query<{ id: number }>(`select id from branches where city = 'Chicago'`))
    .rows[0]!.id;
});
afterAll(() => t.close());

/** API calls from a visitor's address. */
const callFrom =
  (ip: string, headers: Record<string, string> = {}): ReturnType<typeof apiCaller> =>
  (method, path, { payload } = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload }),
    });

/** A sent quote (from a guest's list sent from `ip`); its number and token. */
async function sentQuote(ip: string) {
  const lift = await insertRentalUnit(t.db, { accountId, branchId });
  const reference = await quoteList(callFrom(ip), [rentItem(lift, 1, 3, 9)]);
  const { quote, token } = await sendQuote(
    call,
    t.db,
    owner,
    accountId,
    reference,
    quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
  );
  return { number: quote.number, token };
}

const viewedAt = async (number: string) =>
  (
    await t.db.query<{ viewed_at: Date | null }>(
      'select viewed_at from lead_quotes where number = $1',
      [number],
    )
  ).rows[0]!.viewed_at;

const page = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('the customer’s quote page on the server', () => {
  it('is rendered with the quote, in its language, every time (never cached), and never stored', async () => {
    const { number, token } = await sentQuote('203.0.113.10');
    const before = renders();
    const response = await page(`/quotes/${token}`, '203.0.113.10');
    expect(response.statusCode).toBe(200);
    expect(ROOT_CONTENT.exec(response.body)?.[1]).toBe(
      `<main><h1>${number} sent</h1><p>en</p><button disabled="">Accept</button></main>`,
    );
    // The app hydrates with the same answer, under the key its query asks with.
    expect(response.body).toContain('id="liftline-query-data"');
    expect(response.body).toContain(`"number":"${number}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const spanish = await page(`/es/quotes/${token}`, '203.0.113.10');
    expect(ROOT_CONTENT.exec(spanish.body)?.[1]).toContain('<p>es</p>');
    await page(`/quotes/${token}`, '203.0.113.10');
    expect(renders()).toBe(before + 3);
    // After the customer answers, the page says so at once (nothing kept from before).
    const declined = await callFrom('203.0.113.10')('POST', `/quotes/${token}/decline`, {
      payload: {},
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(ROOT_CONTENT.exec((await page(`/quotes/${token}`, '203.0.113.10')).body)?.[1]).toContain(
      `<h1>${number} declined</h1>`,
    );
  });

  it('does not count as the quote’s opening (mail scanners fetch links); the app’s own read does', async () => {
    const { number, token } = await sentQuote('203.0.113.11');
    await page(`/quotes/${token}`, '203.0.113.11');
    await page(`/es/quotes/${token}`, '203.0.113.11');
    expect(await viewedAt(number)).toBeNull();
    const read = await callFrom('203.0.113.11')('GET', `/quotes/${token}`);
    expect(read.statusCode).toBe(200);
    expect(await viewedAt(number)).not.toBeNull();
  });

  it('sends the shell for an unknown token, and counts each page against the visitor’s read limit', async () => {
    const unknown = await page(`/quotes/${'x'.repeat(43)}`, '203.0.113.12');
    expect(unknown.statusCode).toBe(200);
    expect(ROOT_CONTENT.exec(unknown.body)?.[1]).toBe('');
    expect(unknown.headers['cache-control']).toBe('no-store');
    const { number, token } = await sentQuote('203.0.113.13');
    // Visitor .13 spends its reads on pages: the pages render until the limit, then the shell.
    let rendered = 0;
    for (let i = 0; i < READS_PER_HOUR + 2; i++) {
      const response = await page(`/quotes/${token}`, '203.0.113.13');
      if (ROOT_CONTENT.exec(response.body)?.[1]?.includes(number)) rendered += 1;
    }
    expect(rendered).toBe(READS_PER_HOUR);
    // Its own API read is refused now; another visitor's page still renders.
    expect((await callFrom('203.0.113.13')('GET', `/quotes/${token}`)).statusCode).toBe(429);
    expect(ROOT_CONTENT.exec((await page(`/quotes/${token}`, '203.0.113.14')).body)?.[1]).toContain(
      number,
    );
  });

  it('renders a token page with a query as its shell (the link never has one)', async () => {
    const { token } = await sentQuote('203.0.113.15');
    const response = await page(`/quotes/${token}?utm_source=mail`, '203.0.113.15');
    expect(ROOT_CONTENT.exec(response.body)?.[1]).toBe('');
  });
});

describe('the server’s own page reads', () => {
  it('are told apart only by the value this process drew', () => {
    expect(isPageRead(pageReadHeaders())).toBe(true);
    const [[name, value]] = Object.entries(pageReadHeaders()) as [[string, string]];
    expect(isPageRead({ [name]: `${value.slice(0, -1)}x` })).toBe(false);
    expect(isPageRead({ [name]: value.slice(1) })).toBe(false);
    expect(isPageRead({ [name]: '' })).toBe(false);
    expect(isPageRead({})).toBe(false);
  });

  it('a visitor sending the header with a guessed value still records the opening', async () => {
    const { number, token } = await sentQuote('203.0.113.16');
    const [[name]] = Object.entries(pageReadHeaders()) as [[string, string]];
    await callFrom('203.0.113.16', { [name]: 'guess' })('GET', `/quotes/${token}`);
    expect(await viewedAt(number)).not.toBeNull();
  });
});
