import { render, type ComponentChild } from 'preact';
import type { ReactElement } from 'react';
import { adoptStyles } from './adopt-styles';
import type { MountWidget, WidgetAttributes } from './mount-contract';

/** What an element's chunk renders: its stylesheets, its view, and the control a click means. */
export interface ViewMount {
  styles: readonly string[];
  view: (attributes: WidgetAttributes, root: ShadowRoot) => ReactElement;
  /** The `part` of the control `activate` clicks (the button or link), if the element has one. */
  control?: string;
}

/** Renders into a shadow root (preact in the chunks; tests pass React). */
export interface ViewRenderer {
  render(element: ReactElement, root: ShadowRoot): void;
  clear(root: ShadowRoot): void;
}

// The components are written against React's types; the chunk build aliases React to preact.
const preactRenderer: ViewRenderer = {
  render: (element, root) => render(element as unknown as ComponentChild, root),
  clear: (root) => render(null, root),
};

/**
 * A chunk's `mount` (see mount-contract.ts): adopts the element's stylesheets, then renders the
 * view with preact into the shadow root, over the loader's first paint. Preact reuses the nodes
 * it finds there (the same markup), so nothing moves and a focused button keeps the focus.
 * `activate` clicks the rendered control, which does what the click means (opens the dialog).
 */
export function mountView(
  { styles, view, control }: ViewMount,
  renderer: ViewRenderer = preactRenderer,
): MountWidget {
  return (_host, root, attributes) => {
    for (const css of styles) adoptStyles(root, css);
    const draw = (next: WidgetAttributes) => renderer.render(view(next, root), root);
    draw(attributes);
    return {
      update: draw,
      ...(control
        ? { activate: () => root.querySelector<HTMLElement>(`[part="${control}"]`)?.click() }
        : {}),
      unmount: () => renderer.clear(root),
    };
  };
}
