import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { sampleUrl, validSample } from './body-fields';
import { errorValidators, loadDocument, type Operation } from './openapi-document';

/**
 * Object-prototype names as body keys (issue 42 item 2): `{"constructor":1}` was a 500 leaking
 * "list.some is not a function" on every operation, logged nowhere. For every operation of the
 * document that takes a body, every name of `Object.prototype` (`constructor`, `toString`,
 * `__proto__`, `__defineGetter__` …) is sent as a key, alone and beside a valid body, as a guest
 * and as the demo owner, and — for the operation that also takes text/plain (`POST /events`) — in
 * that body too: no answer is ≥ 500, every 4xx is the documented `Error`, every 422 the documented
 * `ValidationError`, and a 422 on a closed object names the key.
 */

const NAMES = Object.getOwnPropertyNames(Object.prototype);

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestSession;
beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1_000_000 } });
  owner = await loginAsDemoOwner(t.app);
});
afterAll(() => t.close());

/** `body` (a JSON object's text) with `"name":1` as its first key. */
const withKey = (name: string, body: unknown = {}) => {
  const rest = JSON.stringify(body).slice(1);
  return `{${JSON.stringify(name)}:1${rest === '}' ? '' : ','}${rest}`;
};

describe('Object.prototype names as body keys', () => {
  it('never answer ≥ 500, and every 4xx is the documented error naming the key', async () => {
    const validators = errorValidators();
    const operations = loadDocument().operations.filter(
      (operation: Operation) =>
        operation.contentTypes.some((type) => /json|text\/plain/.test(type)) &&
        !t.config.obsoleteOperations.includes(operation.operationId),
    );
    expect(operations.length).toBeGreaterThan(30);
    expect(NAMES).toEqual(expect.arrayContaining(['constructor', '__proto__', 'toString']));
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const schema = operation.body!.schema;
      const closed = schema.additionalProperties === false;
      const contentTypes = operation.contentTypes.filter((type) => /json|text\/plain/.test(type));
      for (const headers of [{}, owner.authHeader]) {
        for (const name of NAMES) {
          for (const payload of [withKey(name), withKey(name, validSample(schema))]) {
            for (const contentType of contentTypes) {
              const response = await t.app.inject({
                method: operation.method,
                url: sampleUrl(operation),
                headers: { ...headers, 'content-type': contentType },
                payload,
              });
              sent += 1;
              const label = `${operation.operationId} ${contentType} ${payload.slice(0, 60)}`;
              const status = response.statusCode;
              if (status >= 500) {
                failures.push(`${label}: ${status} ${response.body.slice(0, 200)}`);
                continue;
              }
              if (status < 400) continue;
              const body: unknown = response.json();
              if (!validators.error(body)) failures.push(`${label}: ${status} ${response.body}`);
              if (status !== 422) continue;
              if (!validators.validationError(body)) {
                failures.push(`${label}: not a ValidationError ${response.body}`);
              }
              const fields = Object.keys((body as { errors: object }).errors);
              // `__proto__` in a JSON body is refused as unreadable JSON (`body`), like Fastify does.
              const named = fields.includes(name) || fields.includes('body');
              if (closed && !named) failures.push(`${label}: 422 without ${name} ${response.body}`);
            }
          }
        }
      }
    }
    console.log(`[prototype names] ${sent} requests to ${operations.length} operations`);
    expect(failures).toEqual([]);
  }, 300_000);
});
