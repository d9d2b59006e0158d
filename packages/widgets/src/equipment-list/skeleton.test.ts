import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountList, unmountLists } from './testing';
import { paintSkeleton } from './skeleton';

afterEach(() => {
  unmountLists();
  vi.unstubAllGlobals();
});

function painted(perPage: number) {
  const root = document.createElement('div').attachShadow({ mode: 'open' });
  paintSkeleton(root, perPage);
  return root;
}

describe('paintSkeleton', () => {
  it('paints per-page empty cards in a hidden grid, busy, and the pager row', () => {
    const root = painted(5);
    expect(root.querySelector('.lf-eql')!.getAttribute('aria-busy')).toBe('true');
    const grid = root.querySelector('[part="grid"]')!;
    expect(grid.getAttribute('aria-hidden')).toBe('true');
    expect(grid.querySelectorAll('[part="card"]')).toHaveLength(5);
    expect(root.querySelector('.lf-eql-pager')).not.toBeNull();
    expect(root.textContent).toBe('');
  });

  it('replaces what the root held; a count that is not a whole number ≥ 1 paints 12', () => {
    const root = painted(3);
    paintSkeleton(root, 0);
    expect(root.querySelectorAll('[part="card"]')).toHaveLength(12);
    paintSkeleton(root, 250);
    expect(root.querySelectorAll('[part="card"]')).toHaveLength(100);
  });

  it("is, node for node, the list's grid while its first page loads (nothing moves at mount)", () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { root } = mountList({ 'per-page': '5' });
    const loading = root.querySelector('[part="grid"]')!;
    expect(loading.querySelectorAll('[part="card"]')).toHaveLength(5);
    expect(loading.isEqualNode(painted(5).querySelector('[part="grid"]'))).toBe(true);
  });
});
