import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, fieldErrors } from './error-handler';

/**
 * The error handler itself (issue 42 item 2): a 500 never carries an internal message and is
 * always logged, and the handler never throws — when turning an error into its answer fails, the
 * answer is still the documented plain 500, logged with both errors.
 */

const SECRET = 'pool exhausted at 10.0.0.7:5432 (internal)';

let app: FastifyInstance;
const logged: { level: number; msg: string; err?: { message: string } }[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(line: Buffer, _encoding, done) {
      logged.push(JSON.parse(line.toString()) as (typeof logged)[number]);
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  app.setErrorHandler(errorHandler);
  app.get('/api/v1/internal', () => {
    throw new Error(SECRET);
  });
  // A validation error the handler cannot read (an `enum` issue without its allowed values):
  // describing it throws inside the error handler.
  app.get('/api/v1/unreadable-issue', () => {
    throw Object.assign(new Error(SECRET), {
      statusCode: 400,
      validationContext: 'body',
      validation: [{ keyword: 'enum', instancePath: '/kind', params: {} }],
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const errorsLogged = () => logged.filter((line) => line.level >= 50);

describe('a 500', () => {
  it('says nothing internal and is logged with the real error', async () => {
    logged.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/v1/internal' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      slug: 'server_error',
    });
    expect(errorsLogged().map((line) => line.err?.message)).toEqual([SECRET]);
  });

  it('is still the plain 500, logged, when the error handler itself fails', async () => {
    logged.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/v1/unreadable-issue' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      slug: 'server_error',
    });
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.body).not.toMatch(/undefined|join|TypeError/);
    const [line] = errorsLogged();
    expect(line?.msg).toBe('the error handler failed');
    expect(line?.err?.message).toMatch(/join/);
  });
});

describe('field errors named like Object.prototype members', () => {
  it.each([
    'constructor',
    'toString',
    'valueOf',
    'hasOwnProperty',
    '__defineGetter__',
    '__proto__',
  ])('an unknown field %s is a field of its own, not a member of Object', (name) => {
    const errors = fieldErrors(
      [
        { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: name } },
        { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: name } },
      ],
      'body',
    );
    expect(Object.keys(errors)).toEqual([name]);
    expect(errors[name]).toHaveLength(1);
  });
});
