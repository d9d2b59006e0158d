import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setChunkImporter } from '../loader/lazy-element';
import '../loader/widgets-loader';
import type { FindBranchElement } from '../loader/find-branch-element';
import { booleanAttribute, idAttribute } from './attributes';
import type { BranchChangeDetail, QuoteSubmittedDetail } from './events';
import { findBranchSettings } from './find-branch/find-branch-view';
import { requestQuoteSettings } from './request-quote/request-quote-view';
import {
  chicago,
  findRole,
  findText,
  importChunk,
  mount,
  receipt,
  sendQuote,
  stubWidgetApi,
} from './testing';

// The elements as a dealer's page has them: the loader's elements, whose chunks mount the views,
// here on real React (the chunks render them with preact).
let requests: string[];

beforeEach(() => {
  localStorage.clear();
  importChunk.mockClear();
  setChunkImporter(importChunk);
  requests = stubWidgetApi().requests;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('attribute values', () => {
  it('booleans: present is true, "false"/"0"/"no"/"off" and absent are false', () => {
    expect(['', 'true', 'always', 'yes'].map(booleanAttribute)).toEqual([true, true, true, true]);
    expect(['false', 'FALSE', '0', 'no', 'off', undefined].map(booleanAttribute)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('ids: positive integers only', () => {
    expect(['1', ' 42 ', '0', '-3', '1.5', 'abc', '', undefined].map(idAttribute)).toEqual([
      1,
      42,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('empty or missing attributes fall back to the defaults', () => {
    expect(findBranchSettings({})).toEqual({
      baseUrl: '/api',
      productKey: 'liftline',
      label: 'Find Local Branch',
      alwaysShowDefaultText: false,
      storeUrl: `${location.origin}/`,
    });
    expect(findBranchSettings({ apiBase: ' ', product: '', label: '' })).toMatchObject({
      baseUrl: '/api',
      productKey: 'liftline',
      label: 'Find Local Branch',
    });
    expect(
      requestQuoteSettings({
        apiBase: 'https://rentals.example.com/api',
        product: 'acme',
        equipmentId: '12',
        buttonText: 'Get a quote',
      }),
    ).toEqual({
      baseUrl: 'https://rentals.example.com/api',
      productKey: 'acme',
      equipmentId: 12,
      buttonText: 'Get a quote',
    });
    expect(requestQuoteSettings({ equipmentId: 'x' })).toMatchObject({
      equipmentId: null,
      buttonText: 'Request a Quote',
    });
  });
});

describe('<find-branch>', () => {
  it('renders in an open shadow root and follows attribute changes and removals', async () => {
    const { element, shadow } = mount(
      '<find-branch api-base="https://rentals.example.com/api" label="Pick a yard"></find-branch>',
    );
    expect(element.shadowRoot?.mode).toBe('open');
    expect(await findRole(shadow, 'button', { name: 'Pick a yard' })).toBeTruthy();

    element.setAttribute('label', 'Nearest yard');
    expect(await findRole(shadow, 'button', { name: 'Nearest yard' })).toBeTruthy();

    element.removeAttribute('label'); // back to the default
    expect(await findRole(shadow, 'button', { name: 'Find Local Branch' })).toBeTruthy();

    (element as FindBranchElement).label = 'By property';
    expect(element.getAttribute('label')).toBe('By property');
    expect(await findRole(shadow, 'button', { name: 'By property' })).toBeTruthy();
  });

  it('searches the api-base without cookies and announces the branch on the element and window', async () => {
    const { element, shadow } = mount(
      '<find-branch api-base="https://rentals.example.com/api" product="acme"></find-branch>',
    );
    const onDocument = vi.fn();
    const onWindow = vi.fn();
    document.addEventListener('branch-change', onDocument);
    window.addEventListener('local-branch-updated', onWindow);

    fireEvent.click(await findRole(shadow, 'button', { name: 'Find Local Branch' }));
    // The click came before the code: the dialog opens once it is mounted.
    fireEvent.change(await waitFor(() => within(shadow).getByPlaceholderText('Enter Zip Code')), {
      target: { value: '60601' },
    });
    fireEvent.click(within(shadow).getByRole('button', { name: 'Submit' }));
    fireEvent.click(await findRole(shadow, 'button', { name: /Chicago – West Loop/ }));
    expect(await findRole(shadow, 'link', { name: 'Chicago, IL' })).toBeTruthy();

    expect(requests).toEqual([
      'GET https://rentals.example.com/api/v1/locate-branch?zip_code=60601 omit',
    ]);
    expect(localStorage.getItem('acme_local_branch')).toContain('"city":"Chicago"');
    const event = onDocument.mock.calls[0]![0] as CustomEvent<BranchChangeDetail>;
    expect(event.target).toBe(element);
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toEqual({ branch: chicago, zip_code: '60601' });
    expect(onWindow).toHaveBeenCalledTimes(1);
    document.removeEventListener('branch-change', onDocument);
    window.removeEventListener('local-branch-updated', onWindow);
  });

  it('always-show-default-text: a bare attribute is on, "false" and removal turn it off', async () => {
    localStorage.setItem('liftline_local_branch', JSON.stringify(chicago));
    const { element, shadow } = mount('<find-branch always-show-default-text></find-branch>');
    expect(await findRole(shadow, 'button', { name: 'Find Local Branch' })).toBeTruthy();
    element.setAttribute('always-show-default-text', 'false');
    expect(await findRole(shadow, 'link', { name: 'Chicago, IL' })).toBeTruthy();
    element.setAttribute('always-show-default-text', '');
    expect(await findRole(shadow, 'button', { name: 'Find Local Branch' })).toBeTruthy();
    element.removeAttribute('always-show-default-text');
    expect(await findRole(shadow, 'link', { name: 'Chicago, IL' })).toBeTruthy();
  });
});

describe('<request-quote>', () => {
  it('button-text changes and removal; the code loads on the first click, which opens the dialog', async () => {
    const { element, shadow } = mount('<request-quote button-text="Get a quote"></request-quote>');
    expect(await findRole(shadow, 'button', { name: 'Get a quote' })).toBeTruthy();
    element.removeAttribute('button-text');
    const button = await findRole(shadow, 'button', { name: 'Request a Quote' });
    expect(importChunk).not.toHaveBeenCalled();
    fireEvent.click(button);
    // (jsdom resolves aria-labelledby in the document only, so the dialog's name is not checked here)
    expect(await findRole(shadow, 'dialog')).toBeTruthy();
    expect(importChunk.mock.calls).toEqual([['request-quote']]);
    // Mounted: attribute changes reach the component.
    element.setAttribute('button-text', 'Price this unit');
    expect(await findRole(shadow, 'button', { name: 'Price this unit' })).toBeTruthy();
  });

  it('fetches the equipment-id from api-base and emits quote-submitted with the receipt', async () => {
    localStorage.setItem('zip_code', '60601');
    const { element, shadow } = mount(
      '<request-quote api-base="https://rentals.example.com/api" equipment-id="7"></request-quote>',
    );
    const submitted = vi.fn();
    document.addEventListener('quote-submitted', submitted);
    fireEvent.click(await findRole(shadow, 'button', { name: 'Request a Quote' }));
    const dialog = await findRole(shadow, 'dialog');
    expect(await findText(dialog, 'Genie GS-1930 Scissor Lift')).toBeTruthy();
    expect(requests[0]).toBe('GET https://rentals.example.com/api/v1/equipment/7 omit');

    await sendQuote(dialog, {
      atDetails: () =>
        expect((within(dialog).getByLabelText('Jobsite zip code') as HTMLInputElement).value).toBe(
          '60601',
        ),
    });
    expect(within(dialog).getByText('Q-2026-000009')).toBeTruthy();

    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const event = submitted.mock.calls[0]![0] as CustomEvent<QuoteSubmittedDetail>;
    expect(event.target).toBe(element);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ receipt });
    document.removeEventListener('quote-submitted', submitted);
  });
});

describe('<quote-list-button>', () => {
  it('the mounted view counts the list, follows it, and opens the quote dialog on the list', async () => {
    localStorage.setItem(
      'liftline_quote_list',
      JSON.stringify({ v: 1, lines: [{ equipment_id: 7, mode: 'buy', quantity: 1 }] }),
    );
    const { element, shadow } = mount(
      '<quote-list-button api-base="https://rentals.example.com/api"></quote-list-button>',
    );
    element.dispatchEvent(new Event('pointerenter'));
    await waitFor(() => expect(importChunk).toHaveBeenCalledWith('quote-list-button'));
    localStorage.setItem(
      'liftline_quote_list',
      JSON.stringify({
        v: 1,
        lines: [
          { equipment_id: 7, mode: 'buy', quantity: 1 },
          { equipment_id: 8, mode: 'buy', quantity: 2 },
        ],
      }),
    );
    window.dispatchEvent(new Event('quote-list-updated'));
    const button = await findRole(shadow, 'button', { name: 'Quote list 2 units' });
    fireEvent.click(button);
    const dialog = await findRole(shadow, 'dialog');
    await findRole(dialog, 'heading', { name: 'Your equipment' });
    expect(requests).toContain('GET https://rentals.example.com/api/v1/equipment/7 omit');
  });
});

/** Tags, attributes (sorted) and text of a subtree: what decides its box, besides the CSS. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  const element = node as Element;
  const attributes = [...element.attributes]
    .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
    .sort();
  const children = [...element.childNodes].map(shape).join('');
  return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
}

describe('first paint = mounted markup (nothing moves when the code arrives)', () => {
  it.each([
    ['<find-branch label="Pick a yard"></find-branch>', 'link'],
    ['<find-branch></find-branch>', 'link'],
    ['<request-quote button-text="Get a price"></request-quote>', 'button'],
    ['<request-quote></request-quote>', 'button'],
    ['<quote-list-button button-text="My list"></quote-list-button>', 'button'],
  ])('%s', async (html, control) => {
    localStorage.setItem('liftline_local_branch', JSON.stringify(chicago));
    localStorage.setItem(
      'liftline_quote_list',
      JSON.stringify({ v: 1, lines: [{ equipment_id: 7, mode: 'buy', quantity: 1 }] }),
    );
    const { element, shadow } = mount(html);
    const root = () => shadow.querySelector('[part="root"]')!;
    const painted = shape(root()).replace(/<dialog .*<\/dialog>/, '');
    expect(painted).toContain(`part="${control}"`);
    element.dispatchEvent(new Event('focusin'));
    await waitFor(() => expect(root().querySelector('dialog, [aria-haspopup]')).not.toBeNull());
    await waitFor(() => expect(importChunk).toHaveBeenCalled());
    await waitFor(() => expect(shape(root()).replace(/<dialog [^]*<\/dialog>/, '')).toBe(painted));
  });
});
