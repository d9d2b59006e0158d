import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { createTestApp } from './testing/test-app';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const document = parse(readFileSync(loadConfig({}).openapiPath, 'utf8')) as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId: string }>>>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    path,
    method,
    operationId: item[method]!.operationId,
  })),
);

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(() => testApp.close());

describe('the API surface', () => {
  it('registers every operation of the document (all 109) under /api/v1', () => {
    expect(operations).toHaveLength(109);
    for (const { path, method } of operations) {
      const url = `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
      // With ignoreTrailingSlash, `/user/` is registered as `/user`.
      const registered = [url, url.replace(/\/$/, '')].some((candidate) =>
        testApp.app.hasRoute({ method: method.toUpperCase() as 'GET', url: candidate }),
      );
      expect(registered, `${method} ${url}`).toBe(true);
    }
  });

  it('every operation of the document is implemented: none answers 501', async () => {
    const answers: string[] = [];
    for (const { path, method, operationId } of operations) {
      const url = `/api/v1${path.replace(/\{\w+\}/g, '1')}`;
      const response = await testApp.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      if (response.statusCode === 501)
        answers.push(`${operationId} ${method.toUpperCase()} ${url}`);
    }
    expect(answers, answers.join('\n')).toEqual([]);
  });

  it('PUT /user/ keeps its trailing slash as the spec writes it', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/v1/user/', payload: {} });
    expect(response.statusCode).not.toBe(404);
  });

  it('unknown API paths answer 404 in the documented error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'The requested resource was not found.',
      slug: 'not_found',
    });
  });

  it('malformed JSON is a 422 that says so, not a crash', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { body: ['must be valid JSON'] },
    });
  });

  it.each(['text/plain', 'text/csv', 'application/pdf'])(
    'a body of a media type the operation does not take (%s) is a 415, not a crash',
    async (type) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': type },
        payload: 'email,password\na@b.co,x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ slug: 'unsupported_media_type' });
    },
  );

  it('sends basic security headers', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/locate-branch?zip_code=60601',
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
