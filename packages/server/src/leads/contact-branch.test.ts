import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { createTestApp } from '../testing/test-app';

type ContactBranchInput = components['schemas']['ContactBranchInput'];
type Receipt = components['schemas']['ContactRequestReceipt'];
type ErrorBody = components['schemas']['Error'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let branch: { id: number; name: string; email: string };
beforeAll(async () => {
  testApp = await createTestApp();
  branch = (
    await testApp.db.query<{ id: number; name: string; email: string }>(
      `select id, name, email from branches where city = 'San Francisco'`,
    )
  ).rows[0]!;
});
afterAll(() => testApp.close());

let sender = 0;
function contactInput(overrides: Partial<ContactBranchInput> = {}): ContactBranchInput {
  return {
    branch_id: branch.id,
    name: 'Sam Visitor',
    email: `sam${++sender}@visitor.example`,
    phone: '(415) 555-0199',
    subject: 'Opening hours on holidays',
    message: 'Are you open on the Friday after Thanksgiving?\nThanks!',
    ...overrides,
  };
}

const post = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/contact-branch', payload });

async function mails(where: string, params: unknown[]) {
  const { rows } = await testApp.db.query<{
    kind: string;
    to_address: string;
    subject: string;
    text_body: string;
  }>(
    `select kind, to_address, subject, text_body from email_outbox where ${where} order by id`,
    params,
  );
  return rows;
}

describe('POST /contact-branch', () => {
  it('stores the message and mails it to the branch, with a copy to the sender', async () => {
    const input = contactInput();
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<Receipt>();
    expect(receipt).toEqual({
      id: expect.any(Number),
      reference: `C-${new Date().getUTCFullYear()}-${String(receipt.id).padStart(6, '0')}`,
      status: 'received',
      created_at: expect.any(String),
    });

    const { rows } = await testApp.db.query(
      `select branch_id, equipment_id, name, email, phone, subject, message, reference
         from contact_requests where id = $1`,
      [receipt.id],
    );
    expect(rows[0]).toEqual({
      branch_id: branch.id,
      equipment_id: null,
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      reference: receipt.reference,
    });

    const sent = await mails('subject like $1', [`%${receipt.reference}%`]);
    expect(sent.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['contact-request', branch.email],
      ['contact-confirmation', input.email],
    ]);
    expect(sent[0]!.text_body).toContain(input.message);
    expect(sent[0]!.text_body).toContain(input.email);
    expect(sent[1]!.text_body).toContain(branch.name);
  });

  it('links the equipment the message is about', async () => {
    const { rows } = await testApp.db.query<{ id: number; title: string }>(
      `select id, title from products where status = 'published' order by id desc limit 1`,
    );
    const unit = rows[0]!;
    const response = await post(contactInput({ equipment_id: unit.id, phone: null }));
    expect(response.statusCode).toBe(201);
    const { reference, id } = response.json<Receipt>();
    const stored = await testApp.db.query(
      'select equipment_id, phone from contact_requests where id = $1',
      [id],
    );
    expect(stored.rows[0]).toEqual({ equipment_id: unit.id, phone: null });
    const [toBranch] = await mails('subject like $1 and kind = $2', [
      `%${reference}%`,
      'contact-request',
    ]);
    expect(toBranch!.text_body).toContain(unit.title);
    expect(toBranch!.text_body).toContain(`/equipment/${unit.id}`);
  });

  it('keeps subjects on one line', async () => {
    const response = await post(contactInput({ subject: 'Hello\r\nBcc: victim@example.com' }));
    expect(response.statusCode).toBe(201);
    const [toBranch] = await mails('subject like $1', [`%${response.json<Receipt>().reference}%`]);
    expect(toBranch!.subject).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['an unknown branch', { branch_id: 999_999 }, ['branch_id']],
    ['a branch id beyond integers', { branch_id: 99_999_999_999 }, ['branch_id']],
    ['an unknown equipment', { equipment_id: 999_999 }, ['equipment_id']],
    ['both unknown', { branch_id: 999_999, equipment_id: 999_999 }, ['branch_id', 'equipment_id']],
    ['an empty message', { message: '' }, ['message']],
    ['a missing subject', { subject: undefined }, ['subject']],
    ['a malformed e-mail', { email: 'sam@' }, ['email']],
  ])('answers 422 for %s', async (_name, overrides, fields) => {
    const before = await testApp.db.query<{ count: number }>(
      'select count(*)::int as count from contact_requests',
    );
    const response = await post(contactInput(overrides as Partial<ContactBranchInput>));
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.slug).toBe('validation_failed');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(fields);
    const after = await testApp.db.query<{ count: number }>(
      'select count(*)::int as count from contact_requests',
    );
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
  });

  it('answers 422 for a draft unit', async () => {
    const draft = await insertProduct(testApp.db, { status: 'draft' });
    const response = await post(contactInput({ equipment_id: draft }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(['equipment_id']);
  });
});
