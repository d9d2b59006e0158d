import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import {
  coercibleWrongType,
  sampleUrl,
  typedFields,
  typeMessage,
  validSample,
  valueAt,
  withValueAt,
} from './body-fields';
import { errorValidators, loadDocument, type Operation } from './openapi-document';

/**
 * JSON bodies carry their own types and must match the contract's exactly (issue 33 item 6). For
 * every operation of the document that takes a JSON body, and every typed field of that body at any
 * depth, the field gets a value of another type that type coercion would have turned into a valid
 * one (`"1"` for 1, `"true"` for true, `["x"]` for "x", `"x"` for `["x"]`): each answer is a 422
 * whose `errors` names the field with its type. Generated from the document, so a field or an
 * operation added later is covered too.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { formSubmissionsPerHour: 1_000_000 } });
});
afterAll(() => t.close());

const jsonBodied = (operation: Operation) =>
  operation.body?.contentType === 'application/json' &&
  !t.config.obsoleteOperations.includes(operation.operationId);

describe('JSON bodies are not type-converted', () => {
  it('every typed field of every JSON body refuses a value of another type (422 naming it)', async () => {
    const validators = errorValidators();
    const missed: string[] = [];
    let checked = 0;
    const operations = loadDocument().operations.filter(jsonBodied);
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      for (const { root, field } of typedFields(operation.body!.schema)) {
        const valid = validSample(root);
        const wrong = coercibleWrongType(field.schema, valueAt(valid, field.path));
        if (wrong === undefined) continue;
        const response = await t.app.inject({
          method: operation.method,
          url: sampleUrl(operation),
          payload: withValueAt(valid, field.path, wrong) as object,
        });
        checked += 1;
        const name = field.path.join('.');
        const label = `${operation.operationId} ${name}=${JSON.stringify(wrong)}`;
        if (response.statusCode !== 422) {
          missed.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        const body: unknown = response.json();
        expect(validators.validationError(body), response.body).toBe(true);
        const messages = (body as { errors: Record<string, string[]> }).errors[name] ?? [];
        if (!messages.includes(typeMessage(field.schema))) {
          missed.push(`${label}: ${response.body.slice(0, 300)}`);
        }
      }
    }
    console.log(`[body types] ${checked} fields of ${operations.length} operations checked`);
    expect(checked).toBeGreaterThan(100);
    expect(missed).toEqual([]);
  }, 120_000);
});
