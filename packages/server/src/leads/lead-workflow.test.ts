import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError, registerMember } from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { insertBranch, insertLead, type Lead } from './lead-test-helpers';
import type { LeadStatus } from './lead-status';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let sales: TestSession;
let accountId: number;
let branchId: number;
let customerSequence = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  owner = await registerAndLogin(t.app, { name: 'Workflow Owner' });
  accountId = owner.user.current_account.id;
  sales = await registerMember(t.app, t.db, accountId, ['Sales'], { name: 'Sally Sales' });
  branchId = await insertBranch(t.db, accountId);
});
afterAll(() => t.close());

/** A fresh lead with its own customer address (so each test reads only its own mails). */
async function freshLead(status: LeadStatus = 'new', type: 'quote' | 'contact' = 'quote') {
  const email = `customer-${++customerSequence}@customer.example`;
  const { reference } = await insertLead(t.db, { accountId, branchId, status, email, type });
  return { reference, email };
}

const update = (reference: string, payload: object, as = sales) =>
  call('POST', `/account/${accountId}/leads/${reference}`, { as, payload });

async function mailsTo(email: string) {
  const { rows } = await t.db.query<{ kind: string; subject: string; text_body: string }>(
    'select kind, subject, text_body from email_outbox where to_address = $1 order by id',
    [email],
  );
  return rows;
}

async function eventsOf(reference: string) {
  const response = await call('GET', `/account/${accountId}/leads/${reference}`, { as: owner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Lead>();
}

describe('updateAccountLead: status', () => {
  it('moves forward, step by step or skipping steps, one timeline row per change (who, when, from, to)', async () => {
    const { reference } = await freshLead();
    const contacted = await update(reference, { status: 'contacted' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json<Lead>().status).toBe('contacted');
    const won = await update(reference, { status: 'won' }); // skipping quoted
    expect(won.statusCode, won.body).toBe(200);
    const lead = won.json<Lead>();
    expect(lead.status).toBe('won');
    expect(lead.events.map((event) => [event.kind, event.from_status, event.to_status])).toEqual([
      ['received', null, 'new'],
      ['status', 'new', 'contacted'],
      ['status', 'contacted', 'won'],
    ]);
    for (const event of lead.events.slice(1)) {
      expect(event.actor).toEqual({ id: sales.user.id, name: 'Sally Sales' });
      expect(Date.now() - Date.parse(event.at)).toBeLessThan(60_000);
    }
    expect(Date.parse(lead.updated_at)).toBeGreaterThan(Date.parse(lead.received_at) - 1);
  });

  it.each([
    ['contacted', 'new'],
    ['quoted', 'contacted'],
    ['won', 'quoted'],
    ['won', 'lost'],
    ['lost', 'won'],
    ['lost', 'contacted'],
  ] as const)('answers 409 going from %s to %s, and changes nothing', async (from, to) => {
    const { reference } = await freshLead(from);
    const response = await update(reference, {
      status: to,
      ...(to === 'lost' ? { lost_reason: 'Too late' } : {}),
      note: 'Not kept either',
    });
    expectError(response, 409, 'conflict');
    const lead = await eventsOf(reference);
    expect(lead.status).toBe(from);
    expect(lead.events).toHaveLength(1);
  });

  it('the status it already has changes nothing: no timeline row, no e-mail, same updated_at', async () => {
    const { reference, email } = await freshLead('quoted');
    const before = await eventsOf(reference);
    const response = await update(reference, { status: 'quoted' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Lead>().events).toEqual(before.events);
    expect(response.json<Lead>().updated_at).toBe(before.updated_at);
    expect(await mailsTo(email)).toEqual([]);
    // Also for a final status.
    const lost = await freshLead('lost');
    expect((await update(lost.reference, { status: 'lost', lost_reason: 'x' })).statusCode).toBe(
      200,
    );
    expect((await eventsOf(lost.reference)).events).toHaveLength(1);
  });

  it('lost needs a lost_reason (422), kept on the lead and in the timeline row', async () => {
    const { reference } = await freshLead('contacted');
    for (const payload of [{ status: 'lost' }, { status: 'lost', lost_reason: '   ' }]) {
      const response = await update(reference, payload);
      expectError(response, 422, 'validation_failed');
      expect(Object.keys(response.json().errors)).toEqual(['lost_reason']);
    }
    const alone = await update(reference, { lost_reason: 'No status' });
    expectError(alone, 422, 'validation_failed');
    const lost = await update(reference, { status: 'lost', lost_reason: 'Bought elsewhere' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json<Lead>()).toMatchObject({ status: 'lost', lost_reason: 'Bought elsewhere' });
    expect(lost.json<Lead>().events.at(-1)).toMatchObject({
      kind: 'status',
      from_status: 'contacted',
      to_status: 'lost',
      note: 'Bought elsewhere',
    });
  });

  it('two concurrent updates cannot both pass the forward-only check', async () => {
    const { reference } = await freshLead('quoted');
    const answers = await Promise.all([
      update(reference, { status: 'won' }),
      update(reference, { status: 'lost', lost_reason: 'Raced' }, owner),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lead = await eventsOf(reference);
    expect(lead.events.filter((event) => event.kind === 'status')).toHaveLength(1);
  });
});

describe('updateAccountLead: customer e-mails', () => {
  it('e-mails the customer when the status becomes quoted, won or lost — not contacted — never with a note or the reason', async () => {
    const first = await freshLead();
    await update(first.reference, { status: 'contacted', note: 'SECRET-NOTE-1' });
    expect(await mailsTo(first.email)).toEqual([]);
    await update(first.reference, { status: 'quoted', note: 'SECRET-NOTE-2' });
    await update(first.reference, { status: 'won', note: 'SECRET-NOTE-3' });
    const mails = await mailsTo(first.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['lead-status', 'lead-status']);
    expect(mails[0]!.subject).toBe(`Your quote request ${first.reference}: Quoted`);
    expect(mails[0]!.text_body).toContain(first.reference);
    expect(mails[0]!.text_body).toContain('Quoted');
    expect(mails[1]!.subject).toBe(`Your quote request ${first.reference}: Accepted`);

    const second = await freshLead('new', 'contact');
    await update(second.reference, {
      status: 'lost',
      lost_reason: 'SECRET-REASON',
      note: 'SECRET-NOTE-4',
    });
    const lost = await mailsTo(second.email);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.subject).toBe(`Your message ${second.reference}: Closed`);
    for (const mail of [...mails, ...lost]) {
      expect(mail.text_body + mail.subject).not.toMatch(/SECRET|Sally/);
    }
  });
});

describe('updateAccountLead: assignment and notes', () => {
  it('assigns to a member holding leads.manage, unassigns with null, one row each', async () => {
    const { reference } = await freshLead();
    const assigned = await update(reference, { assignee_id: sales.user.id }, owner);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<Lead>().assignee).toEqual({ id: sales.user.id, name: 'Sally Sales' });
    // The same assignee again records nothing.
    await update(reference, { assignee_id: sales.user.id }, owner);
    const unassigned = await update(reference, { assignee_id: null }, owner);
    expect(unassigned.json<Lead>().assignee).toBeNull();
    expect(
      unassigned
        .json<Lead>()
        .events.filter((event) => event.kind === 'assignment')
        .map((event) => [event.actor?.id, event.assignee]),
    ).toEqual([
      [owner.user.id, { id: sales.user.id, name: 'Sally Sales' }],
      [owner.user.id, null],
    ]);
  });

  it('answers 422 on assignee_id for a non-member or a member without leads.manage', async () => {
    const { reference } = await freshLead();
    const outsider = await registerAndLogin(t.app, { name: 'Not A Member' });
    const member = await registerMember(t.app, t.db, accountId, ['Member']);
    for (const id of [outsider.user.id, member.user.id, 2_000_000_000]) {
      const response = await update(reference, { assignee_id: id, status: 'contacted' });
      expectError(response, 422, 'validation_failed');
      expect(Object.keys(response.json().errors)).toEqual(['assignee_id']);
    }
    const lead = await eventsOf(reference);
    expect(lead).toMatchObject({ status: 'new', assignee: null });
    expect(lead.events).toHaveLength(1);
  });

  it('adds internal notes; status, assignment and note in one call are three rows', async () => {
    const { reference } = await freshLead();
    const response = await update(reference, {
      status: 'contacted',
      assignee_id: sales.user.id,
      note: 'Called; wants a quote by Friday.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Lead>().events.map((event) => [event.kind, event.note])).toEqual([
      ['received', null],
      ['status', null],
      ['assignment', null],
      ['note', 'Called; wants a quote by Friday.'],
    ]);
    const blank = await update(reference, { note: '   ' });
    expectError(blank, 422, 'validation_failed');
  });
});

describe('the customer’s confirmation mails hold everything they sent', () => {
  it('quote: unit, listing, details, notes; message: sender, subject and text', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      payload: {
        listing: 'buy',
        purchase_timeframe: 'within-90-days',
        quantity: 3,
        jobsite_zip: '60601',
        name: 'Confirm Me',
        email: 'confirm.me@customer.example',
        phone: '(312) 555-0199',
        company: 'Confirm Co',
        notes: 'Need forks of 60 inches.',
        branch_id: branchId,
      },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-branch',
      payload: {
        branch_id: branchId,
        name: 'Confirm Me',
        email: 'confirm.me@customer.example',
        phone: '(312) 555-0199',
        subject: 'Saturday pickup?',
        message: 'Can we pick up on Saturday?',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const mails = await mailsTo('confirm.me@customer.example');
    const quoteMail = mails.find((mail) => mail.kind === 'quote-confirmation')!.text_body;
    for (const text of [
      'Within 90 days',
      'Quantity: 3',
      '60601',
      'Confirm Me',
      'Confirm Co',
      'confirm.me@customer.example',
      '(312) 555-0199',
      'Need forks of 60 inches.',
    ]) {
      expect(quoteMail).toContain(text);
    }
    const contactMail = mails.find((mail) => mail.kind === 'contact-confirmation')!.text_body;
    for (const text of [
      'Confirm Me <confirm.me@customer.example>',
      '(312) 555-0199',
      'Saturday pickup?',
      'Can we pick up on Saturday?',
    ]) {
      expect(contactMail).toContain(text);
    }
  });
});
