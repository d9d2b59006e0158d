import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { SearchPopover } from './search-popover';
import { SUGGESTION_DEBOUNCE_MS } from './search-suggestions';

const suggestions = [
  { id: 11, title: '2020 Toyota 8FGCU25 Forklift' },
  { id: 12, title: '2021 Toyota 8FBE20U Forklift' },
];

async function typeQuery(value: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Search equipment' }), {
    target: { value },
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
  });
  // The answer, then the query cache's notification.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
  });
}

const answering = (items: typeof suggestions) =>
  fakeApi({
    'GET /equipment': () =>
      json({ items, meta: { page: 1, per_page: 5, total: items.length, total_pages: 1 } }),
  });

describe('SearchPopover', () => {
  it('opens on click with the field focused and closes on Escape', () => {
    renderApp(<SearchPopover />);
    const trigger = screen.getByRole('button', { name: 'Open search' });
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('suggests (debounced), picks with the arrow keys and opens the pick on Enter', async () => {
    vi.useFakeTimers();
    const api = answering(suggestions);
    const { history } = renderApp(<SearchPopover />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));

    await typeQuery('toyota');

    // One request once typing paused, for the whole word.
    expect(api.calls('GET /equipment')).toHaveLength(1);
    expect(Object.fromEntries(api.calls('GET /equipment')[0]!.query)).toEqual({
      q: 'toyota',
      per_page: '5',
    });
    const field = screen.getByRole('combobox');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      suggestions.map((s) => s.title),
    );
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1]!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(active.id);

    fireEvent.submit(field.closest('form')!);
    expect(history.at(-1)).toBe('/equipment/12');
  });

  it('goes to the results for the query on Enter without a pick', () => {
    const { history } = renderApp(<SearchPopover />, { api: answering([]) });
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'boom lift' } });

    fireEvent.submit(screen.getByRole('combobox').closest('form')!);

    expect(history.at(-1)).toBe('/equipment?q=boom+lift');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
