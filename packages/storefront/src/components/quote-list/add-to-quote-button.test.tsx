import { QUOTE_LIST_MAX_LINES, quoteListKey, type QuoteLine } from '@liftline/sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteListLink } from '@/components/header/quote-list-link';
import { PRODUCT_KEY } from '@/config/env';
import { quoteListActions } from '@/hooks/use-quote-list';
import { renderApp } from '@/testing/render-app';
import { AddToQuoteButton } from './add-to-quote-button';

const KEY = quoteListKey(PRODUCT_KEY);
const stored = (): QuoteLine[] => JSON.parse(localStorage.getItem(KEY) ?? '{"lines":[]}').lines;

const unit = (id: number, offers: { for_rent: boolean; for_sale: boolean }) => ({
  id,
  title: `Unit ${id}`,
  ...offers,
});
const both = unit(7, { for_rent: true, for_sale: true });
const saleOnly = unit(9, { for_rent: false, for_sale: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 1, 12)); // Tuesday, December 1, 2026
});
afterEach(() => vi.useRealTimers());

const badge = () => screen.getByRole('link', { name: /^Quote request/ });

describe('AddToQuoteButton and the header’s quote link', () => {
  it('adds a rental for tomorrow and the 6 days after, then says “In your quote” and links to the list', async () => {
    renderApp(
      <>
        <QuoteListLink />
        <AddToQuoteButton equipment={both} nameUnit />
      </>,
    );
    // An empty list: the link's name has no count, and no count is shown.
    expect(screen.getByRole('link', { name: 'Quote request' })).toBe(badge());
    expect(badge().textContent).not.toMatch(/\d/);

    fireEvent.click(screen.getByRole('button', { name: 'Add to quote (Unit 7)' }));

    expect(stored()).toEqual([
      {
        equipment_id: 7,
        mode: 'rent',
        quantity: 1,
        title: 'Unit 7',
        start_date: '2026-12-02',
        end_date: '2026-12-08',
      },
    ]);
    const link = screen.getByRole('link', { name: 'In your quote (Unit 7)' });
    expect(link.getAttribute('href')).toBe('/quote');
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.getByRole('link', { name: 'Quote request, 1 item' }).getAttribute('href')).toBe(
      '/quote',
    );
  });

  it('adds a unit that is only for sale to buy', () => {
    renderApp(<AddToQuoteButton equipment={saleOnly} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(stored()).toEqual([{ equipment_id: 9, mode: 'buy', quantity: 1, title: 'Unit 9' }]);
  });

  it('offers each mode on its own when asked (the unit page of a unit for rent and for sale)', () => {
    renderApp(
      <>
        <AddToQuoteButton equipment={both} mode="rent" />
        <AddToQuoteButton equipment={both} mode="buy" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add purchase to quote' }));
    expect(screen.getByRole('link', { name: 'Purchase in your quote' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add rental to quote' })).toBeTruthy();
  });

  it('counts the lines in the badge and follows removals made elsewhere', () => {
    renderApp(
      <>
        <QuoteListLink />
        <AddToQuoteButton equipment={both} />
        <AddToQuoteButton equipment={saleOnly} />
      </>,
    );
    act(() => void quoteListActions.add({ equipment_id: 8, mode: 'rent', quantity: 1 }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to quote' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(badge().textContent).toContain('3');
    expect(screen.getByRole('link', { name: 'Quote request, 3 items' })).toBeTruthy();

    act(() => quoteListActions.remove({ equipment_id: 7, mode: 'rent' }));

    expect(screen.getByRole('link', { name: 'Quote request, 2 items' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to quote' })).toBeTruthy();
  });

  it('says so when the list is full', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        lines: Array.from({ length: QUOTE_LIST_MAX_LINES }, (_, index) => ({
          equipment_id: 100 + index,
          mode: 'buy',
          quantity: 1,
        })),
      }),
    );
    renderApp(<AddToQuoteButton equipment={both} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your quote request is full: it holds 50 lines at most.',
    );
    expect(stored()).toHaveLength(QUOTE_LIST_MAX_LINES);
  });
});
