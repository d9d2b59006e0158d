import { describe, expect, it, vi } from 'vitest';
import {
  createQuoteList,
  QUOTE_LIST_MAX_LINES,
  QUOTE_LIST_UPDATED_EVENT,
  quoteListKey,
  type QuoteLine,
} from './quote-list';
import { memoryStorage } from './storage';

const forklift: QuoteLine = {
  equipment_id: 7,
  mode: 'rent',
  quantity: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-10',
  title: 'Toyota 8FGCU25',
};
const lift: QuoteLine = { equipment_id: 9, mode: 'buy', quantity: 2 };

describe('the quote list', () => {
  it('is stored under {product}_quote_list, versioned, and read back by another store', () => {
    const storage = memoryStorage();
    const list = createQuoteList(storage, 'liftline');
    expect(list.add(forklift)).toBe(true);
    expect(list.add(lift)).toBe(true);
    expect(quoteListKey('liftline')).toBe('liftline_quote_list');
    expect(JSON.parse(storage.getItem('liftline_quote_list')!)).toEqual({
      v: 1,
      lines: [forklift, lift],
    });
    // Another part of the page (another bundle) with the same key sees the same list.
    expect(createQuoteList(storage, 'liftline').load()).toEqual([forklift, lift]);
    expect(createQuoteList(storage, 'other').load()).toEqual([]);
  });

  it('keeps one line per unit and mode: adding again updates it', () => {
    const list = createQuoteList(memoryStorage(), 'liftline');
    list.add(forklift);
    list.add({ ...forklift, quantity: 3 });
    list.add({ ...forklift, mode: 'buy', start_date: undefined, end_date: undefined });
    expect(list.load().map((line) => [line.mode, line.quantity])).toEqual([
      ['rent', 3],
      ['buy', 1],
    ]);
  });

  it('refuses malformed lines and a 51st line', () => {
    const list = createQuoteList(memoryStorage(), 'liftline');
    for (const bad of [
      { ...forklift, quantity: 0 },
      { ...forklift, quantity: 1.5 },
      { ...forklift, equipment_id: -1 },
      { ...forklift, mode: 'lease' },
      { ...forklift, start_date: '12/01/2026' },
    ]) {
      expect(list.add(bad as QuoteLine)).toBe(false);
    }
    for (let id = 1; id <= QUOTE_LIST_MAX_LINES; id++) {
      expect(list.add({ equipment_id: id, mode: 'buy', quantity: 1 })).toBe(true);
    }
    expect(list.add({ equipment_id: 999, mode: 'buy', quantity: 1 })).toBe(false);
    // Updating a line already there still works when the list is full.
    expect(list.add({ equipment_id: 1, mode: 'buy', quantity: 4 })).toBe(true);
    expect(list.load()).toHaveLength(QUOTE_LIST_MAX_LINES);
  });

  it('reads corrupt or foreign stored content as an empty list, dropping bad lines', () => {
    for (const stored of ['{', '[]', '{"v":2,"lines":[]}', '"x"', 'null']) {
      expect(
        createQuoteList(memoryStorage({ liftline_quote_list: stored }), 'liftline').load(),
      ).toEqual([]);
    }
    const mixed = JSON.stringify({ v: 1, lines: [forklift, { equipment_id: 'x' }, null, lift] });
    expect(
      createQuoteList(memoryStorage({ liftline_quote_list: mixed }), 'liftline').load(),
    ).toEqual([forklift, lift]);
  });

  it('updates, switches the mode of and removes lines; clearing removes the key', () => {
    const storage = memoryStorage();
    const list = createQuoteList(storage, 'liftline');
    list.add(forklift);
    list.add({ ...forklift, mode: 'buy' });
    expect(list.update(forklift, { quantity: 2, end_date: '2026-12-20' })).toBe(true);
    expect(list.load()[0]).toMatchObject({ quantity: 2, end_date: '2026-12-20' });
    expect(list.update(forklift, { quantity: -1 })).toBe(false);
    expect(list.update({ equipment_id: 1, mode: 'rent' }, { quantity: 2 })).toBe(false);
    // Switching the rent line to buy merges it into the buy line of the same unit.
    expect(list.update(forklift, { mode: 'buy' })).toBe(true);
    expect(list.load()).toHaveLength(1);
    list.remove({ equipment_id: 7, mode: 'buy' });
    expect(list.load()).toEqual([]);
    list.replace([forklift, { bad: true } as unknown as QuoteLine]);
    expect(list.load()).toEqual([forklift]);
    list.clear();
    expect(storage.getItem('liftline_quote_list')).toBeNull();
  });

  it('tells its listeners about its own changes (no events: Node)', () => {
    const list = createQuoteList(memoryStorage(), 'liftline');
    const heard = vi.fn();
    const stop = list.subscribe(heard);
    list.add(forklift);
    expect(heard).toHaveBeenLastCalledWith([forklift]);
    stop();
    list.add(lift);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('with events, every list on the page hears a change, and other tabs’ storage events', () => {
    const storage = memoryStorage();
    const page = new EventTarget();
    const storefront = createQuoteList(storage, 'liftline', page);
    const widget = createQuoteList(storage, 'liftline', page);
    const heardByStorefront = vi.fn();
    const heardByWidget = vi.fn();
    storefront.subscribe(heardByStorefront);
    widget.subscribe(heardByWidget);

    widget.add(forklift);
    expect(heardByStorefront).toHaveBeenCalledTimes(1);
    expect(heardByStorefront).toHaveBeenLastCalledWith([forklift]);
    expect(heardByWidget).toHaveBeenCalledTimes(1);

    // Another tab wrote the list: the browser fires `storage` with the key (or null on clear).
    storage.setItem('liftline_quote_list', JSON.stringify({ v: 1, lines: [lift] }));
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'liftline_quote_list' }));
    expect(heardByStorefront).toHaveBeenLastCalledWith([lift]);
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'zip_code' }));
    expect(heardByStorefront).toHaveBeenCalledTimes(2);
    expect(QUOTE_LIST_UPDATED_EVENT).toBe('quote-list-updated');
  });
});
