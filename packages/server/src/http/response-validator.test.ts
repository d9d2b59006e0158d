import responseValidation from '@fastify/response-validation';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { responseValidator } from './response-validator';

describe('responseValidator', () => {
  it('is the Ajv the response validation compiles with, and an answer off its schema is a 500', async () => {
    const ajv = responseValidator();
    const compile = vi.spyOn(ajv, 'compile');
    const app = Fastify();
    await app.register(responseValidation, { responseStatusCodeValidation: true, ajv });
    app.get(
      '/thing',
      {
        schema: {
          response: {
            200: {
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string' }, kind: { enum: ['a', 'b'] } },
            },
          },
        },
      },
      async (request) => ((request.query as { bad?: string }).bad ? { kind: 'c' } : { name: 'x' }),
    );
    try {
      expect((await app.inject('/thing')).statusCode).toBe(200);
      expect((await app.inject('/thing?bad=1')).statusCode).toBe(500);
      expect(compile).toHaveBeenCalled();
    } finally {
      compile.mockRestore();
      await app.close();
    }
  });

  it('is one Ajv per process', () => {
    expect(responseValidator()).toBe(responseValidator());
  });
});
