// Shared by the elements' tests: the loader's elements whose chunks mount the real views on React
// (the chunks render them with preact), a fake API behind them, and Testing Library over shadow
// roots.
import { addDays, localToday, type QuoteRequestReceipt } from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import {
  fireEvent,
  waitFor,
  within,
  type ByRoleMatcher,
  type ByRoleOptions,
} from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { findBranchMount } from './find-branch/find-branch-view';
import { mountView, type ViewMount, type ViewRenderer } from './mount-view';
import { quoteListButtonMount } from './quote-list-button/quote-list-button-view';
import { requestQuoteMount } from './request-quote/request-quote-view';

const roots = new WeakMap<ShadowRoot, Root>();
/** Renders a chunk's view into its shadow root with React. */
/** Calls `onEffects` from its effect, which React runs after its children's (see mount-view.tsx). */
function AfterEffects({ onEffects, children }: { onEffects: () => void; children: ReactElement }) {
  useEffect(() => onEffects(), [onEffects]);
  return children;
}

export const reactRenderer: ViewRenderer = {
  render(element: ReactElement, root: ShadowRoot, onEffects: () => void) {
    let reactRoot = roots.get(root);
    if (!reactRoot) {
      // The chunk's preact renders over the first paint; React needs the root empty.
      root.replaceChildren(...root.querySelectorAll('style'));
      reactRoot = createRoot(root);
      roots.set(root, reactRoot);
    }
    const target = reactRoot;
    flushSync(() => target.render(<AfterEffects onEffects={onEffects}>{element}</AfterEffects>));
  },
  clear(root: ShadowRoot) {
    roots.get(root)?.unmount();
    roots.delete(root);
  },
};
const mounts: Record<string, ViewMount> = {
  'find-branch': findBranchMount,
  'request-quote': requestQuoteMount,
  'quote-list-button': quoteListButtonMount,
};
/** The chunk importer of the tests (`setChunkImporter(importChunk)`): the views on React. */
export const importChunk = vi.fn(async (name: string) => ({
  mount: mountView(mounts[name]!, reactRenderer),
}));

export const chicago = aBranch({ id: 3, zip_code_searched: '60601' });
export const receipt: QuoteRequestReceipt = {
  id: 9,
  reference: 'Q-2026-000009',
  status: 'received',
  created_at: '2026-11-21T12:00:00.000Z',
};

/** `GET /equipment/{id}/availability`: every asked day free (a fleet of 1). */
function freeDays(href: string) {
  const url = new URL(href);
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push({ date: day, available: 1, fleet: 1 });
  return { equipment_id: 7, fleet: 1, from, to, days };
}

/**
 * Stubs `fetch` with the API the widgets use; resolves nothing. `requests` lists each call as
 * `METHOD url credentials`, `quotes` the bodies sent to `/equipment/request-quote`.
 */
export function stubWidgetApi(): { requests: string[]; quotes: unknown[] } {
  const calls = { requests: [] as string[], quotes: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch(async (request) => {
        calls.requests.push(`${request.method} ${request.url} ${request.credentials}`);
        const { pathname } = new URL(request.url);
        if (pathname.endsWith('/locate-branch')) return jsonResponse(chicago);
        if (pathname.endsWith('/request-quote')) {
          calls.quotes.push(await request.json());
          return jsonResponse(receipt, 201);
        }
        if (pathname.endsWith('/availability')) return jsonResponse(freeDays(request.url));
        return jsonResponse({
          id: 7,
          title: 'Genie GS-1930 Scissor Lift',
          for_rent: true,
          for_sale: false,
        });
      }),
    ),
  );
  return calls;
}

// findBy* cannot watch a shadow root for changes (it throws on a ShadowRoot container): poll it.
export const findRole = (root: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions) =>
  waitFor(() => within(root).getByRole(role, options));
export const findText = (root: HTMLElement, text: string) =>
  waitFor(() => within(root).getByText(text));

/** The page's body becomes `html`: its first element and its shadow root. */
export function mount<E extends HTMLElement>(html: string): { element: E; shadow: HTMLElement } {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as E;
  // Testing Library queries take an element; a shadow root works the same for them.
  return { element, shadow: element.shadowRoot as unknown as HTMLElement };
}

/**
 * The open quote dialog of a `<request-quote equipment-id="7">` walked to the stored request: the
 * line's dates (some weeks ahead), the jobsite and contact (`atDetails` runs when it shows), the
 * last look, Send request.
 */
export async function sendQuote(
  dialog: HTMLElement,
  { atDetails }: { atDetails?: () => void } = {},
): Promise<void> {
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
  atDetails?.();
  change('Jobsite zip code', '60601');
  change('Jobsite street address', '1 Main St');
  change('Name', 'Ana');
  change('E-mail', 'ana@example.com');
  change('Phone', '3125550100');
  next();
  fireEvent.click(await findRole(dialog, 'button', { name: 'Send request' }));
  await findText(dialog, receipt.reference);
}
