import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { aSummary } from '../testing/product-fixtures';
import { apiError, fakeApi, json, noContent } from '@/testing/fake-api';
import { ProductsPage } from './products-page';

const LIST = '/authorized/account/admin/products';
const page = (items = [aSummary()], total = items.length) =>
  json({
    items,
    meta: { page: 1, per_page: 20, total, total_pages: Math.ceil(total / 20) },
  });

describe('ProductsPage: permissions', () => {
  it('with products.view only: no New product link or Delete buttons, and says why', async () => {
    const api = fakeApi({ 'GET /products': () => page() });
    renderApp(<ProductsPage />, {
      api,
      url: LIST,
      user: aUser({ permissions: ['products.view'] }),
    });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getByRole('link', { name: '2021 Toyota 8FGCU25 Forklift' })
        .getAttribute('href'),
    ).toBe(`${LIST}/7`);
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
    const create = screen.getByRole('button', { name: 'New product' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const reason = document.getElementById(create.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/Manage products/);
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
  });

  it('with products.manage: New product leads to the form and each row can be deleted', async () => {
    const api = fakeApi({ 'GET /products': () => page() });
    renderApp(<ProductsPage />, {
      api,
      url: LIST,
      user: aUser({ permissions: ['products.view', 'products.manage'] }),
    });

    expect((await screen.findByRole('link', { name: 'New product' })).getAttribute('href')).toBe(
      `${LIST}/new`,
    );
    // The toolbar shows before the rows have loaded.
    expect(
      await screen.findByRole('button', { name: 'Delete 2021 Toyota 8FGCU25 Forklift' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Manage products/)).toBeNull();
  });
});

describe('ProductsPage: list', () => {
  it('sends the URL’s search, status and page, and searching puts the text in the URL', async () => {
    const api = fakeApi({ 'GET /products': () => page() });
    const { history } = renderApp(<ProductsPage />, {
      api,
      url: `${LIST}?q=toyota&status=published&page=2`,
      user: aUser(),
    });
    await screen.findByRole('table');
    const query = api.calls('GET /products')[0]!.query;
    expect([query.get('q'), query.get('status'), query.get('page'), query.get('per_page')]).toEqual(
      ['toyota', 'published', '2', '20'],
    );

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect((search as HTMLInputElement).value).toBe('toyota');
    fireEvent.change(search, { target: { value: 'hyster h50' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(history.at(-1)).toBe(`${LIST}?q=hyster+h50&status=published`));
    await waitFor(() =>
      expect(api.calls('GET /products').at(-1)!.query.get('q')).toBe('hyster h50'),
    );
  });

  it('links the pages through the URL', async () => {
    const api = fakeApi({
      'GET /products': () =>
        page(
          Array.from({ length: 20 }, (_, i) => aSummary({ id: i + 1, title: `P${String(i)}` })),
          45,
        ),
    });
    renderApp(<ProductsPage />, { api, url: `${LIST}?q=lift`, user: aUser() });
    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      `${LIST}?q=lift&page=3`,
    );
  });

  it('shows an error with a retry when the list fails, and an empty state', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /products': () => {
        calls += 1;
        return calls === 1
          ? apiError(503, 'Database unavailable', { slug: 'server_error' })
          : page([]);
      },
    });
    renderApp(<ProductsPage />, { api, url: `${LIST}?q=nothing`, user: aUser() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the products.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No products matching “nothing”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe(LIST);
  });

  it('deletes a product after confirmation and loads the list again', async () => {
    let deleted = false;
    const api = fakeApi({
      'GET /products': () => (deleted ? page([]) : page()),
      'DELETE /products/:id': () => {
        deleted = true;
        return noContent();
      },
    });
    renderApp(<ProductsPage />, { api, url: LIST, user: aUser() });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete 2021 Toyota 8FGCU25 Forklift' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(api.calls('DELETE /products/:id')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));

    const notice = await screen.findByText('“2021 Toyota 8FGCU25 Forklift” was deleted.');
    expect(await screen.findByText(/No products yet/)).toBeTruthy();
    // The row and its button are gone: focus is on the notice.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(api.calls('DELETE /products/:id').map((call) => call.params.id)).toEqual(['7']);
  });
});
