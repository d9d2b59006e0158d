import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContract } from './contract-document';

describe('readContract', () => {
  const dir = mkdtempSync(join(tmpdir(), 'liftline-contract-'));
  const path = join(dir, 'openapi.yaml');

  it('gives every caller a copy of its own', () => {
    writeFileSync(path, 'openapi: 3.1.0\npaths:\n  /a: {}\n');
    const first = readContract<{ paths: Record<string, unknown> }>(path);
    first.paths['/b'] = {};
    expect(readContract(path)).toEqual({ openapi: '3.1.0', paths: { '/a': {} } });
  });

  it('reads the file again once it changed', () => {
    writeFileSync(path, 'openapi: 3.1.0\npaths:\n  /a: {}\n');
    expect(readContract(path)).toEqual({ openapi: '3.1.0', paths: { '/a': {} } });
    writeFileSync(path, 'openapi: 3.1.0\npaths:\n  /changed: {}\n');
    expect(readContract(path)).toEqual({ openapi: '3.1.0', paths: { '/changed': {} } });
  });
});
