import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError } from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { csvCell, csvRecord, LEAD_CSV_COLUMNS, leadCsvStream, looksLikeFormula } from './lead-csv';
import type { LeadSummary } from './lead-inbox-repository';
import { insertBranch, insertLead } from './lead-test-helpers';

/**
 * The cells of one CSV line as a spreadsheet with `separator` reads them: a quote opens a quoted
 * cell only at the start of a cell (RFC 4180); elsewhere it is text.
 */
function readCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let at = 0;
  while (at <= line.length) {
    let cell = '';
    if (line[at] === '"') {
      at += 1;
      while (at < line.length && !(line[at] === '"' && line[at + 1] !== '"')) {
        cell += line[at];
        at += line[at] === '"' ? 2 : 1;
      }
      at += 1;
    }
    const end = line.indexOf(separator, at) === -1 ? line.length : line.indexOf(separator, at);
    cells.push(cell + line.slice(at, end));
    at = end + 1;
  }
  return cells;
}

describe('csvCell (RFC 4180 and the formula guard)', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [42, '42'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 312 555 0100', "'+1 312 555 0100"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['Zoë – 東京 😀', 'Zoë – 東京 😀'],
    ['mid=dle', 'mid=dle'],
  ] as const)('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  // Issue 33 item 5: the probe's payloads, and their kin. The first character that is not
  // whitespace decides, full-width and other compatibility forms included.
  it.each([
    [' =HYPERLINK("http://evil.example","x")', `"' =HYPERLINK(""http://evil.example"",""x"")"`],
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['\n=1+1', `"'\n=1+1"`],
    ['\r\n=1+1', `"'\r\n=1+1"`],
    ['\uff1d1+1', "'\uff1d1+1"],
    [' +1+1', "' +1+1"],
    ['\t \u3000-1+1', "'\t \u3000-1+1"],
    ['\u2003\u200b@SUM(A1)', "'\u2003\u200b@SUM(A1)"],
    ['\uff0b1', "'\uff0b1"],
    ['\uff0d1', "'\uff0d1"],
    ['\uff20cmd', "'\uff20cmd"],
    ['\ufe661+1', "'\ufe661+1"],
    ['\ufeff=1+1', "'\ufeff=1+1"],
  ] as const)('defuses %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([' plain', '\u00a0Zoë', '\uff21cme', ' 12 units', '\n\nnotes'])(
    'leaves %j alone (no formula sign after the whitespace)',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(false);
    },
  );

  // Issue 42 item 4: `;` is the list separator of Excel in many locales.
  it.each([
    [';=1+1', `";'=1+1"`],
    ['x;=HYPERLINK("http://evil.example","x")', `"x;'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['a;b', '"a;b"'],
    ['10 units; call first', '"10 units; call first"'],
  ] as const)(
    'quotes a cell holding ";" and defuses what follows it: %j → %j',
    (value, expected) => {
      expect(csvCell(value)).toBe(expected);
    },
  );

  it('records end with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

describe('leadCsvStream', () => {
  it('reads the next batch only when the reader has taken the previous one', async () => {
    const lead = {
      reference: 'Q-2026-000001',
      type: 'quote',
      status: 'new',
      source: { kind: 'storefront', site: null, page: null, element: null },
    } as LeadSummary;
    let pulled = 0;
    async function* batches() {
      for (let n = 0; n < 1000; n++) {
        pulled += 1;
        yield [lead];
      }
    }
    const stream = leadCsvStream(batches());
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      if (chunks.length === 3) break;
    }
    // The header and two batches read, plus at most what the stream buffers ahead (its highWaterMark).
    expect(pulled).toBeLessThan(100);
    expect(chunks[0]!.toString()).toBe(`${LEAD_CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('exportAccountLeads', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let owner: TestSession;
  let accountId: number;
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    call = apiCaller(t.app);
    owner = await registerAndLogin(t.app, { name: 'Export Owner' });
    accountId = owner.user.current_account.id;
    branchId = await insertBranch(t.db, accountId, 'Export, "Main" Branch');
  });
  afterAll(() => t.close());

  it('streams the filtered inbox as an attachment: header row, quoting, formula guard, UTF-8', async () => {
    const hostile = await insertLead(t.db, {
      accountId,
      branchId,
      name: '=cmd|"/C calc"!A0',
      company: 'Comma, Quote " and\nnewline',
      email: 'zoë@exämple.example',
      createdAt: '2026-05-02T10:00:00.000Z',
    });
    const contact = await insertLead(t.db, {
      accountId,
      branchId,
      type: 'contact',
      name: '@Sum',
      subject: '-10 units?',
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    const response = await call('GET', `/account/${accountId}/leads.csv`, { as: owner });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\r\n')[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(response.body).toBe(
      [
        LEAD_CSV_COLUMNS.join(','),
        [
          hostile.reference,
          'quote',
          'new',
          '2026-05-02T10:00:00.000Z',
          `"'=cmd|""/C calc""!A0"`,
          'zoë@exämple.example',
          '(312) 555-0100',
          '"Comma, Quote "" and\nnewline"',
          '"Export, ""Main"" Branch"',
          '',
          '"Purchase quote: 2 units, jobsite 60601"',
          '',
          'storefront',
          '',
          '',
          '',
        ].join(','),
        [
          contact.reference,
          'contact',
          'new',
          '2026-05-01T10:00:00.000Z',
          "'@Sum",
          'casey@customer.example',
          '(312) 555-0100',
          '',
          '"Export, ""Main"" Branch"',
          '',
          "'-10 units?",
          '',
          'storefront',
          '',
          '',
          '',
        ].join(','),
        '',
      ].join('\r\n'),
    );
    // The raw bytes are UTF-8.
    expect(response.rawPayload.includes(Buffer.from('zoë@exämple.example', 'utf8'))).toBe(true);

    // The same filters and sort as the list.
    const oldest = await call('GET', `/account/${accountId}/leads.csv?sort=oldest&type=contact`, {
      as: owner,
    });
    expect(
      oldest.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual([contact.reference]);
    expectError(
      await call('GET', `/account/${accountId}/leads.csv?status=closed`, { as: owner }),
      422,
      'validation_failed',
    );
    await t.db.query('delete from quote_requests where account_id = $1', [accountId]);
    await t.db.query('delete from contact_requests where account_id = $1', [accountId]);
  });

  it('no cell starts with a formula sign whether the reader splits at "," or at ";"', async () => {
    const { reference } = await insertLead(t.db, {
      accountId,
      branchId,
      name: 'x;=HYPERLINK("http://evil.example","click")',
      company: ';=1+1',
    });
    const response = await call('GET', `/account/${accountId}/leads.csv`, { as: owner });
    const record = response.body.split('\r\n').find((line) => line.startsWith(reference))!;
    const byComma = readCells(record, ',');
    expect(byComma[4]).toBe(`x;'=HYPERLINK("http://evil.example","click")`);
    expect(byComma[7]).toBe(";'=1+1");
    for (const separator of [',', ';']) {
      const cells = readCells(record, separator);
      expect(cells.filter(looksLikeFormula), `${separator} ${record}`).toEqual([]);
    }
    await t.db.query('delete from quote_requests where account_id = $1', [accountId]);
  });

  it('exports 10,000 leads in keyset batches: 10,001 lines, each lead once, in order', async () => {
    await t.db.query(
      `insert into quote_requests (name, email, phone, branch_id, account_id, status, created_at,
         updated_at, listing, purchase_timeframe, quantity, jobsite_zip)
       select 'Bulk ' || n, 'bulk' || n || '@customer.example', '555-0100', $2, $1,
              (array['new','contacted','quoted','won','lost'])[1 + n % 5],
              -- Every 10 leads share a timestamp: the batches must break ties by id.
              timestamptz '2026-06-01 00:00:00+00' - ((n / 10) || ' minutes')::interval,
              now(), 'buy', 'immediately', 1, '60601'
         from generate_series(1, 10000) as n`,
      [accountId, branchId],
    );
    const started = Date.now();
    const response = await call('GET', `/account/${accountId}/leads.csv`, { as: owner });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter((line) => line.length > 0);
    expect(lines).toHaveLength(10_001);
    const references = lines.slice(1).map((line) => line.split(',')[0]!);
    expect(new Set(references).size).toBe(10_000);
    const receivedAt = lines.slice(1).map((line) => line.split(',')[3]!);
    expect([...receivedAt].sort().reverse()).toEqual(receivedAt);
    console.log(
      `[leads] CSV of 10,000 leads: ${response.rawPayload.length} bytes in ${elapsed} ms`,
    );

    const filtered = await call('GET', `/account/${accountId}/leads.csv?status=won`, {
      as: owner,
    });
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2_001);
  }, 60_000);
});
