import { options } from 'preact';
import type { ReactNode } from 'react';

/**
 * An own range of `useId` ids for what it wraps, the same on the server and in the browser
 * whatever order the two render in. preact's `useId` numbers ids in render order from the nearest
 * vnode carrying a "mask" (the root's): a part that hydrates later (hydrate-later.tsx) renders its
 * `useId`s after the rest of the page, where the server rendered them in between, so the page's
 * ids would no longer match the HTML (hydration keeps the server's attributes, and a dialog's
 * title rendered later would name an id that no element has). A scope gives its vnode a mask of its
 * own: the ids inside are numbered from 0 within it, and the scope itself is numbered within its
 * parent scope (`P0_2-0`, `P0_2_1-3`), in the order both sides render scopes.
 *
 * This leans on preact's internals (its `options.__r` hook, the vnode's `__` parent, `__c` instance and `__m` mask,
 * as preact 10 names them; e2e/hydration-parts.spec.ts holds it). React (tests, development) has
 * its own `useId` and ignores it.
 */
type Mask = [scope: number | string, count: number] & { scopes?: number };
interface InternalVNode {
  type: unknown;
  __: InternalVNode | null;
  __m?: Mask;
  /** The component instance: it keeps the scope's mask from one render to the next. */
  __c?: { idScopeMask?: Mask };
}

export function IdScope({ children }: { children: ReactNode }) {
  return children;
}

/** A new scope's mask, numbered within the nearest scope above (the root's by default). */
function newMask(vnode: InternalVNode): Mask | undefined {
  // The nearest vnode with a mask above, as preact's useId finds it.
  let owner = vnode.__;
  while (owner && !owner.__m && owner.__) owner = owner.__;
  if (!owner) return undefined;
  const mask = (owner.__m ??= [0, 0] as Mask);
  mask.scopes = (mask.scopes ?? 0) + 1;
  return [`${mask[0]}_${mask.scopes}`, 0] as Mask;
}

// `__r`: before a component renders (its instance known), in the browser and on the server alike.
const internals = options as unknown as { __r?: (vnode: InternalVNode) => void };
const before = internals.__r;
internals.__r = (vnode) => {
  const component = vnode.__c;
  if (vnode.type === IdScope && component) {
    component.idScopeMask ??= newMask(vnode);
    vnode.__m = component.idScopeMask;
  }
  before?.(vnode);
};
