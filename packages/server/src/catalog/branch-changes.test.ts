import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBranch } from '../leads/lead-test-helpers';
import { createTestApp } from '../testing/test-app';
import { insertProduct } from './catalog-test-helpers';

// A unit's answer carries its branch (name, phone, hours): a branch edit is a catalog change, so
// no cached answer or ETag outlives it.

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let unitId: number;
let branchId: number;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  branchId = await insertBranch(testApp.db, null);
  unitId = await insertProduct(testApp.db, { branch_id: branchId });
});
afterAll(() => testApp.close());

const getUnit = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1/equipment/${unitId}`, headers });

describe('a branch edit and the cached catalog', () => {
  it('answers the unit with the branch as it is now, under a new ETag', async () => {
    const before = await getUnit();
    expect(before.statusCode).toBe(200);
    const etag = String(before.headers.etag);
    expect((await getUnit({ 'if-none-match': etag })).statusCode).toBe(304);

    await testApp.db.query(`update branches set phone_number = '(555) 010-0199' where id = $1`, [
      branchId,
    ]);

    const after = await getUnit({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().branch.phone_number).toBe('(555) 010-0199');
  });
});
