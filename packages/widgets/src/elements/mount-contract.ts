/**
 * The contract between the loader (`widgets.js`, src/loader/) and the code behind each element
 * (the lazily loaded chunks, `src/elements/<tag>/mount.tsx`, built into `dist/chunks/`).
 *
 * The loader defines every custom element, attaches its open shadow root and paints the element's
 * first state itself (plain DOM, no framework). When the visitor points at, focuses or touches the
 * element (`<equipment-list>`: when it comes near the viewport), the loader imports the element's
 * chunk and calls its `mount`, which takes the shadow root over (renders the real component into
 * it, replacing the first paint without moving anything) and keeps it until `unmount`.
 */

/** Attribute values as the element has them: `null` when absent. Keys are the attribute names. */
export type WidgetAttributes = Readonly<Record<string, string | null>>;

export interface MountedWidget {
  /** An observed attribute changed (all current values, not only the changed one). */
  update(attributes: WidgetAttributes): void;
  /**
   * The visitor clicked the first paint's control (before or after the code arrived): do what the
   * click means (open the dialog). Elements without such a control leave it out.
   */
  activate?(): void;
  /** The element left the document: stop rendering, drop listeners. */
  unmount(): void;
}

/** What each chunk entry exports as `mount`. */
export type MountWidget = (
  host: HTMLElement,
  root: ShadowRoot,
  attributes: WidgetAttributes,
) => MountedWidget;
