import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNNEL_EVENT, reportFunnel, type FunnelStep } from '../elements/funnel';
import { stubBeacon, unstubNavigator, type Beacons } from './counter-testing';
import type { LazyElement } from './lazy-element';

// The dealer funnel's counter in the loader (issue 36): which events, for which key, in which
// batches, when they are sent, and that nothing is sent without a key or against GPC / DNT.

const SCRIPT_KEY = 'pk_exampleDealer2026demoKey';
const OTHER_KEY = 'pk_4fQm9ZkD2xW7bN1cR8tY3uVa';

// The dealer's script tag carries the key; the loader reads it once, when it runs.
document.head.insertAdjacentHTML('beforeend', `<script data-site-key="${SCRIPT_KEY}"></script>`);

/** What the IntersectionObserver stub was given: the loader's callback and what it observes. */
const watching = {
  callback: null as IntersectionObserverCallback | null,
  observed: new Set<Element>(),
};
Object.assign(globalThis, {
  IntersectionObserver: class {
    constructor(callback: IntersectionObserverCallback) {
      watching.callback = callback;
    }
    observe(element: Element) {
      watching.observed.add(element);
    }
    unobserve(element: Element) {
      watching.observed.delete(element);
    }
    disconnect() {}
  },
});

const { flush, count, siteKeyOf } = await import('./counter');
const { setChunkImporter } = await import('./lazy-element');
await import('./widgets-loader');

let stub: Beacons;
let beacons: Beacons['sent'];
const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));

beforeEach(() => {
  vi.useFakeTimers();
  stub = stubBeacon();
  beacons = stub.sent;
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  // The chunks never load here: the funnel steps are reported from the first paint's nodes.
  setChunkImporter(() => new Promise(() => {}));
  history.replaceState(null, '', '/forklifts/toyota?email=ana@example.com#specs');
});
afterEach(() => {
  flush();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  unstubNavigator();
});

const PAGE = `${location.origin}/forklifts/toyota`;
const EVENTS_URL = `${location.origin}/api/v1/events`;

function add(html: string): LazyElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as LazyElement;
}
/** The chunk's funnel step, from a node inside the element's shadow root. */
const report = (element: Element, step: FunnelStep) =>
  reportFunnel(element.shadowRoot!.querySelector('.lf-widget'), step);
/** The observer's callback with the element `ratio` on screen: `height` px of a 800 px screen. */
function onScreen(element: Element, ratio: number, height = 40 * ratio) {
  watching.callback!(
    [
      {
        target: element,
        intersectionRatio: ratio,
        isIntersecting: ratio > 0,
        intersectionRect: { height },
        rootBounds: { height: 800 },
      } as unknown as IntersectionObserverEntry,
    ],
    {} as IntersectionObserver,
  );
}
const event = (type: string, element: string) => ({ type, element, page: PAGE });

describe('impressions', () => {
  it('once per element, once half of it has been on screen; sent 2 s after the last event', () => {
    const quote = add('<request-quote></request-quote>');
    const finder = add('<find-branch api-base="https://rentals.example.com/api/"></find-branch>');
    expect(watching.observed).toEqual(new Set([quote, finder]));

    onScreen(quote, 0.4);
    vi.advanceTimersByTime(5000);
    expect(beacons).toEqual([]);
    onScreen(quote, 0.5);
    expect(watching.observed.has(quote)).toBe(false);
    onScreen(quote, 1);
    vi.advanceTimersByTime(1500);
    // A list taller than two screens: once it fills half of the screen.
    onScreen(finder, 0.2, 400);
    vi.advanceTimersByTime(1999);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    // One batch per API: the element's api-base (else /api on the page's origin) + /v1/events.
    // The page without its query or fragment.
    expect(beacons).toEqual([
      {
        url: EVENTS_URL,
        body: { site_key: SCRIPT_KEY, events: [event('impression', 'request-quote')] },
      },
      {
        url: 'https://rentals.example.com/api/v1/events',
        body: { site_key: SCRIPT_KEY, events: [event('impression', 'find-branch')] },
      },
    ]);

    // An element taken out of the page is no longer watched.
    const list = add('<quote-list-button></quote-list-button>');
    expect(watching.observed.has(list)).toBe(true);
    list.remove();
    expect(watching.observed.has(list)).toBe(false);
    // Taken out and put back: still counted once.
    quote.remove();
    document.body.append(quote);
    expect(watching.observed.has(quote)).toBe(true);
    onScreen(quote, 1);
    flush();
    expect(beacons).toHaveLength(2);
  });
});

describe('what the chunks report', () => {
  it('open (once until a submit), every step, and a submit, which is sent at once', () => {
    const quote = add('<request-quote></request-quote>');
    const heard = vi.fn();
    document.addEventListener(FUNNEL_EVENT, heard);
    report(quote, 'open');
    report(quote, 'open');
    report(quote, 'step');
    report(quote, 'step');
    report(quote, 'submit');
    expect(beacons).toEqual([
      {
        url: EVENTS_URL,
        body: {
          site_key: SCRIPT_KEY,
          events: ['open', 'step', 'step', 'submit'].map((type) => event(type, 'request-quote')),
        },
      },
    ]);
    // The next request is a new pass through the funnel.
    report(quote, 'open');
    vi.advanceTimersByTime(2000);
    expect(beacons[1]!.body).toEqual({
      site_key: SCRIPT_KEY,
      events: [event('open', 'request-quote')],
    });
    // The steps stay inside the element: the page never hears them.
    expect(heard).not.toHaveBeenCalled();
    document.removeEventListener(FUNNEL_EVENT, heard);
  });

  it("an element's site-key overrides the script's; one batch per key; a malformed key counts nothing", () => {
    const own = add(`<request-quote site-key="${OTHER_KEY}"></request-quote>`);
    const list = add('<quote-list-button></quote-list-button>');
    const broken = add('<find-branch site-key="pk_short"></find-branch>');
    expect([own, list, broken].map(siteKeyOf)).toEqual([OTHER_KEY, SCRIPT_KEY, null]);
    // The chunks get the key in effect (the lead's `source`).
    expect([own, list, broken].map((e) => e.widgetAttributes['site-key'])).toEqual([
      OTHER_KEY,
      SCRIPT_KEY,
      null,
    ]);
    expect(watching.observed.has(broken)).toBe(false);
    for (const element of [own, list, broken]) report(element, 'open');
    dispatchEvent(new Event('pagehide'));
    expect(beacons.map(({ body }) => body)).toEqual([
      { site_key: OTHER_KEY, events: [event('open', 'request-quote')] },
      { site_key: SCRIPT_KEY, events: [event('open', 'quote-list-button')] },
    ]);
  });
});

describe('sending', () => {
  it('when the page is hidden; at most 50 events a beacon', () => {
    const quote = add('<request-quote></request-quote>');
    for (let i = 0; i < 60; i++) report(quote, 'step');
    expect(beacons.map(({ body }) => (body as { events: unknown[] }).events.length)).toEqual([50]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as unknown as Record<string, unknown>).visibilityState;
    expect(beacons.map(({ body }) => (body as { events: unknown[] }).events.length)).toEqual([
      50, 10,
    ]);
  });

  it('with fetch (keepalive, no credentials) when sendBeacon refuses or is missing', () => {
    const quote = add('<request-quote></request-quote>');
    stub.answer = false;
    report(quote, 'submit');
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
    report(quote, 'submit');
    const body = JSON.stringify({
      site_key: SCRIPT_KEY,
      events: [event('submit', 'request-quote')],
    });
    const init = { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors' };
    expect(fetchSpy.mock.calls).toEqual([
      [EVENTS_URL, init],
      [EVENTS_URL, init],
    ]);
  });
});

describe('privacy', () => {
  it.each([
    ['Global Privacy Control', () => defineOn(navigator, 'globalPrivacyControl', true)],
    ['Do Not Track', () => defineOn(navigator, 'doNotTrack', '1')],
    ["Do Not Track (window's)", () => defineOn(window, 'doNotTrack', '1')],
  ])('%s: nothing is ever sent', (_, optOut) => {
    optOut();
    const quote = add('<request-quote></request-quote>');
    onScreen(quote, 1);
    report(quote, 'open');
    report(quote, 'submit');
    count(quote, 'step');
    dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(10_000);
    expect(beacons).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("the key of the script tag the loader came from, before another tag's", async () => {
    const { scriptUrl } = await import('../elements/script-url');
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script src="${scriptUrl}" data-site-key="${OTHER_KEY}"></script>`,
    );
    vi.resetModules();
    const fresh = await import('./counter');
    document.head.lastElementChild!.remove();
    expect(fresh.siteKeyOf(document.createElement('request-quote'))).toBe(OTHER_KEY);
  });

  it('without any key (no data-site-key, no site-key), nothing is counted', async () => {
    document.head.querySelector('script[data-site-key]')!.remove();
    vi.resetModules();
    const fresh = await import('./counter');
    const element = document.body.appendChild(document.createElement('request-quote'));
    expect(fresh.siteKeyOf(element)).toBeNull();
    watching.observed.clear();
    fresh.watchImpression(element);
    expect(watching.observed.size).toBe(0);
    fresh.count(element, 'open');
    fresh.count(element, 'submit');
    fresh.flush();
    expect(beacons).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

function defineOn(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { configurable: true, get: () => value });
}
