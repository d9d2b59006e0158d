import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../testing/accounts';
import { registerAndLogin } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

describe('the account’s name', () => {
  it('is the company given at sign-up, or the person’s', async () => {
    const company = await registerAndLogin(t.app, {
      name: 'Jordan Rivera',
      companyName: '  Rivera Crane Hire  ',
    });
    expect(company.user.current_account.name).toBe('Rivera Crane Hire');
    const individual = await registerAndLogin(t.app, { name: 'Kim Lee' });
    expect(individual.user.current_account.name).toBe('Kim Lee’s account');
    const blank = await registerAndLogin(t.app, { name: 'Ana Blank', companyName: '   ' });
    expect(blank.user.current_account.name).toBe('Ana Blank’s account');
  });

  it('an owner renames it (trimmed); blank or too long is a 422', async () => {
    const owner = await registerAndLogin(t.app, { name: 'Olly Owner' });
    const id = owner.user.current_account.id;
    const renamed = await call('POST', `/account/${id}`, {
      as: owner,
      payload: { name: '  Harbor Lifts LLC ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'Harbor Lifts LLC' });
    const me = await call('GET', '/user', { as: owner });
    expect(me.json().current_account.name).toBe('Harbor Lifts LLC');
    expect(me.json().accounts).toContainEqual({ id, name: 'Harbor Lifts LLC' });

    for (const name of ['   ', '', 'x'.repeat(101)]) {
      const refused = await call('POST', `/account/${id}`, { as: owner, payload: { name } });
      expect(refused.statusCode, JSON.stringify(name)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['name']);
    }
  });
});
