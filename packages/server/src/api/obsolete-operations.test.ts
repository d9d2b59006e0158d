import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    config: { obsoleteOperations: ['locateBranch', 'contactBranch'] },
  });
});
afterAll(() => testApp.close());

describe('retired operations (OBSOLETE_OPERATIONS)', () => {
  it('answer 410 endpoint_obsolete, whatever the request', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/locate-branch?zip_code=60601' },
      { method: 'GET' as const, url: '/api/v1/locate-branch?zip_code=not-a-zip' },
      {
        method: 'POST' as const,
        url: '/api/v1/contact-branch',
        payload: '{broken json',
        headers: { 'content-type': 'application/json' },
      },
    ]) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode, request.url).toBe(410);
      expect(response.json()).toMatchObject({
        slug: 'endpoint_obsolete',
        message: expect.any(String),
      });
    }
  });

  it('other operations are unaffected', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/equipment?per_page=1',
    });
    expect(response.statusCode).toBe(200);
  });
});
