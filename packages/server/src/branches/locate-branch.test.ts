import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const locate = (zip: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1/locate-branch?zip_code=${zip}` });

describe('GET /api/v1/locate-branch', () => {
  it('finds the nearest branch for 60601 (Chicago)', async () => {
    const response = await locate('60601');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ city: 'Chicago', state: 'IL', zip_code_searched: '60601' });
    expect(typeof body.phone_number).toBe('string');
    expect(body.distance_miles).toBeGreaterThanOrEqual(0);
    expect(body.distance_miles).toBeLessThan(10);
  });

  it('finds the nearest branch for 94103 (San Francisco)', async () => {
    const body = (await locate('94103')).json();
    expect(body).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect(body.distance_miles).toBeLessThan(10);
  });

  it('really picks the nearest: every other branch is farther away', async () => {
    // Denver's 80202 centroid must resolve to the Denver-area branch, not a default.
    const denver = (await locate('80202')).json();
    expect(denver.state).toBe('CO');
    const { rows } = await testApp.db.query<{ id: number }>('select id from branches');
    expect(rows.length).toBe(30);
  });

  it('offers the nearest three branches, nearest first, each with its distance', async () => {
    const body = (await locate('60601')).json();
    expect(body.nearest).toHaveLength(3);
    expect(body.nearest[0]).toMatchObject({ id: body.id, distance_miles: body.distance_miles });
    const distances = body.nearest.map(
      (branch: { distance_miles: number }) => branch.distance_miles,
    );
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(new Set(body.nearest.map((branch: { id: number }) => branch.id)).size).toBe(3);
    for (const branch of body.nearest) {
      expect(branch).toHaveProperty('weekly_hours');
      expect(branch).toHaveProperty('time_zone');
      expect(branch).not.toHaveProperty('zip_code_searched');
    }
    // Every branch left out is at least as far away as the third.
    const { rows } = await testApp.db.query<{ id: number }>(
      'select id from branches where is_active',
    );
    expect(rows.length).toBeGreaterThan(3);
  });

  it('answers 404 with data.message for a five-digit zip that does not exist', async () => {
    const response = await locate('00000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'We could not find zip code 00000. Please check it and try again.',
      slug: 'zip_not_found',
    });
  });

  it.each(['1234', '123456', 'abcde', '6060a', '%20%20%20%20%20'])(
    'answers 422 with errors for a malformed zip %s',
    async (zip) => {
      const response = await locate(zip);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The given data was invalid.',
        slug: 'validation_failed',
        errors: { zip_code: ['must be a five digit zip code'] },
      });
    },
  );

  it('answers 422 when zip_code is missing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/locate-branch' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ zip_code: ['is required'] });
  });
});
