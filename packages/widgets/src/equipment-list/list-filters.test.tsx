import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allRoles,
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
  // 30 units: every third an aerial work platform, the rest lift trucks.
  api = fakeEquipmentApi(
    30,
    (id) => ({ category: id % 3 === 0 ? 'aerial-work-platforms' : 'lift-trucks' }),
    { filters: true },
  );
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  unmountLists();
  vi.unstubAllGlobals();
});

const loaded = (root: ShadowRoot) => findRole(root, 'list', { name: 'Equipment' });

describe('<equipment-list> search and category chips (opt-in)', () => {
  it('neither shows without its attribute', async () => {
    const { root } = mountList();
    await loaded(root);
    expect(queryRole(root, 'search')).toBeNull();
    expect(queryRole(root, 'list', { name: 'Category' })).toBeNull();
  });

  it('search: the words go to the API as q, from page 1; emptied, everything shows again', async () => {
    const { root } = mountList({ search: '' });
    await loaded(root);
    fireEvent.click(await findRole(root, 'button', { name: 'Next' }));
    await findStatus(root, 'Page 2 of 3');
    const form = await findRole(root, 'search', { name: 'Search the equipment' });
    const box = await findRole(root, 'searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: ' Unit 2 ' } });
    act(() => {
      fireEvent.submit(form);
    });
    // "Unit 2", "Unit 20"…"Unit 29": 11 units, one page.
    await findStatus(root, '11 units');
    expect(api.lastQuery()).toMatchObject({ q: 'Unit 2', page: '1' });
    fireEvent.change(box, { target: { value: '' } });
    await findStatus(root, 'Page 1 of 3');
    expect(api.lastQuery()).not.toHaveProperty('q');
  });

  it('a search that finds nothing keeps the box, so the visitor can try other words', async () => {
    const { root } = mountList({ search: '' });
    await loaded(root);
    const box = await findRole(root, 'searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'crane' } });
    fireEvent.submit(await findRole(root, 'search'));
    await findStatus(root, /No equipment matches/);
    expect(queryRole(root, 'searchbox', { name: 'Search' })).not.toBeNull();
  });

  it('categories: "All" and one chip per category; one pressed at a time narrows the list', async () => {
    const { root } = mountList({ categories: 'aerial-work-platforms, lift-trucks, boats' });
    await loaded(root);
    const chips = await findRole(root, 'list', { name: 'Category' });
    const buttons = () => allRoles(chips as unknown as ShadowRoot, 'button');
    expect(buttons().map((button) => button.textContent)).toEqual([
      'All',
      'Aerial work platforms',
      'Lift trucks',
    ]);
    expect(buttons()[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(buttons()[1]!);
    await findStatus(root, '10 units');
    expect(api.lastQuery()).toMatchObject({ category: 'aerial-work-platforms', page: '1' });
    await waitFor(() => expect(buttons()[1]!.getAttribute('aria-pressed')).toBe('true'));
    expect(buttons()[0]!.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(buttons()[0]!);
    await findStatus(root, 'Page 1 of 3');
    expect(api.lastQuery()).not.toHaveProperty('category');
  });

  it('an empty categories attribute offers every category; `category` is the chip pressed first', async () => {
    const { root } = mountList({ categories: '', category: 'lift-trucks' });
    await loaded(root);
    expect(api.lastQuery()).toMatchObject({ category: 'lift-trucks' });
    const chips = await findRole(root, 'list', { name: 'Category' });
    const buttons = allRoles(chips as unknown as ShadowRoot, 'button');
    expect(buttons).toHaveLength(6);
    expect(
      buttons.find((button) => button.getAttribute('aria-pressed') === 'true')?.textContent,
    ).toBe('Lift trucks');
  });

  it('in Spanish', async () => {
    await act(async () => {
      await import('../elements/words-es');
    });
    const { root } = mountList({ search: '', categories: 'rail-cars', lang: 'es' });
    await findRole(root, 'list', { name: 'Equipos' });
    expect(await findRole(root, 'searchbox', { name: 'Buscar' })).toBeTruthy();
    const chips = await findRole(root, 'list', { name: 'Categoría' });
    expect(chips.textContent).toBe('TodasVagones de ferrocarril');
  });
});

describe('<equipment-list> in Spanish links the Spanish store pages', () => {
  it('a card links /es/equipment/{id}', async () => {
    await act(async () => {
      await import('../elements/words-es');
    });
    const { root } = mountList({ lang: 'es' });
    const grid = await findRole(root, 'list', { name: 'Equipos' });
    const link = allRoles(grid as unknown as ShadowRoot, 'link')[0]!;
    expect(link.getAttribute('href')).toBe('https://rentals.example.com/es/equipment/1');
  });
});
