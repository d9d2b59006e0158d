import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES, multipart } from '../products/product-test-helpers';
import { expectError } from '../testing/accounts';
import type { TestSession } from '../testing/auth';
import { openDemoBranch, type DemoBranch } from '../testing/demo-branch';
import type { RentalRequest } from './rental-test-helpers';

let t: DemoBranch;
beforeAll(async () => {
  t = await openDemoBranch();
});
afterAll(() => t.close());

async function report(as: TestSession, rentalId: number, fields: Parameters<typeof multipart>[0]) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/user/rentals/${rentalId}/service-requests`,
    headers: { ...headers, ...as.authHeader },
    payload,
  });
}

describe('POST /user/rentals/{rentalId}/service-requests (createRentalServiceRequest)', () => {
  it('stores the problem with its photo re-encoded, shown to the customer and the branch only', async () => {
    const { renter, rentalId } = await t.customerRental({ from: 0, to: 3 });
    const response = await report(renter, rentalId, {
      description: 'The platform does not go up.',
      photo: { bytes: FILES.png, name: 'lift.png', type: 'image/png' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json<RentalRequest>();
    expect(request).toMatchObject({
      kind: 'service',
      status: 'open',
      description: 'The platform does not go up.',
      rental: { id: rentalId },
    });
    const path = new URL(request.photo_url!).pathname;
    expect(path).toMatch(/^\/api\/media\/\d+\/[0-9a-f-]{36}\.webp$/);
    const asCustomer = await t.app.inject({ method: 'GET', url: path, headers: renter.authHeader });
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.headers['content-type']).toBe('image/webp');
    const asBranch = await t.app.inject({ method: 'GET', url: path, headers: t.owner.authHeader });
    expect(asBranch.statusCode).toBe(200);
    const stranger = await t.customer();
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: stranger.authHeader })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);

    // The branch schedules, then resolves it.
    for (const status of ['scheduled', 'resolved'] as const) {
      const moved = await t.call('POST', `/account/${t.accountId}/rental-requests/${request.id}`, {
        as: t.owner,
        payload: { status },
      });
      expect(moved.json<RentalRequest>().status, moved.body).toBe(status);
    }
  });

  it('takes images only (415), and answers 404 for another customer’s rental', async () => {
    const { renter, rentalId } = await t.customerRental({ from: 0, to: 3 });
    const pdf = await report(renter, rentalId, {
      description: 'See the attached report.',
      photo: { bytes: FILES.pdf, name: 'report.pdf', type: 'application/pdf' },
    });
    expectError(pdf, 415, 'unsupported_media_type');
    const other = await t.customer();
    expectError(await report(other, rentalId, { description: 'Not mine.' }), 404, 'not_found');
    const { rows } = await t.db.query('select id from rental_requests where booking_id = $1', [
      rentalId,
    ]);
    expect(rows).toEqual([]);
    // Without a photo.
    const plain = await report(renter, rentalId, { description: 'Noisy engine.' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<RentalRequest>().photo_url).toBeNull();
  });
});
