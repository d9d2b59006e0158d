import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBeacon, unstubNavigator, type Beacons } from '../loader/counter-testing';
import { setChunkImporter } from '../loader/lazy-element';
import '../loader/widgets-loader';
import { findRole, importChunk, mount, sendQuote, stubWidgetApi } from './testing';

// The elements on a dealer site (issue 36): the mounted views report their funnel steps, which the
// loader counts for the element's key, and the requests they send carry the site as `source`.

const KEY = 'pk_exampleDealer2026demoKey';
const API = 'https://rentals.example.com/api';
let api: ReturnType<typeof stubWidgetApi>;
let beacons: Beacons;

beforeEach(() => {
  localStorage.clear();
  importChunk.mockClear();
  setChunkImporter(importChunk);
  api = stubWidgetApi();
  beacons = stubBeacon();
  history.replaceState(null, '', '/units/7?ref=mail#photos');
});
afterEach(() => {
  dispatchEvent(new Event('pagehide'));
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  unstubNavigator();
});

const PAGE = `${location.origin}/units/7`;
/** The types of the events sent so far, for `element`. */
const counted = (element: string) =>
  beacons.sent.flatMap(({ body }) =>
    (body as { events: { type: string; element: string; page: string }[] }).events
      .filter((event) => event.element === element && event.page === PAGE)
      .map((event) => event.type),
  );

/** Opens the element's quote dialog and sends the request. */
async function requestFrom(shadow: HTMLElement, button: string) {
  fireEvent.click(await findRole(shadow, 'button', { name: button }));
  await sendQuote(await findRole(shadow, 'dialog'));
}

describe('a widget with a site key', () => {
  it('<request-quote>: open, two steps and the submit are counted; the request names the site, page and element', async () => {
    const { shadow } = mount(
      `<request-quote api-base="${API}" equipment-id="7" site-key="${KEY}"></request-quote>`,
    );
    await requestFrom(shadow, 'Request a Quote');
    // A submit is sent at once.
    await waitFor(() =>
      expect(counted('request-quote')).toEqual(['open', 'step', 'step', 'submit']),
    );
    expect(beacons.sent[0]!.url).toBe(`${API}/v1/events`);
    expect(api.quotes).toEqual([
      expect.objectContaining({
        source: { site_key: KEY, page: PAGE, element: 'request-quote' },
      }),
    ]);
  });

  it('<quote-list-button>: the same for the list, as its own element', async () => {
    localStorage.setItem(
      'liftline_quote_list',
      JSON.stringify({ v: 1, lines: [{ equipment_id: 7, mode: 'rent', quantity: 1 }] }),
    );
    const { shadow } = mount(
      `<quote-list-button api-base="${API}" site-key="${KEY}"></quote-list-button>`,
    );
    await requestFrom(shadow, 'Quote list 1 unit');
    await waitFor(() =>
      expect(counted('quote-list-button')).toEqual(['open', 'step', 'step', 'submit']),
    );
    expect(api.quotes).toEqual([
      expect.objectContaining({
        source: { site_key: KEY, page: PAGE, element: 'quote-list-button' },
      }),
    ]);
  });

  it("<find-branch>: opening the finder's dialog is its open", async () => {
    const { shadow } = mount(`<find-branch site-key="${KEY}"></find-branch>`);
    fireEvent.click(await findRole(shadow, 'button', { name: 'Find Local Branch' }));
    // The click came before the code: the dialog opens once it is mounted (slow on a busy machine).
    await waitFor(() => expect(shadow.querySelector('dialog[open]')).not.toBeNull(), {
      timeout: 10_000,
    });
    dispatchEvent(new Event('pagehide'));
    expect(counted('find-branch')).toEqual(['open']);
  });
});

describe('a widget without a key', () => {
  it('counts nothing and sends its request without a source', async () => {
    const { shadow } = mount(`<request-quote api-base="${API}" equipment-id="7"></request-quote>`);
    await requestFrom(shadow, 'Request a Quote');
    dispatchEvent(new Event('pagehide'));
    expect(beacons.sent).toEqual([]);
    expect(api.quotes).toHaveLength(1);
    expect(api.quotes[0]).not.toHaveProperty('source');
  });
});
