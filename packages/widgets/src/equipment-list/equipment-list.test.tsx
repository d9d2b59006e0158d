import { aBranch } from '@liftline/sdk/testing';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allRoles,
  API,
  fakeEquipmentApi,
  findRole,
  findStatus,
  mountList,
  queryRole,
  unmountLists,
} from './testing';

let api: ReturnType<typeof fakeEquipmentApi>;

beforeEach(() => {
  localStorage.clear();
  api = fakeEquipmentApi(30);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  unmountLists();
  vi.unstubAllGlobals();
});

const cards = (root: ShadowRoot) => allRoles(root, 'article');
const loaded = (root: ShadowRoot) => findRole(root, 'list', { name: 'Equipment' });

describe('the query', () => {
  it('is built from the attributes, without cookies', async () => {
    const { root } = mountList({
      'branch-id': '4',
      category: 'aerial-work-platforms',
      listing: 'rent',
      'per-page': '6',
      sort: 'price_asc',
    });
    await loaded(root);
    expect(api.requests.map((url) => `${url.origin}${url.pathname}`)).toEqual([
      `${API}/v1/equipment`,
    ]);
    expect(api.lastQuery()).toEqual({
      page: '1',
      per_page: '6',
      branch_id: '4',
      category: 'aerial-work-platforms',
      listing: 'rent',
      sort: 'price_asc',
    });
    expect(new Request(api.fetch.mock.calls[0]![0], api.fetch.mock.calls[0]![1]).credentials).toBe(
      'omit',
    );
    expect(cards(root)).toHaveLength(6);
  });

  it('bad attribute values fall back to their defaults instead of breaking the list', async () => {
    const { root } = mountList({
      'branch-id': 'main',
      category: 'boats',
      listing: 'lease',
      'per-page': 'many',
      sort: 'cheapest',
    });
    await loaded(root);
    expect(api.lastQuery()).toEqual({ page: '1', per_page: '12' });
    expect(cards(root)).toHaveLength(12);
  });

  it('a per-page beyond the API maximum asks for the maximum', async () => {
    const { root } = mountList({ 'per-page': '500' });
    await loaded(root);
    expect(api.lastQuery()).toMatchObject({ per_page: '100' });
  });

  it('new attributes fetch again, from page 1', async () => {
    const { root, set } = mountList();
    await loaded(root);
    fireEvent.click(await findRole(root, 'button', { name: 'Next' }));
    await findStatus(root, 'Page 2 of 3');
    set('listing', 'buy');
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({ page: '1', per_page: '12', listing: 'buy' }),
    );
  });
});

describe('the branch', () => {
  it('without branch-id, the branch saved by <find-branch> is used', async () => {
    localStorage.setItem('acme_local_branch', JSON.stringify(aBranch({ id: 9 })));
    const { root } = mountList({ product: 'acme' });
    await loaded(root);
    expect(api.lastQuery()).toMatchObject({ branch_id: '9' });
  });

  it('without branch-id and no saved branch, every branch', async () => {
    localStorage.setItem('other_local_branch', JSON.stringify(aBranch({ id: 9 })));
    const { root } = mountList({ product: 'acme' });
    await loaded(root);
    expect(api.lastQuery()).not.toHaveProperty('branch_id');
  });

  it('branch-id wins over the saved branch', async () => {
    localStorage.setItem('liftline_local_branch', JSON.stringify(aBranch({ id: 9 })));
    const { root } = mountList({ 'branch-id': '2' });
    await loaded(root);
    expect(api.lastQuery()).toMatchObject({ branch_id: '2' });
  });

  it('local-branch-updated fetches page 1 of the new branch', async () => {
    const { root } = mountList();
    await loaded(root);
    fireEvent.click(await findRole(root, 'button', { name: 'Next' }));
    await findStatus(root, 'Page 2 of 3');
    const detail = { productKey: 'liftline', zip_code: '60601', branch: aBranch({ id: 5 }) };
    act(() => void window.dispatchEvent(new CustomEvent('local-branch-updated', { detail })));
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({ page: '1', per_page: '12', branch_id: '5' }),
    );
    await findStatus(root, 'Page 1 of 3');
  });

  it("another product's branch changes nothing", async () => {
    const { root } = mountList({ product: 'acme' });
    await loaded(root);
    const detail = { productKey: 'other', zip_code: '60601', branch: aBranch({ id: 5 }) };
    act(() => void window.dispatchEvent(new CustomEvent('local-branch-updated', { detail })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(1);
  });

  it('with branch-id, a newly found branch changes nothing', async () => {
    const { root } = mountList({ 'branch-id': '2' });
    await loaded(root);
    const detail = { productKey: 'liftline', zip_code: '60601', branch: aBranch({ id: 5 }) };
    act(() => void window.dispatchEvent(new CustomEvent('local-branch-updated', { detail })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests.map((url) => url.searchParams.get('branch_id'))).toEqual(['2']);
  });
});

describe('pages', () => {
  it('previous and next move a page, the status says which', async () => {
    const { root } = mountList({ 'per-page': '12' });
    await loaded(root);
    expect(await findStatus(root, 'Page 1 of 3')).toBeTruthy();
    const previous = await findRole(root, 'button', { name: 'Previous' });
    const next = await findRole(root, 'button', { name: 'Next' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    fireEvent.click(next);
    await findStatus(root, 'Page 2 of 3');
    expect(api.requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(within(cards(root)[0]!).getByRole('heading').textContent).toBe('Unit 13');
    fireEvent.click(next);
    await findStatus(root, 'Page 3 of 3');
    expect(cards(root)).toHaveLength(6);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    fireEvent.click(previous);
    await findStatus(root, 'Page 2 of 3');
    expect(api.requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3', '2']);
  });

  it('one page has no pager buttons, only the count', async () => {
    api = fakeEquipmentApi(1);
    vi.stubGlobal('fetch', api.fetch);
    const { root } = mountList();
    await loaded(root);
    expect(await findStatus(root, '1 unit')).toBeTruthy();
    expect(queryRole(root, 'button', { name: 'Next' })).toBeNull();
  });
});

describe('states', () => {
  it('loading: a busy skeleton of per-page cards, then the cards', async () => {
    const { root } = mountList({ 'per-page': '4' });
    const wrapper = root.querySelector('.lf-eql')!;
    expect(wrapper.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelectorAll('[part="grid"][aria-hidden="true"] [part="card"]')).toHaveLength(
      4,
    );
    await loaded(root);
    expect(wrapper.getAttribute('aria-busy')).toBe('false');
    expect(root.querySelectorAll('article[part="card"]')).toHaveLength(4);
  });

  it('empty: says so', async () => {
    api = fakeEquipmentApi(0);
    vi.stubGlobal('fetch', api.fetch);
    const { root } = mountList();
    expect(await findStatus(root, /No equipment matches/)).toBeTruthy();
    expect(queryRole(root, 'list')).toBeNull();
  });

  it('error: an alert with a retry that fetches again', async () => {
    api.fail(true);
    const { root } = mountList();
    const alert = await findRole(root, 'alert');
    expect(alert.textContent).toContain('could not be loaded');
    api.fail(false);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded(root);
    expect(api.requests).toHaveLength(2);
  });
});
