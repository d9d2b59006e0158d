import { describe, expect, it } from 'vitest';
import { loadDocument } from './openapi-document';

/**
 * Every number the API takes or gives is bounded in the contract: a schema of type integer or number
 * without a `maximum` lets `Infinity` (`?page=Infinity`, `1e400`, which Ajv coerces to a number) or
 * 1.79e308 through validation into SQL and arithmetic. This walks the whole document, so a field
 * added later without bounds fails here.
 */
function unboundedNumbers(node: unknown, path: string, found: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => unboundedNumbers(item, `${path}[${index}]`, found));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    if (typeof schema.maximum !== 'number' || typeof schema.minimum !== 'number') found.push(path);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'examples' || key === 'example') continue;
    unboundedNumbers(value, `${path}.${key}`, found);
  }
}

describe('numeric bounds in the contract', () => {
  it('every integer and number schema has a minimum and a maximum', () => {
    const found: string[] = [];
    unboundedNumbers(loadDocument().document, '#', found);
    expect(found).toEqual([]);
  });

  it('finds an unbounded one (the check itself works)', () => {
    const found: string[] = [];
    unboundedNumbers({ properties: { a: { type: ['number', 'null'], minimum: 0 } } }, '#', found);
    expect(found).toEqual(['#.properties.a']);
  });
});
