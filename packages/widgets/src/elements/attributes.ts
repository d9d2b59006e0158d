import { DEFAULT_BASE_URL, DEFAULT_PRODUCT_KEY } from '@liftline/sdk';

import type { WidgetAttributes } from './mount-contract';

/**
 * The element's attributes as the views take them: camelCase names (`api-base` → `apiBase`), a
 * removed attribute as `undefined` (so the view falls back to its default).
 */
export function rawAttributes(attributes: WidgetAttributes): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value ?? undefined,
    ]),
  );
}

/** A non-empty, trimmed attribute value, or undefined. */
export function textAttribute(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * A boolean attribute: present means true (`always-show-default-text`, `="true"`, `=""`), except
 * the explicit values "false", "0", "no" and "off"; absent means false.
 */
export function booleanAttribute(value: string | null | undefined): boolean {
  return value != null && !/^\s*(false|0|no|off)\s*$/i.test(value);
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
  apiBase?: string | null | undefined;
  product?: string | null | undefined;
  /** The element's language, or its closest ancestor's (the loader passes it: `es`, `en-US`…). */
  lang?: string | null | undefined;
  /** The dealer site's key in effect (the loader passes the element's, else the script's). */
  siteKey?: string | null | undefined;
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
