import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './testing/import-graph';

/**
 * The handler types (api/operations.ts) are a leaf and the composition (api/create-operations.ts)
 * sits above the features: no module of the server reaches itself again through its imports,
 * type-only ones included (a circle of 45 files once ran through one file holding both).
 */
const sourceRoot = resolve(fileURLToPath(import.meta.url), '..');

describe('the server module graph', () => {
  it('has no import circle, type-only imports included', () => {
    const circles = importCircles(importGraph(sourceRoot));
    expect(circles.map((circle) => circle.map((file) => relative(sourceRoot, file)))).toEqual([]);
  });

  it('keeps the handler types a leaf: the schema and Fastify only', () => {
    const graph = importGraph(sourceRoot);
    expect(graph.get(join(sourceRoot, 'api/operations.ts'))).toEqual([]);
  });

  it('finds a circle made of type-only imports', () => {
    const graph = new Map([
      ['types.ts', ['feature.ts']],
      ['feature.ts', ['types.ts']],
      ['leaf.ts', []],
      ['self.ts', ['self.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['feature.ts', 'types.ts'], ['self.ts']]);
  });
});
