import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';
import { errorHandler } from './error-handler';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database connection failures', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      '57P01 admin shutdown',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P03 cannot connect now', withCode('57P03', 'the database system is starting up')],
    ['08006 connection failure', withCode('08006')],
    ['Connection terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'AggregateError of ECONNREFUSED',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), {}),
    ],
  ])('%s is "unavailable"', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['syntax error', withCode('42601')],
    ['data exception', withCode('22003')],
    ['plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 service_unavailable with Retry-After and no internals; other errors stay 500', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/down', async () => {
      throw withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432');
    });
    app.get('/bug', async () => {
      throw new Error('boom');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      slug: 'service_unavailable',
    });
    expect(down.body).not.toMatch(/10\.0\.0\.5|ECONNREFUSED/);
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    await app.close();
  });
});
