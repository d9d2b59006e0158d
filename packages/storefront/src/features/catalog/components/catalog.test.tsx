import { jsonResponse } from '@liftline/sdk/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';
import { useCatalogSearch } from '../hooks/use-catalog-search';
import { aPage, someFilters, someUnits } from '../testing/catalog-fixtures';
import { serveCatalog, serverError } from '../testing/fake-catalog-server';
import { Catalog } from './catalog';

// Lazy code and several requests per render: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function EquipmentPage() {
  const catalog = useCatalogSearch(paths.equipment.getHref);
  return <Catalog catalog={catalog} />;
}

function open(url = '/equipment', routes?: Parameters<typeof serveCatalog>[0]) {
  const server = serveCatalog(routes);
  const app = renderApp(<EquipmentPage />, { url, api: server });
  return { ...app, server };
}

/** The filter sidebar (the dialog holds a second copy on phones). */
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
const chips = () => screen.queryByRole('list', { name: 'Applied filters' });
const cards = () => screen.queryAllByRole('article');

describe('Catalog: results', () => {
  it('loads 24 units of the newest first, with a count, and card outlines meanwhile', async () => {
    const { server } = open();

    expect(screen.getByRole('status').textContent).toBe('Loading equipment…');
    expect(await screen.findByText('1–24 of 250 units')).toBeTruthy();
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole('status')).toBeNull();
    expect(server.lastQuery('/equipment')).toEqual({ sort: 'newest', page: '1', per_page: '24' });
    expect(server.lastQuery('/equipment/filters')).toEqual({});
  });

  it('sends the URL’s search, filters, order and page to the API', async () => {
    const { server } = open(
      '/equipment?q=toyota&category=lift-trucks&listing=rent&price_max=300&sort=price_asc&page=2',
    );
    await screen.findByText(/of 250 units/);

    expect(server.lastQuery('/equipment')).toEqual({
      q: 'toyota',
      category: 'lift-trucks',
      listing: 'rent',
      price_max: '300',
      sort: 'price_asc',
      page: '2',
      per_page: '24',
    });
    expect(server.lastQuery('/equipment/filters')).toEqual({
      q: 'toyota',
      category: 'lift-trucks',
      listing: 'rent',
      price_max: '300',
    });
  });

  it('orders by relevance when there is search text', async () => {
    const { server } = open('/equipment?q=boom');
    await screen.findByText(/of 250 units/);
    expect(server.lastQuery('/equipment')?.sort).toBe('relevance');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      'relevance',
    );
  });

  it('links the pages, keeping the filters', async () => {
    open('/equipment?category=lift-trucks');
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });

    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/equipment?category=lift-trucks&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/equipment?category=lift-trucks&page=2',
    );
  });

  it('goes to the next page and moves focus to the top of the results', async () => {
    const { history, server } = open();
    await screen.findByText('1–24 of 250 units');

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('25–48 of 250 units')).toBeTruthy();
    expect(history.at(-1)).toBe('/equipment?page=2');
    expect(server.lastQuery('/equipment')?.page).toBe('2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('shows an empty state that offers to clear the filters (keeping the search text)', async () => {
    open('/equipment?q=boom&category=rail-cars&fuel_type=lpg', {
      list: () => jsonResponse(aPage([])),
    });

    expect(await screen.findByRole('heading', { name: 'No equipment matches your search' }));
    expect(screen.getByText('No units found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(
      '/equipment?q=boom',
    );
    expect(screen.getByRole('link', { name: 'Search all equipment' }).getAttribute('href')).toBe(
      '/equipment?category=rail-cars&fuel_type=lpg',
    );
  });

  it('says so when the page is past the last one', async () => {
    open('/equipment?page=40', {
      list: () => jsonResponse(aPage([], { page: 40, total: 250 })),
    });
    expect(await screen.findByRole('heading', { name: 'There is no page 40' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/equipment',
    );
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    open('/equipment', {
      list: () => (++calls === 1 ? serverError() : jsonResponse(aPage(someUnits(3)))),
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the equipment.');
    expect(cards()).toHaveLength(0);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('3 units')).toBeTruthy();
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Catalog: filters in the URL', () => {
  it('applies a category from the panel: URL, chip and request; Back returns', async () => {
    const { history, server, navigate } = open('/equipment?page=3');
    await screen.findByText(/of 250 units/);
    await within(sidebar()).findByRole('link', { name: 'Lift trucks 50 units' });

    fireEvent.click(within(sidebar()).getByRole('link', { name: /^Lift trucks/ }));

    await waitFor(() => expect(history.at(-1)).toBe('/equipment?category=lift-trucks'));
    expect(within(chips()!).getByRole('link', { name: 'Remove Lift trucks' })).toBeTruthy();
    expect(
      within(sidebar())
        .getByRole('link', { name: /^Lift trucks/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    await waitFor(() => expect(server.lastQuery('/equipment')?.category).toBe('lift-trucks'));
    expect(server.lastQuery('/equipment')?.page).toBe('1');

    act(() => navigate('/equipment?page=3'));
    await waitFor(() => expect(chips()).toBeNull());
  });

  it('shows counts per value, and a chosen value links to removing it', async () => {
    open('/equipment?category=lift-trucks');
    const link = await within(sidebar()).findByRole('link', { name: 'Rail cars 50 units' });
    expect(link.getAttribute('href')).toBe('/equipment?category=rail-cars');
    expect(
      within(sidebar()).getByRole('link', { name: 'Lift trucks 50 units' }).getAttribute('href'),
    ).toBe('/equipment');
  });

  it('shows the first eight makes and the rest behind “Show all”', async () => {
    open();
    const makes = await within(sidebar()).findByRole('region', { name: 'Make' });
    await within(makes).findByRole('link', { name: 'Caterpillar 10 units' });
    expect(within(makes).getAllByRole('link')).toHaveLength(1 + 8);

    const more = within(makes).getByRole('button', { name: 'Show all 10 makes' });
    fireEvent.click(more);

    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(makes).getAllByRole('link')).toHaveLength(1 + 10);
  });

  it('marks a make given in other letter case as chosen (the API ignores case)', async () => {
    open('/equipment?make=toyota');
    const toyota = await within(sidebar()).findByRole('link', { name: 'Toyota 18 units' });
    expect(toyota.getAttribute('aria-current')).toBe('true');
    expect(toyota.getAttribute('href')).toBe('/equipment');
    expect(within(sidebar()).queryByRole('link', { name: /^toyota/ })).toBeNull();
  });

  it('keeps the search text when a filter changes', async () => {
    open('/equipment?q=boom');
    const link = await within(sidebar()).findByRole('link', { name: /^Aerial work platforms/ });
    expect(link.getAttribute('href')).toBe('/equipment?q=boom&category=aerial-work-platforms');
    expect(within(chips()!).getByRole('link', { name: 'Remove Search: “boom”' })).toBeTruthy();
  });

  it('removes one chip, or all of them', async () => {
    const { history } = open('/equipment?category=lift-trucks&make=Toyota&price_max=20000&page=2');
    await screen.findByText(/of 250 units/);
    const list = chips()!;

    expect(within(list).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/equipment',
    );
    fireEvent.click(within(list).getByRole('link', { name: 'Remove Make: Toyota' }));

    await waitFor(() =>
      expect(history.at(-1)).toBe('/equipment?category=lift-trucks&price_max=20000'),
    );
    expect(
      within(chips()!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Remove Lift trucks', 'Remove Sale price: up to $20,000', 'Clear all']);
  });

  it('applies a price range on Enter, not on each keystroke', async () => {
    const { history } = open('/equipment?category=lift-trucks');
    await screen.findByText(/of 250 units/);
    const max = within(sidebar()).getByRole('spinbutton', { name: 'Max sale price' });

    fireEvent.change(max, { target: { value: '2' } });
    fireEvent.change(max, { target: { value: '20000' } });
    expect(history.at(-1)).toBe('/equipment?category=lift-trucks');

    fireEvent.submit(max.closest('form')!);

    await waitFor(() =>
      expect(history.at(-1)).toBe('/equipment?category=lift-trucks&price_max=20000'),
    );
    expect(within(chips()!).getByRole('link', { name: 'Remove Sale price: up to $20,000' }));
  });

  it('applies "available between" on Apply: URL, chip and request; it asks for both days', async () => {
    const { history, server } = open('/equipment?listing=rent');
    await screen.findByText(/of 250 units/);
    const from = within(sidebar()).getByLabelText('Available from');
    const to = within(sidebar()).getByLabelText('Available to');
    const apply = within(sidebar()).getByRole('button', { name: 'Apply dates' });

    fireEvent.change(from, { target: { value: '2027-03-10' } });
    fireEvent.click(apply);
    expect(within(sidebar()).getByText('Pick the first and the last day.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(history.at(-1)).toBe('/equipment?listing=rent');

    // Given the wrong way round: applied in order.
    fireEvent.change(from, { target: { value: '2027-03-20' } });
    fireEvent.change(to, { target: { value: '2027-03-10' } });
    fireEvent.click(apply);
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        '/equipment?listing=rent&available_from=2027-03-10&available_to=2027-03-20',
      ),
    );
    await waitFor(() =>
      expect(server.lastQuery('/equipment')).toMatchObject({
        available_from: '2027-03-10',
        available_to: '2027-03-20',
      }),
    );
    expect(server.lastQuery('/equipment/filters')).toMatchObject({
      available_from: '2027-03-10',
      available_to: '2027-03-20',
    });
    expect(within(sidebar()).queryByText('Pick the first and the last day.')).toBeNull();
    const chip = within(chips()!).getByRole('link', {
      name: /^Remove Free Mar 10\s?–\s?20, 2027$/,
    });

    // Removing the chip empties the inputs (they follow the URL).
    fireEvent.click(chip);
    await waitFor(() => expect(history.at(-1)).toBe('/equipment?listing=rent'));
    expect((within(sidebar()).getByLabelText('Available from') as HTMLInputElement).value).toBe('');
  });

  it('applies a range when focus leaves it, and calls the price the daily rate for rentals', async () => {
    const { history } = open('/equipment?listing=rent');
    await screen.findByText(/of 250 units/);
    const min = within(sidebar()).getByRole('spinbutton', { name: 'Min daily rate' });
    const max = within(sidebar()).getByRole('spinbutton', { name: 'Max daily rate' });

    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.blur(min, { relatedTarget: max });
    expect(history.at(-1)).toBe('/equipment?listing=rent');

    fireEvent.change(max, { target: { value: '100' } });
    fireEvent.blur(max, { relatedTarget: document.body });

    // Given upside down: swapped.
    await waitFor(() =>
      expect(history.at(-1)).toBe('/equipment?listing=rent&price_min=100&price_max=500'),
    );
    await waitFor(() => expect((min as HTMLInputElement).value).toBe('100'));
  });

  it('changes the order from the select, starting again at page 1', async () => {
    const { history } = open('/equipment?category=rail-cars&page=3');
    await screen.findByText(/of 250 units/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_desc' },
    });

    await waitFor(() =>
      expect(history.at(-1)).toBe('/equipment?category=rail-cars&sort=price_desc'),
    );
  });

  it('cleans up a URL with values the API would refuse', async () => {
    const { history, server } = open('/equipment?category=bogus&price_min=abc&make=Toyota');
    await screen.findByText(/of 250 units/);

    expect(history.at(-1)).toBe('/equipment?make=Toyota');
    expect(server.lastQuery('/equipment')).toEqual({
      make: 'Toyota',
      sort: 'newest',
      page: '1',
      per_page: '24',
    });
  });

  it('keeps showing the last filters while the next ones load', async () => {
    let release: (response: Response) => void = () => {};
    let calls = 0;
    const { history } = open('/equipment', {
      filters: () =>
        ++calls === 1
          ? jsonResponse(someFilters())
          : new Promise<Response>((resolve) => (release = resolve)),
    });
    const link = await within(sidebar()).findByRole('link', { name: 'Lift trucks 50 units' });
    link.focus();

    fireEvent.click(link);
    await waitFor(() => expect(history.at(-1)).toBe('/equipment?category=lift-trucks'));

    // Counts and all: the last answer, not a loading placeholder.
    expect(within(sidebar()).getByRole('link', { name: 'Lift trucks 50 units' })).toBe(link);
    expect(document.activeElement).toBe(link);
    act(() => release(jsonResponse(someFilters({ total: 50 }))));
  });
});

describe('Catalog: the filters on phones', () => {
  it('opens the filters in a dialog that shows how many units match', async () => {
    open('/equipment?category=lift-trucks', {
      filters: () => jsonResponse(someFilters({ total: 50 })),
    });
    await screen.findByText(/of 250 units/);

    fireEvent.click(screen.getByRole('button', { name: 'Filters 1 applied' }));

    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(
      within(dialog)
        .getByRole('link', { name: /^Rail cars/ })
        .getAttribute('href'),
    ).toBe('/equipment?category=rail-cars');
    expect(within(dialog).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/equipment',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show 50 units' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
