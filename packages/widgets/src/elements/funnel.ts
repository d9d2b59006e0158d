import type { DealerSourceInput } from '@liftline/sdk';

/**
 * The funnel steps a chunk reports to the loader, which counts them for the element's dealer site
 * (src/loader/counter.ts): `open` (the element's main action started: its dialog opened, a unit was
 * added to the quote), `step` (the quote flow moved forward a step), `submit` (a request was stored).
 */
export type FunnelStep = 'open' | 'step' | 'submit';

/**
 * The event that carries a `FunnelStep` (its `detail`) from inside an element's shadow root to the
 * loader, which listens on the root. It bubbles but is not composed: the page never sees it.
 */
export const FUNNEL_EVENT = 'lf-funnel';

/** Reports `step` from `node` (inside the element's shadow root); nothing when there is no node. */
export function reportFunnel(node: Node | null | undefined, step: FunnelStep): void {
  node?.dispatchEvent(new CustomEvent(FUNNEL_EVENT, { detail: step, bubbles: true }));
}

/** The page a dealer site's event or lead comes from: its URL without the query or fragment. */
export const pageUrl = (): string => location.href.split(/[?#]/)[0]!.slice(0, 2048);

/**
 * The `source` of a request sent by `element` on a dealer site: the site's key (the loader passes
 * the key in effect as the `site-key` attribute), the page and the element. Null without a key.
 */
export function dealerSource(
  siteKey: string | null | undefined,
  element: NonNullable<DealerSourceInput['element']>,
): DealerSourceInput | null {
  return siteKey ? { site_key: siteKey, page: pageUrl(), element } : null;
}
