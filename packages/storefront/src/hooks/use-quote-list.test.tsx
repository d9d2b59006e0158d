import { createQuoteList, quoteListKey, type QuoteLine } from '@liftline/sdk';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_KEY } from '@/config/env';
import { useQuoteList } from './use-quote-list';

const KEY = quoteListKey(PRODUCT_KEY);
const forklift: QuoteLine = { equipment_id: 7, mode: 'rent', quantity: 1 };
const loader: QuoteLine = { equipment_id: 9, mode: 'buy', quantity: 2 };

/** A list on the page: its count and the ids it shows. */
function Lines({
  name,
  onRender,
}: {
  name: string;
  onRender?: (lines: readonly QuoteLine[]) => void;
}) {
  const { lines } = useQuoteList();
  onRender?.(lines);
  return (
    <p data-testid={name}>
      {lines.length}: {lines.map((line) => `${line.equipment_id}/${line.mode}`).join(',')}
    </p>
  );
}

function AddButton({ line }: { line: QuoteLine }) {
  const { add } = useQuoteList();
  return (
    <button type="button" onClick={() => add(line)}>
      Add {line.equipment_id}
    </button>
  );
}

const text = (name: string) => screen.getByTestId(name).textContent;

describe('useQuoteList', () => {
  it('listens to the window once however many lists the page shows, and stops when none is left', () => {
    const storageListeners = () =>
      [...add.mock.calls].filter(([type]) => type === 'storage').length -
      [...remove.mock.calls].filter(([type]) => type === 'storage').length;
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const names = Array.from({ length: 24 }, (_, index) => `card-${index}`);
    const view = render(
      <>
        {names.map((name) => (
          <Lines key={name} name={name} />
        ))}
      </>,
    );
    expect(storageListeners()).toBe(1);

    // Another tab changes the list: every list on the page hears it.
    localStorage.setItem(KEY, JSON.stringify({ v: 1, lines: [loader] }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    for (const name of names) expect(text(name)).toBe('1: 9/buy');

    view.unmount();
    expect(storageListeners()).toBe(0);
    add.mockRestore();
    remove.mockRestore();
    localStorage.clear();
  });

  it('reads the stored list and shares every change with every list on the page', () => {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, lines: [forklift] }));
    render(
      <>
        <Lines name="header" />
        <Lines name="page" />
        <AddButton line={loader} />
      </>,
    );
    expect(text('header')).toBe('1: 7/rent');

    act(() => screen.getByRole('button', { name: 'Add 9' }).click());

    expect(text('header')).toBe('2: 7/rent,9/buy');
    expect(text('page')).toBe('2: 7/rent,9/buy');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ v: 1, lines: [forklift, loader] });
  });

  it('hears another list of the same page (the widgets’ bundle has its own)', () => {
    render(<Lines name="header" />);
    const widgetsList = createQuoteList(localStorage, PRODUCT_KEY, window);

    act(() => void widgetsList.add(loader));
    expect(text('header')).toBe('1: 9/buy');

    act(() => widgetsList.remove(loader));
    expect(text('header')).toBe('0: ');
  });

  it('hears another tab (the storage event) and ignores other keys', () => {
    render(<Lines name="header" />);

    act(() => {
      // The other tab wrote the list; this tab only gets the event.
      localStorage.setItem(KEY, JSON.stringify({ v: 1, lines: [forklift, loader] }));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(text('header')).toBe('2: 7/rent,9/buy');

    act(() => {
      localStorage.removeItem(KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: null })); // the other tab cleared storage
    });
    expect(text('header')).toBe('0: ');
  });

  it('gives the same array until the list changes (a stable snapshot)', () => {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, lines: [forklift] }));
    const seen: (readonly QuoteLine[])[] = [];
    const { rerender } = render(<Lines name="page" onRender={(lines) => seen.push(lines)} />);
    rerender(<Lines name="page" onRender={(lines) => seen.push(lines)} />);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);

    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'zip_code' })));
    expect(seen.at(-1)).toBe(seen[0]);
  });

  it('reads a corrupt stored list as empty', () => {
    localStorage.setItem(KEY, '{not json');
    render(<Lines name="page" />);
    expect(text('page')).toBe('0: ');
  });
});
