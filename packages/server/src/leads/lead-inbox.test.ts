import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError, insertRole, registerMember } from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { insertBranch, insertLead, type Lead, type LeadPage } from './lead-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let ownerA: TestSession;
let ownerB: TestSession;
let accountA: number;
let accountB: number;
let branchA: number;
let branchA2: number;
let branchB: number;
let leadsA: Record<string, string>;
let leadB: string;

const day = (iso: string) => `${iso}T12:00:00.000Z`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  ownerA = await registerAndLogin(t.app, { name: 'Owner A' });
  ownerB = await registerAndLogin(t.app, { name: 'Owner B' });
  accountA = ownerA.user.current_account.id;
  accountB = ownerB.user.current_account.id;
  branchA = await insertBranch(t.db, accountA, 'A North');
  branchA2 = await insertBranch(t.db, accountA, 'A South');
  branchB = await insertBranch(t.db, accountB, 'B Only');
  const insert = (fixture: Parameters<typeof insertLead>[1]) =>
    insertLead(t.db, fixture).then((lead) => lead.reference);
  leadsA = {
    oldQuote: await insert({
      accountId: accountA,
      branchId: branchA,
      name: 'Olga Oldest',
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
    januaryEnd: await insert({
      accountId: accountA,
      branchId: branchA2,
      type: 'contact',
      name: 'Jan End',
      email: 'jan@end.example',
      createdAt: '2026-01-31T23:59:59.999Z',
    }),
    february: await insert({
      accountId: accountA,
      branchId: branchA,
      name: 'Fred Feb',
      company: 'Percent 100% Lifts',
      status: 'contacted',
      createdAt: day('2026-02-01'),
    }),
    wildcard: await insert({
      accountId: accountA,
      branchId: branchA2,
      name: 'Wanda Wild_card',
      company: null,
      status: 'won',
      createdAt: day('2026-03-10'),
    }),
    newest: await insert({
      accountId: accountA,
      branchId: branchA,
      type: 'contact',
      name: 'Nina Newest',
      email: 'nina@newest.example',
      createdAt: day('2026-04-01'),
    }),
  };
  leadB = await insert({
    accountId: accountB,
    branchId: branchB,
    name: 'Bob of B',
    email: 'bob@b.example',
    createdAt: day('2026-03-01'),
  });
});
afterAll(() => t.close());

const listA = async (query = '', as = ownerA) => {
  const response = await call('GET', `/account/${accountA}/leads${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadPage>();
};
const references = (page: LeadPage) => page.items.map((item) => item.reference);

describe('new leads get their owner, status and first timeline row', () => {
  it('a general quote request belongs to its branch’s operating account; one about a unit to the unit’s account', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into products (stock_number, title, category, make, model, year, condition, for_sale,
         sale_price, branch_id, account_id, status)
       values ('LEAD-B-1', 'B’s forklift', 'lift-trucks', 'Toyota', '8FGU25', 2020, 'used', true,
         20000, $1, $2, 'published') returning id`,
      [branchA, accountB],
    );
    const unitOfB = rows[0]!.id;
    const quote = (equipmentId: number | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/equipment/request-quote',
        payload: {
          equipment_id: equipmentId,
          listing: 'buy',
          purchase_timeframe: 'immediately',
          quantity: 1,
          jobsite_zip: '60601',
          name: 'New Customer',
          email: 'new.customer@example.net',
          phone: '(312) 555-0111',
          branch_id: branchA,
        },
      });
    const general = await quote(null);
    const aboutUnit = await quote(unitOfB);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-branch',
      payload: {
        branch_id: branchA,
        name: 'New Customer',
        email: 'new.customer@example.net',
        subject: 'Hello',
        message: 'A message',
      },
    });
    for (const response of [general, aboutUnit, contact]) expect(response.statusCode).toBe(201);

    const stored = await t.db.query<{ reference: string; account_id: number; status: string }>(
      `select reference, account_id, status from quote_requests where reference = any($1)
       union all select reference, account_id, status from contact_requests where reference = $2`,
      [[general.json().reference, aboutUnit.json().reference], contact.json().reference],
    );
    const byReference = new Map(stored.rows.map((row) => [row.reference, row]));
    expect(byReference.get(general.json().reference)).toMatchObject({
      account_id: accountA,
      status: 'new',
    });
    expect(byReference.get(aboutUnit.json().reference)).toMatchObject({
      account_id: accountB,
      status: 'new',
    });
    expect(byReference.get(contact.json().reference)).toMatchObject({
      account_id: accountA,
      status: 'new',
    });

    const detail = await call('GET', `/account/${accountA}/leads/${contact.json().reference}`, {
      as: ownerA,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<Lead>().events).toEqual([
      {
        id: expect.any(Number),
        kind: 'received',
        at: expect.any(String),
        actor: null,
        from_status: null,
        to_status: 'new',
        assignee: null,
        note: null,
      },
    ]);
    // Cleaned up so the filters below see only the fixtures.
    for (const table of ['quote_requests', 'contact_requests']) {
      await t.db.query(`delete from ${table} where email = 'new.customer@example.net'`);
    }
  });
});

describe('access: leads.view reads, leads.manage works, other accounts see nothing', () => {
  it('answers 403 to a member without leads.view on every lead operation', async () => {
    await insertRole(t.db, accountA, 'No leads', ['products.view', 'users.view']);
    const member = await registerMember(t.app, t.db, accountA, ['No leads']);
    const reference = leadsA.newest!;
    const calls = [
      call('GET', `/account/${accountA}/leads`, { as: member }),
      call('GET', `/account/${accountA}/leads.csv`, { as: member }),
      call('GET', `/account/${accountA}/leads/assignees`, { as: member }),
      call('GET', `/account/${accountA}/leads/${reference}`, { as: member }),
      call('POST', `/account/${accountA}/leads/${reference}`, {
        as: member,
        payload: { note: 'Not mine to write' },
      }),
    ];
    for (const response of await Promise.all(calls)) expectError(response, 403, 'forbidden');
  });

  it('answers 403 to updateAccountLead with leads.view only; the Member system role has neither', async () => {
    await insertRole(t.db, accountA, 'Lead readers', ['leads.view']);
    const reader = await registerMember(t.app, t.db, accountA, ['Lead readers']);
    expect((await call('GET', `/account/${accountA}/leads`, { as: reader })).statusCode).toBe(200);
    const update = await call('POST', `/account/${accountA}/leads/${leadsA.newest}`, {
      as: reader,
      payload: { status: 'contacted' },
    });
    expectError(update, 403, 'forbidden');

    const member = await registerMember(t.app, t.db, accountA, ['Member']);
    expectError(await call('GET', `/account/${accountA}/leads`, { as: member }), 403, 'forbidden');
  });

  it('never shows account A’s leads to account B, nor B’s lead under A’s id', async () => {
    const reference = leadsA.newest!;
    const foreign = [
      call('GET', `/account/${accountA}/leads`, { as: ownerB }),
      call('GET', `/account/${accountA}/leads.csv`, { as: ownerB }),
      call('GET', `/account/${accountA}/leads/assignees`, { as: ownerB }),
      call('GET', `/account/${accountA}/leads/${reference}`, { as: ownerB }),
      call('POST', `/account/${accountA}/leads/${reference}`, {
        as: ownerB,
        payload: { note: 'Intruder' },
      }),
    ];
    for (const response of await Promise.all(foreign)) {
      expectError(response, 404, 'not_found');
      expect(response.body).not.toContain('Nina');
    }
    // B's lead by its reference under A's account: like one that does not exist.
    expectError(
      await call('GET', `/account/${accountA}/leads/${leadB}`, { as: ownerA }),
      404,
      'not_found',
    );
    expectError(
      await call('POST', `/account/${accountA}/leads/${leadB}`, {
        as: ownerA,
        payload: { status: 'lost', lost_reason: 'Sabotage' },
      }),
      404,
      'not_found',
    );
    // And B's own view of it is unchanged.
    const own = await call('GET', `/account/${accountB}/leads/${leadB}`, { as: ownerB });
    expect(own.json<Lead>()).toMatchObject({ status: 'new', lost_reason: null });
    expect(own.json<Lead>().events).toHaveLength(1);

    const page = await listA('?per_page=100');
    expect(references(page)).not.toContain(leadB);
    expect(page.items.every((item) => item.account?.id === accountA)).toBe(true);
    const csv = await call('GET', `/account/${accountA}/leads.csv`, { as: ownerA });
    expect(csv.body).not.toContain(leadB);
    expect(csv.body).not.toContain('Bob of B');
  });
});

describe('listAccountLeads', () => {
  it('lists the account’s leads newest first with the documented fields and page meta', async () => {
    const page = await listA();
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 5, total_pages: 1 });
    expect(references(page)).toEqual([
      leadsA.newest,
      leadsA.wildcard,
      leadsA.february,
      leadsA.januaryEnd,
      leadsA.oldQuote,
    ]);
    expect(page.items[2]).toEqual({
      reference: leadsA.february,
      type: 'quote',
      status: 'contacted',
      received_at: '2026-02-01T12:00:00.000Z',
      updated_at: '2026-02-01T12:00:00.000Z',
      name: 'Fred Feb',
      email: 'casey@customer.example',
      phone: '(312) 555-0100',
      company: 'Percent 100% Lifts',
      summary: 'Purchase quote: 2 units, jobsite 60601',
      branch: { id: branchA, name: 'A North' },
      equipment: null,
      assignee: null,
      account: { id: accountA, name: ownerA.user.current_account.name },
      source: { kind: 'storefront', site: null, page: null, element: null },
    });
    expect(page.items[0]).toMatchObject({ type: 'contact', summary: 'A question', company: null });

    const second = await listA('?per_page=2&page=2');
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3 });
    expect(references(second)).toEqual([leadsA.february, leadsA.januaryEnd]);
    const oldest = await listA('?sort=oldest&per_page=2');
    expect(references(oldest)).toEqual([leadsA.oldQuote, leadsA.januaryEnd]);
  });

  it('each filter narrows the list: type, status, branch, dates (UTC, inclusive), text', async () => {
    expect(references(await listA('?type=contact'))).toEqual([leadsA.newest, leadsA.januaryEnd]);
    expect(references(await listA('?type=quote'))).toEqual([
      leadsA.wildcard,
      leadsA.february,
      leadsA.oldQuote,
    ]);
    expect(references(await listA('?status=won'))).toEqual([leadsA.wildcard]);
    expect((await listA('?status=new&per_page=1')).meta.total).toBe(3);
    expect(references(await listA(`?branch_id=${branchA2}`))).toEqual([
      leadsA.wildcard,
      leadsA.januaryEnd,
    ]);
    expect((await listA(`?branch_id=${branchB}`)).meta.total).toBe(0);
    // `to` includes its whole day (23:59:59.999 UTC); `from` starts at midnight UTC.
    expect(references(await listA('?to=2026-01-31'))).toEqual([leadsA.januaryEnd, leadsA.oldQuote]);
    expect(references(await listA('?from=2026-02-01&to=2026-03-10'))).toEqual([
      leadsA.wildcard,
      leadsA.february,
    ]);
    expect(references(await listA('?from=2026-01-31&to=2026-01-31'))).toEqual([leadsA.januaryEnd]);
    expect(references(await listA('?from=2026-04-02'))).toEqual([]);
    // Name, e-mail, company and reference, case-insensitively.
    expect(references(await listA('?q=nina'))).toEqual([leadsA.newest]);
    expect(references(await listA('?q=END.EXAMPLE'))).toEqual([leadsA.januaryEnd]);
    expect(references(await listA('?q=percent'))).toEqual([leadsA.february]);
    expect(references(await listA(`?q=${leadsA.oldQuote}`))).toEqual([leadsA.oldQuote]);
    // LIKE wildcards are taken literally.
    expect(references(await listA('?q=100%25'))).toEqual([leadsA.february]);
    expect(references(await listA('?q=%25'))).toEqual([leadsA.february]);
    expect(references(await listA('?q=d_c'))).toEqual([leadsA.wildcard]);
    expect(references(await listA('?q=_'))).toEqual([leadsA.wildcard]);
    // Combined.
    expect(references(await listA(`?type=quote&status=new&branch_id=${branchA}`))).toEqual([
      leadsA.oldQuote,
    ]);
  });

  it('answers 422 for a malformed filter', async () => {
    for (const query of [
      '?status=open',
      '?type=call',
      '?from=yesterday',
      '?sort=up',
      '?from=0000-01-01',
    ]) {
      const response = await call('GET', `/account/${accountA}/leads${query}`, { as: ownerA });
      expectError(response, 422, 'validation_failed');
    }
  });
});

describe('getAccountLead and listLeadAssignees', () => {
  it('answers the whole lead: what the customer sent and its timeline oldest first', async () => {
    const response = await call('GET', `/account/${accountA}/leads/${leadsA.february}`, {
      as: ownerA,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Lead>()).toMatchObject({
      reference: leadsA.february,
      listing: 'buy',
      quantity: 2,
      start_date: null,
      end_date: null,
      purchase_timeframe: 'immediately',
      jobsite_zip: '60601',
      notes: 'Please call before noon.',
      subject: null,
      message: null,
      lost_reason: null,
    });
    const contact = await call('GET', `/account/${accountA}/leads/${leadsA.newest}`, {
      as: ownerA,
    });
    expect(contact.json<Lead>()).toMatchObject({
      type: 'contact',
      listing: null,
      quantity: null,
      subject: 'A question',
      message: 'Hello, a question about a unit.',
    });
    expectError(
      await call('GET', `/account/${accountA}/leads/Q-2026-999999`, { as: ownerA }),
      404,
      'not_found',
    );
  });

  it('lists the members holding leads.manage, by name', async () => {
    const zed = await registerMember(t.app, t.db, accountA, ['Sales'], { name: 'Zed Sales' });
    const abe = await registerMember(t.app, t.db, accountA, ['Manager'], { name: 'abe manager' });
    await registerMember(t.app, t.db, accountA, ['Member'], { name: 'Mo Member' });
    const response = await call('GET', `/account/${accountA}/leads/assignees`, { as: ownerA });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: abe.user.id, name: 'abe manager' },
      { id: ownerA.user.id, name: 'Owner A' },
      { id: zed.user.id, name: 'Zed Sales' },
    ]);
  });
});

describe('listAdminLeads', () => {
  it('answers 403 to anyone but a platform administrator', async () => {
    for (const session of [ownerA, ownerB]) {
      expectError(await call('GET', '/admin/leads', { as: session }), 403, 'forbidden');
    }
  });

  it('lists every account’s leads, filtered like the inbox plus account_id', async () => {
    const admin = await registerAndLogin(t.app, { name: 'Platform Admin' });
    await t.db.query('update users set is_platform_admin = true where id = $1', [admin.user.id]);
    const all = await call('GET', '/admin/leads?per_page=100', { as: admin });
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<LeadPage>();
    expect(references(page)).toEqual(expect.arrayContaining([leadB, leadsA.newest]));
    expect(page.items.find((item) => item.reference === leadB)?.account).toEqual({
      id: accountB,
      name: ownerB.user.current_account.name,
    });
    const onlyB = await call('GET', `/admin/leads?account_id=${accountB}`, { as: admin });
    expect(references(onlyB.json<LeadPage>())).toEqual([leadB]);
    const filtered = await call('GET', '/admin/leads?type=contact&q=nina', { as: admin });
    expect(references(filtered.json<LeadPage>())).toEqual([leadsA.newest]);
  });
});
