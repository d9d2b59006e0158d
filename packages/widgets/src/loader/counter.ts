import { DEFAULT_BASE_URL } from '@liftline/sdk';
import { pageUrl, type FunnelStep } from '../elements/funnel';
import { scriptUrl } from '../elements/script-url';

// The dealer funnel's counter (issue 36): per element with a site key, `impression` (half of it on
// screen, once per page view), `open` (once until a `submit`), `step` and `submit`, queued per API
// and key and sent with `navigator.sendBeacon` to `<api-base>/v1/events` when the page is hidden,
// at once after a submit, else after 2 s without a new event. Cookieless: no storage, no
// identifiers, and nothing at all under Global Privacy Control or Do Not Track.

export type FunnelEventType = 'impression' | FunnelStep;

interface Batch {
  url: string;
  key: string;
  events: { type: FunnelEventType; element: string; page: string }[];
}

const PUBLISHABLE_KEY = /^pk_[A-Za-z0-9]{24}$/;
/** Events per beacon (the contract's `DealerEventBatch.events` maxItems). */
const MAX_EVENTS = 50;
const IDLE_MS = 2000;

/**
 * The script tag's `data-site-key`, read once: the tag is the one this bundle came from (the
 * classic script's `currentScript`, the module's URL), else any `script[data-site-key]`.
 */
const scriptKey = (
  [...document.scripts].find((script) => script.src === scriptUrl) ??
  document.querySelector('script[data-site-key]')
)?.getAttribute('data-site-key');

/** The element's site key (its `site-key`, else the script's), or null when none or malformed. */
export function siteKeyOf(element: Element): string | null {
  const key = element.getAttribute('site-key')?.trim() || scriptKey;
  return key && PUBLISHABLE_KEY.test(key) ? key : null;
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be counted. */
const optedOut = () =>
  (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1' ||
  (window as { doNotTrack?: unknown }).doNotTrack === '1';

const batches = new Map<string, Batch>();
/** What each element counted already: `impression` (once) and `open` (once until a submit). */
const counted = new WeakMap<Element, Set<FunnelEventType>>();
let idle: ReturnType<typeof setTimeout> | undefined;

/** Counts `type` for `element` (its tag names it) on its dealer site, if it has one. */
export function count(element: Element, type: FunnelEventType): void {
  const key = siteKeyOf(element);
  if (!key || optedOut()) return;
  const done = counted.get(element) ?? new Set();
  counted.set(element, done);
  if (done.has(type)) return;
  if (type === 'impression' || type === 'open') done.add(type);
  if (type === 'submit') done.delete('open');
  // The API base as the element's requests use it: `api-base`, else `/api` on the page's origin.
  const base = element.getAttribute('api-base')?.trim() || DEFAULT_BASE_URL;
  const url = new URL(`${base.replace(/\/+$/, '')}/v1/events`, location.href).href;
  const id = `${key} ${url}`;
  const batch = batches.get(id) ?? { url, key, events: [] };
  batches.set(id, batch);
  batch.events.push({ type, element: element.localName, page: pageUrl() });
  clearTimeout(idle);
  if (type === 'submit' || batch.events.length >= MAX_EVENTS) flush();
  else idle = setTimeout(flush, IDLE_MS);
}

/** Sends every queued event: one body per key and API, at most 50 events each. */
export function flush(): void {
  clearTimeout(idle);
  for (const { url, key, events } of batches.values())
    for (let i = 0; i < events.length; i += MAX_EVENTS) {
      const body = JSON.stringify({ site_key: key, events: events.slice(i, i + MAX_EVENTS) });
      // A string is sent as text/plain: no CORS preflight, no credentials.
      if (!navigator.sendBeacon?.(url, body))
        fetch(url, {
          method: 'POST',
          body,
          keepalive: true,
          credentials: 'omit',
          mode: 'no-cors',
        }).catch(() => {});
    }
  batches.clear();
}

addEventListener('pagehide', flush);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});

let observer: IntersectionObserver | undefined;

/** Whether at least half of the entry's element is on screen (or it fills half the screen). */
const halfSeen = ({ intersectionRatio, intersectionRect, rootBounds }: IntersectionObserverEntry) =>
  intersectionRatio >= 0.5 || (!!rootBounds && intersectionRect.height * 2 >= rootBounds.height);

/**
 * Counts the element's `impression` once half of it has been on screen (an element taller than
 * twice the screen: once it fills half of it). Nothing without IntersectionObserver or a site key.
 */
export function watchImpression(element: Element): void {
  if (typeof IntersectionObserver === 'undefined' || !siteKeyOf(element)) return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (halfSeen(entry)) {
          observer!.unobserve(entry.target);
          count(entry.target, 'impression');
        }
    },
    { threshold: [0, 0.1, 0.2, 0.3, 0.4, 0.5] },
  );
  observer.observe(element);
}

/** The element left the document: stop watching it. */
export const unwatchImpression = (element: Element): void => observer?.unobserve(element);
