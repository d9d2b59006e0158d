import { addDays, localToday, type QuoteRequestReceipt } from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import {
  fireEvent,
  waitFor,
  within,
  type ByRoleMatcher,
  type ByRoleOptions,
} from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteModal } from '../request-quote/quote-modal';
import { booleanAttribute, idAttribute } from './attributes';
import type { BranchChangeDetail, QuoteSubmittedDetail } from './events';
import { FindBranchElement } from './find-branch/find-branch-element';
import { findBranchSettings } from './find-branch/find-branch-view';
import { requestQuoteElementBase } from './request-quote/request-quote-element';
import { requestQuoteSettings } from './request-quote/request-quote-view';

// The elements as the bundle defines them, on real React here (the bundle uses preact/compat).
const loadModal = vi.fn(async () => ({ QuoteModal, css: '' }));
beforeAll(() => {
  customElements.define('find-branch', FindBranchElement);
  customElements.define('request-quote', requestQuoteElementBase(loadModal));
});

const chicago = aBranch({ id: 3, zip_code_searched: '60601' });
const receipt: QuoteRequestReceipt = {
  id: 9,
  reference: 'Q-2026-000009',
  status: 'received',
  created_at: '2026-11-21T12:00:00.000Z',
};
let requests: string[];

beforeEach(() => {
  localStorage.clear();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch((request) => {
        requests.push(`${request.method} ${request.url} ${request.credentials}`);
        const { pathname } = new URL(request.url);
        if (pathname.endsWith('/locate-branch')) return jsonResponse(chicago);
        if (pathname.endsWith('/request-quote')) return jsonResponse(receipt, 201);
        return jsonResponse({
          id: 7,
          title: 'Genie GS-1930 Scissor Lift',
          for_rent: true,
          for_sale: false,
        });
      }),
    ),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// findBy* cannot watch a shadow root for changes (it throws on a ShadowRoot container): poll it.
const findRole = (root: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions) =>
  waitFor(() => within(root).getByRole(role, options));
const findText = (root: HTMLElement, text: string) => waitFor(() => within(root).getByText(text));

function mount<E extends HTMLElement>(html: string): { element: E; shadow: HTMLElement } {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as E;
  // Testing Library queries take an element; a shadow root works the same for them.
  return { element, shadow: element.shadowRoot as unknown as HTMLElement };
}

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
      buttonText: undefined,
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

    element.removeAttribute('label'); // r2wc alone would keep 'Nearest yard'
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
    fireEvent.change(within(shadow).getByPlaceholderText('Enter Zip Code'), {
      target: { value: '60601' },
    });
    fireEvent.click(within(shadow).getByRole('button', { name: 'Submit' }));
    expect(await findRole(shadow, 'button', { name: 'Chicago, IL' })).toBeTruthy();

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
    expect(await findRole(shadow, 'button', { name: 'Chicago, IL' })).toBeTruthy();
    element.setAttribute('always-show-default-text', '');
    expect(await findRole(shadow, 'button', { name: 'Find Local Branch' })).toBeTruthy();
    element.removeAttribute('always-show-default-text');
    expect(await findRole(shadow, 'button', { name: 'Chicago, IL' })).toBeTruthy();
  });
});

describe('<request-quote>', () => {
  it('button-text changes and removal; the dialog loads on first open', async () => {
    const { element, shadow } = mount('<request-quote button-text="Get a quote"></request-quote>');
    expect(await findRole(shadow, 'button', { name: 'Get a quote' })).toBeTruthy();
    element.removeAttribute('button-text');
    const button = await findRole(shadow, 'button', { name: 'Request a Quote' });
    loadModal.mockClear();
    fireEvent.click(button);
    // (jsdom resolves aria-labelledby in the document only, so the dialog's name is not checked here)
    expect(await findRole(shadow, 'dialog')).toBeTruthy();
    expect(loadModal).toHaveBeenCalled();
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

    const next = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const change = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), {
        target: { value },
      });
    // The unit joins the origin's quote list: one line to rent, from tomorrow for a week.
    await findRole(dialog, 'heading', { name: 'Your equipment' });
    // Some weeks ahead (the API takes starts at most two years ahead).
    const start = addDays(localToday(), 30);
    change('Start date', start);
    change('End date', addDays(start, 7));
    next();
    await findRole(dialog, 'heading', { name: 'Jobsite and contact' });
    expect((within(dialog).getByLabelText('Jobsite zip code') as HTMLInputElement).value).toBe(
      '60601',
    );
    change('Jobsite street address', '1 Main St');
    change('Name', 'Ana');
    change('E-mail', 'ana@example.com');
    change('Phone', '3125550100');
    next();
    fireEvent.click(await findRole(dialog, 'button', { name: 'Send request' }));
    expect(await findText(dialog, 'Q-2026-000009')).toBeTruthy();

    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const event = submitted.mock.calls[0]![0] as CustomEvent<QuoteSubmittedDetail>;
    expect(event.target).toBe(element);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ receipt });
    document.removeEventListener('quote-submitted', submitted);
  });
});
