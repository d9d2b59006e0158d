import { h, render, type ComponentChild } from 'preact';
import { useEffect } from 'preact/hooks';
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
  /**
   * Renders `element`; `onEffects` is called once the effects of its first render ran (each
   * later render calls it again, harmlessly).
   */
  render(element: ReactElement, root: ShadowRoot, onEffects: () => void): void;
  clear(root: ShadowRoot): void;
}

/**
 * Calls `onEffects` from its own effect: a component's effects run after its children's, so this
 * one, around the whole view, runs once every component of the view has run its own.
 */
function AfterEffects({ onEffects, view }: { onEffects: () => void; view: ComponentChild }) {
  useEffect(() => onEffects(), [onEffects]);
  return view;
}

// The components are written against React's types; the chunk build aliases React to preact.
const preactRenderer: ViewRenderer = {
  render: (element, root, onEffects) =>
    render(h(AfterEffects, { onEffects, view: element as unknown as ComponentChild }), root),
  clear: (root) => render(null, root),
};

/**
 * A chunk's `mount` (see mount-contract.ts): adopts the element's stylesheets, then renders the
 * view with preact into the shadow root, over the loader's first paint. Preact reuses the nodes
 * it finds there (the same markup), so nothing moves and a focused button keeps the focus.
 * `activate` clicks the rendered control once the view's effects ran, which does what the click
 * means (opens the dialog).
 */
export function mountView(
  { styles, view, control }: ViewMount,
  renderer: ViewRenderer = preactRenderer,
): MountWidget {
  return (host, root, attributes) => {
    for (const css of styles) adoptStyles(root, css);
    // The components start their machines in their effects, which preact runs after the next
    // frame (or a timeout): a click before that would be lost, so `activate` waits for them, however
    // late they come (a busy page: a fixed delay once clicked before them, widgets-dealer-site e2e).
    let effectsRan = false;
    let waiting: (() => void) | null = null;
    const onEffects = () => {
      effectsRan = true;
      const next = waiting;
      waiting = null;
      next?.();
    };
    // The element's language, or its closest ancestor's (`<html lang>`): the view's `lang`.
    const draw = (next: WidgetAttributes) =>
      renderer.render(
        view({ ...next, lang: host.closest('[lang]')?.getAttribute('lang') ?? null }, root),
        root,
        onEffects,
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
            activate: () => {
              const click = () => root.querySelector<HTMLElement>(`[part="${control}"]`)?.click();
              if (effectsRan) click();
              else waiting = click;
            },
          }
        : {}),
      unmount: () => renderer.clear(root),
    };
  };
}
