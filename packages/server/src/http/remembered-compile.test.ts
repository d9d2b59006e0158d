import { describe, expect, it, vi } from 'vitest';
import { rememberedCompile } from './remembered-compile';

describe('rememberedCompile', () => {
  it('compiles a schema once, and an equal copy of it gets the same function', () => {
    const compile = vi.fn((schema: object) => () => JSON.stringify(schema));
    const remembered = rememberedCompile(compile);
    const first = remembered({ type: 'object', required: ['a'] });
    expect(remembered(structuredClone({ type: 'object', required: ['a'] }))).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('compiles a different schema on its own', () => {
    const compile = vi.fn((schema: object) => () => JSON.stringify(schema));
    const remembered = rememberedCompile(compile);
    const a = remembered({ type: 'string' });
    const b = remembered({ type: 'string', maxLength: 3 });
    expect(b).not.toBe(a);
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
