import { createQuoteList } from '@liftline/sdk';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EquipmentSelectDetail } from '../elements/events';
import { FUNNEL_EVENT } from '../elements/funnel';
import {
  allRoles,
  fakeEquipmentApi,
  findRole,
  findStatus,
  mountList,
  unmountLists,
} from './testing';

let api: ReturnType<typeof fakeEquipmentApi>;
const useApi = (...args: Parameters<typeof fakeEquipmentApi>) => {
  api = fakeEquipmentApi(...args);
  vi.stubGlobal('fetch', api.fetch);
};
beforeEach(() => {
  localStorage.clear();
  useApi(3);
});
afterEach(() => {
  unmountLists();
  vi.unstubAllGlobals();
});

const storedLines = (product = 'liftline') =>
  (
    JSON.parse(localStorage.getItem(`${product}_quote_list`) ?? '{"lines":[]}') as {
      lines: { equipment_id: number; mode: string; quantity: number; start_date?: string }[];
    }
  ).lines;

async function firstCard(attributes: Record<string, string> = {}) {
  const list = mountList(attributes);
  await findRole(list.root, 'list', { name: 'Equipment' });
  return { ...list, card: allRoles(list.root, 'article')[0]! };
}

describe('Add to quote', () => {
  it('adds the unit to the shared quote list, to rent, once however often it is pressed', async () => {
    const { root, card } = await firstCard({ product: 'acme' });
    // The dealer funnel's `open` (the loader counts it): reported once, from inside the root.
    const funnel = vi.fn((event: Event) => (event as CustomEvent<string>).detail);
    root.addEventListener(FUNNEL_EVENT, funnel);
    fireEvent.click(within(card).getByRole('button', { name: 'Add to quote' }));
    expect(storedLines('acme')).toEqual([
      expect.objectContaining({ equipment_id: 1, mode: 'rent', quantity: 1, title: 'Unit 1' }),
    ]);
    expect(storedLines('acme')[0]!.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const added = await waitFor(() => within(card).getByRole('button', { name: 'In quote list' }));
    expect(added.getAttribute('aria-disabled')).toBe('true');
    await findStatus(root, 'Unit 1 is in your quote list.');
    fireEvent.click(added);
    expect(storedLines('acme')).toHaveLength(1);
    expect(funnel.mock.results.map((result) => result.value as string)).toEqual(['open']);
  });

  it('a unit the list already holds keeps its line (dates, quantity) and shows as added', async () => {
    createQuoteList(localStorage, 'liftline').add({
      equipment_id: 1,
      mode: 'rent',
      quantity: 3,
      start_date: '2030-01-02',
      end_date: '2030-01-05',
    });
    const { card } = await firstCard();
    expect(within(card).getByRole('button', { name: 'In quote list' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'In quote list' }));
    expect(storedLines()).toEqual([
      expect.objectContaining({ quantity: 3, start_date: '2030-01-02' }),
    ]);
  });

  it('a line written meanwhile without a word to the page is kept as it is', async () => {
    const { card } = await firstCard();
    localStorage.setItem(
      'liftline_quote_list',
      JSON.stringify({ v: 1, lines: [{ equipment_id: 1, mode: 'rent', quantity: 3 }] }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Add to quote' }));
    expect(storedLines()).toEqual([{ equipment_id: 1, mode: 'rent', quantity: 3 }]);
  });

  it('for sale only, or listing="buy": a buy line', async () => {
    useApi(3, () => ({ for_rent: false }));
    const { card } = await firstCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Add to quote' }));
    expect(storedLines()).toEqual([expect.objectContaining({ equipment_id: 1, mode: 'buy' })]);
    unmountLists();
    localStorage.clear();
    useApi(3);
    const second = await firstCard({ listing: 'buy' });
    fireEvent.click(within(second.card).getByRole('button', { name: 'Add to quote' }));
    expect(storedLines()).toEqual([expect.objectContaining({ equipment_id: 1, mode: 'buy' })]);
  });

  it('follows the list as other parts of the page change it', async () => {
    const { card } = await firstCard();
    const other = createQuoteList(localStorage, 'liftline', window);
    act(() => void other.add({ equipment_id: 1, mode: 'rent', quantity: 1 }));
    await waitFor(() => within(card).getByRole('button', { name: 'In quote list' }));
    act(() => other.clear());
    await waitFor(() => within(card).getByRole('button', { name: 'Add to quote' }));
  });

  it('a full list refuses the unit and says so', async () => {
    createQuoteList(localStorage, 'liftline').replace(
      Array.from({ length: 50 }, (_, index) => ({
        equipment_id: 100 + index,
        mode: 'buy' as const,
        quantity: 1,
      })),
    );
    const { root, card } = await firstCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Add to quote' }));
    await findStatus(root, /quote list is full \(50 units\)/);
    expect(storedLines()).toHaveLength(50);
  });
});

describe('equipment-select', () => {
  it("fires on the title link with the unit's id, bubbling out of the shadow root", async () => {
    const { host, card } = await firstCard();
    const heard = vi.fn((event: Event) => event);
    document.addEventListener('equipment-select', heard);
    const link = within(card).getByRole('link', { name: 'Unit 1' });
    expect(link.getAttribute('href')).toBe('https://rentals.example.com/equipment/1');
    // jsdom does not navigate: a click that is not cancelled is one whose default is kept.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    document.removeEventListener('equipment-select', heard);
    const event = heard.mock.results[0]!.value as CustomEvent<EquipmentSelectDetail>;
    expect(event.target).toBe(host);
    expect(event.detail).toEqual({ id: 1 });
    expect(event.bubbles && event.composed && event.cancelable).toBe(true);
  });

  it('the link is followed unless a listener cancels the event', async () => {
    const { host, card } = await firstCard();
    const link = within(card).getByRole('link', { name: 'Unit 1' });
    const followed: boolean[] = [];
    const record = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom would try to navigate
    };
    host.ownerDocument.addEventListener('click', record);
    fireEvent.click(link);
    host.addEventListener('equipment-select', (event) => event.preventDefault());
    fireEvent.click(link);
    // A new tab (modifier keys) is the visitor's: no event, nothing cancelled.
    fireEvent.click(link, { ctrlKey: true });
    host.ownerDocument.removeEventListener('click', record);
    expect(followed).toEqual([true, false, true]);
  });
});

describe('the picture', () => {
  const withPicture = (id: number) => ({
    image_url: `/media/${id}.jpg`,
    image_width: 1200,
    image_height: 900,
    image_sources: [
      { format: 'webp' as const, width: 960, url: `/media/${id}-960.webp` },
      { format: 'avif' as const, width: 480, url: `https://cdn.example.net/${id}-480.avif` },
      { format: 'webp' as const, width: 480, url: `/media/${id}-480.webp` },
    ],
  });

  it('srcset per format (narrowest first), sizes, width/height, URLs on the API origin', async () => {
    useApi(3, withPicture);
    const { card } = await firstCard();
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://rentals.example.com/media/1.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '900']);
    expect(img.getAttribute('alt')).toBe('');
    const sources = [...card.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    const sizes = '(max-width: 35.98rem) 100vw, (max-width: 63.98rem) 50vw, 20rem';
    expect(sources).toEqual([
      ['image/avif', 'https://cdn.example.net/1-480.avif 480w', sizes],
      [
        'image/webp',
        'https://rentals.example.com/media/1-480.webp 480w, https://rentals.example.com/media/1-960.webp 960w',
        sizes,
      ],
    ]);
  });

  it('loads at once in the first row only', async () => {
    useApi(12, withPicture);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 1000, // three 15rem columns and their gaps (752 px); four need 1008 px
      top: 0,
    } as DOMRect);
    const { root } = await firstCard();
    const loading = [...root.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual([...Array(3).fill('eager'), ...Array(9).fill('lazy')]);
    vi.restoreAllMocks();
  });

  it('no picture: the same box, empty', async () => {
    const { card } = await firstCard();
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.lf-eql-media')).not.toBeNull();
  });
});

describe('price', () => {
  it('rent: the three rates, each a term and its amount', async () => {
    const { card } = await firstCard();
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const amounts = within(card)
      .getAllByRole('definition')
      .map((amount) => amount.textContent);
    expect(terms).toEqual(['Per day', 'Per week', 'Per month']);
    expect(amounts).toEqual(['$190', '$650', '$1,815']);
    expect(card.textContent).not.toContain('19,950');
  });

  it('buy: the price; no price: on request', async () => {
    useApi(2, (id) => (id === 1 ? { sale_price: 19950.5 } : { sale_price: null }));
    const { root } = await firstCard({ listing: 'buy' });
    const [first, second] = allRoles(root, 'article');
    expect(within(first!).getByRole('definition').textContent).toBe('$19,950.50');
    expect(second!.textContent).toContain('Price on request');
  });
});
