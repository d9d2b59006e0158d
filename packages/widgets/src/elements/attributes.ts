import { DEFAULT_BASE_URL, DEFAULT_PRODUCT_KEY } from '@liftline/sdk';

/** r2wc keeps the props and its render function under these registered symbols (r2wc 2.1). */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixin constructors take any arguments
type ElementConstructor = new (...args: any[]) => HTMLElement;

/**
 * Attribute handling for an r2wc element: the raw attribute value (or `undefined` once the
 * attribute is removed) becomes the prop, and the element renders again. r2wc alone ignores a
 * removed or empty attribute, so the widget would keep the old value instead of its default.
 * The view resolves raw values and defaults with the `*Settings` functions below.
 */
export function withRawAttributes<T extends ElementConstructor>(
  Base: T,
  attributes: Readonly<Record<string, string>>,
) {
  return class extends Base {
    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      const prop = attributes[name];
      if (!prop) return;
      const self = this as unknown as R2wcInternals;
      self[PROPS][prop] = value ?? undefined;
      self[RENDER]();
    }
  };
}

/** kebab-case attribute → camelCase prop, for r2wc's `props` option and `withRawAttributes`. */
export function attributeMap<A extends string>(names: readonly A[]): Record<A, string> {
  return Object.fromEntries(
    names.map((name) => [name, name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())]),
  ) as Record<A, string>;
}

/** A non-empty, trimmed attribute value, or undefined. */
export function textAttribute(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * A boolean attribute: present means true (`always-show-default-text`, `="true"`, `=""`), except
 * the explicit values "false", "0", "no" and "off"; absent means false.
 */
export function booleanAttribute(value: string | undefined): boolean {
  return value !== undefined && !/^\s*(false|0|no|off)\s*$/i.test(value);
}

/** A positive integer id, or null (absent, empty or not a number). */
export function idAttribute(value: string | undefined): number | null {
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Raw attributes shared by both elements. */
export interface CommonRawAttributes {
  apiBase?: string | undefined;
  product?: string | undefined;
}

export interface CommonSettings {
  /** API base (origin + `/api`); default `/api` on the page's origin. */
  baseUrl: string;
  /** Storage key prefix; default `liftline`. */
  productKey: string;
}

export function commonSettings(raw: CommonRawAttributes): CommonSettings {
  return {
    baseUrl: textAttribute(raw.apiBase) ?? DEFAULT_BASE_URL,
    productKey: textAttribute(raw.product) ?? DEFAULT_PRODUCT_KEY,
  };
}
