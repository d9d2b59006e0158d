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
 * Runs `callback` once the render's effects ran: preact runs them after the next frame (or after
 * 100 ms where frames do not come, e.g. a background tab), and the components start their
 * machines there, so a click before that would be lost.
 */
function afterEffects(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 150);
}

/**
 * A chunk's `mount` (see mount-contract.ts): adopts the element's stylesheets, then renders the
 * view with preact into the shadow root, over the loader's first paint. Preact reuses the nodes
 * it finds there (the same markup), so nothing moves and a focused button keeps the focus.
 * `activate` clicks the rendered control once its effects ran, which does what the click means
 * (opens the dialog).
 */
export function mountView(
  { styles, view, control }: ViewMount,
  renderer: ViewRenderer = preactRenderer,
): MountWidget {
  return (host, root, attributes) => {
    for (const css of styles) adoptStyles(root, css);
    // The element's language, or its closest ancestor's (`<html lang>`): the view's `lang`.
    const draw = (next: WidgetAttributes) =>
      renderer.render(
        view({ ...next, lang: host.closest('[lang]')?.getAttribute('lang') ?? null }, root),
        root,
      );
    // Browsers that cannot adopt stylesheets have the loader's as `<style>` elements: the first
    // render removes what it does not know, so they step aside and come back.
    const loaderStyles = [...root.querySelectorAll(':scope > style')];
    for (const style of loaderStyles) style.remove();
    draw(attributes);
    root.prepend(...loaderStyles);
    return {
      update: draw,
      ...(control
        ? {
            activate: () =>
              afterEffects(() => root.querySelector<HTMLElement>(`[part="${control}"]`)?.click()),
          }
        : {}),
      unmount: () => renderer.clear(root),
    };
  };
}
