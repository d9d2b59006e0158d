// The chunks' `react` (vite.chunks.config.ts aliases it there; the React entry, the storefront and
// the tests keep React): what the widgets' components use of React, on preact. That is preact's
// hooks, `useSyncExternalStore`, and preact/compat's rewriting of DOM props (`className`, an input's
// `onChange` on every keystroke, bubbling `onFocus`/`onBlur`, `defaultValue`, a textarea's value),
// taken from preact/compat 10.29 (compat/src/render.js, hooks.js). Left out, because no component
// uses them: Suspense, lazy, memo, forwardRef, portals, PureComponent, Children, class-component
// lifecycles, camelCase SVG attributes, `<select multiple>`, the synthetic event's `persist()`. About
// 2 KB gzip less than preact/compat. A component that imports anything else from React fails the
// chunk build (a missing export), so nothing is lost silently.
import { options, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export * from 'preact/hooks';

/** An input whose `onChange` is the DOM's `change` event (React's too); others fire on `input`. */
const CHANGE_INPUT = /fil|che|rad/;

type Props = Record<string, unknown>;

/** preact/compat's `handleDomVNode`: a DOM element's props as React names them, as preact does. */
function reactProps(type: string, props: Props): Props {
  const normalized: Props = {};
  for (let name in props) {
    let value = props[name];
    if (
      (name === 'value' && 'defaultValue' in props && value == null) ||
      name === 'class' ||
      name === 'className'
    )
      continue;
    let lower = name.toLowerCase();
    if (name === 'defaultValue' && 'value' in props && props.value == null) name = 'value';
    else if (lower[0] === 'o' && lower[1] === 'n') {
      if (
        lower === 'onchange' &&
        (type === 'input' || type === 'textarea') &&
        !CHANGE_INPUT.test(String(props.type))
      )
        lower = name = 'oninput';
      else if (lower === 'onfocus') name = 'onfocusin';
      else if (lower === 'onblur') name = 'onfocusout';
    } else if (value === null) value = undefined;
    // An `onInput` next to an `onChange` keeps both (preact/compat #3561).
    if (lower === 'oninput') name = normalized[lower] ? 'oninputCapture' : lower;
    normalized[name] = value;
  }
  if (props.className) normalized.class = normalized.className = props.className;
  else if (props.class) normalized.class = props.class;
  return normalized;
}

const previousVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string')
    vnode.props = reactProps(vnode.type, vnode.props as Props) as VNode['props'];
  previousVNode?.(vnode);
};

const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  previousDiffed?.(vnode);
  // A controlled textarea shows its value, '' for none (`__e` is preact's mangled `_dom`).
  const props = vnode.props as Props;
  const dom = (vnode as unknown as { __e?: HTMLTextAreaElement | null }).__e;
  if (dom && vnode.type === 'textarea' && 'value' in props && props.value !== dom.value)
    dom.value = props.value == null ? '' : String(props.value);
};

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

const changed = <T>(store: Store<T>) => {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
};

/** preact/compat's `useSyncExternalStore`. */
export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } as Store<T> });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceUpdate({ store });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed(store)) forceUpdate({ store });
    return subscribe(() => {
      if (changed(store)) forceUpdate({ store });
    });
  }, [subscribe]);
  return value;
}
