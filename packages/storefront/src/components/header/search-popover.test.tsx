import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { SearchPopover } from './search-popover';
import type * as Suggestions from './search-suggestions';
import { fetchSuggestions, SUGGESTION_DEBOUNCE_MS } from './search-suggestions';

vi.mock('./search-suggestions', async (importOriginal) => ({
  ...(await importOriginal<typeof Suggestions>()),
  fetchSuggestions: vi.fn(),
}));

const suggestions = [
  { id: 11, title: '2020 Toyota 8FGCU25 Forklift' },
  { id: 12, title: '2021 Toyota 8FBE20U Forklift' },
];

async function typeQuery(value: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Search equipment' }), {
    target: { value },
  });
  await act(async () => {
    vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS);
  });
}

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
    vi.mocked(fetchSuggestions).mockResolvedValue(suggestions);
    const { history } = renderApp(<SearchPopover />);
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));

    await typeQuery('toyota');

    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetchSuggestions).mock.calls[0]?.[0]).toBe('toyota');
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
    vi.mocked(fetchSuggestions).mockResolvedValue([]);
    const { history } = renderApp(<SearchPopover />);
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'boom lift' } });

    fireEvent.submit(screen.getByRole('combobox').closest('form')!);

    expect(history.at(-1)).toBe('/equipment?q=boom+lift');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
