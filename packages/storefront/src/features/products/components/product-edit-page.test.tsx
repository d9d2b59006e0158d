import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { aProduct, anAsset } from '../testing/product-fixtures';
import { apiError, fakeApi, json } from '@/testing/fake-api';
import { ProductCreatePage } from './product-create-page';
import { ProductEditPage } from './product-edit-page';

const URL_7 = '/authorized/account/admin/products/7';
const product = aProduct({ assets: [anAsset({ id: 1, is_primary: true })] });

async function renderEdit(permissions: string[]) {
  const api = fakeApi({ 'GET /products/:id': () => json(product) });
  renderApp(<ProductEditPage id={7} />, { api, url: URL_7, user: aUser({ permissions }) });
  await screen.findByRole('heading', { level: 1, name: product.title });
  return {
    form: screen.getByRole('form', { name: 'Product' }),
    assets: screen.getByRole('region', { name: 'Photos, videos and documents' }),
  };
}

describe('ProductEditPage: permissions', () => {
  it('products.view only: the form is read-only, with the reason, and so are the assets', async () => {
    const { form, assets } = await renderEdit(['products.view']);

    expect((within(form).getByLabelText('Title') as HTMLInputElement).matches(':disabled')).toBe(
      true,
    );
    expect(within(form).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete product' })).toBeNull();
    expect(within(form).getByText(/Manage products/)).toBeTruthy();

    expect(within(assets).queryByRole('button', { name: /Choose files/ })).toBeNull();
    expect(within(assets).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(assets).getByText(/Manage photos and files/)).toBeTruthy();
    // The files are still shown.
    expect(within(assets).getByRole('img', { name: 'Preview of photo-1.png' })).toBeTruthy();
  });

  it('products.manage without assets.manage: the form can be saved, the assets only looked at', async () => {
    const { form, assets } = await renderEdit(['products.view', 'products.manage']);

    expect((within(form).getByLabelText('Title') as HTMLInputElement).matches(':disabled')).toBe(
      false,
    );
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Delete product' })).toBeTruthy();
    expect(within(form).queryByText(/Manage products/)).toBeNull();

    expect(within(assets).queryByRole('button', { name: /Choose files/ })).toBeNull();
    expect(within(assets).queryByRole('button', { name: /Move earlier/ })).toBeNull();
    expect(within(assets).getByText(/Manage photos and files/)).toBeTruthy();
  });

  it('links a rental unit to its bookings for those who see leads, and only for them', async () => {
    await renderEdit(['products.view', 'leads.view']);
    expect(screen.getByRole('link', { name: 'Bookings and holds' }).getAttribute('href')).toBe(
      '/authorized/account/bookings?unit=7',
    );
  });

  it('shows no bookings link without leads.view', async () => {
    await renderEdit(['products.view']);
    expect(screen.queryByRole('link', { name: 'Bookings and holds' })).toBeNull();
  });

  it('assets.manage: files can be uploaded and changed', async () => {
    const { assets } = await renderEdit(['products.view', 'products.manage', 'assets.manage']);
    expect(within(assets).getByRole('button', { name: /Choose files/ })).toBeTruthy();
    expect(within(assets).getByRole('button', { name: 'Delete: photo-1.png' })).toBeTruthy();
    expect(within(assets).queryByText(/Manage photos and files/)).toBeNull();
  });

  it('says when the product does not exist (404) instead of a retry', async () => {
    const api = fakeApi({
      'GET /products/:id': () => apiError(404, 'Product not found.', { slug: 'not_found' }),
    });
    renderApp(<ProductEditPage id={7} />, { api, url: URL_7, user: aUser() });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This product could not be found.',
    );
  });
});

describe('ProductCreatePage', () => {
  it('without products.manage shows why instead of the form', async () => {
    renderApp(<ProductCreatePage />, {
      url: '/authorized/account/admin/products/new',
      user: aUser({ permissions: ['products.view'] }),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Manage products/);
    expect(screen.queryByRole('form', { name: 'Product' })).toBeNull();
  });
});
