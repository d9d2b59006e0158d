import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import ProductRoute from './product';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => fetchMock.mockReset());

/** The paths asked for, but the branch list the product form's branch select reads. */
const productCalls = () =>
  fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url).pathname)
    .filter((path) => path !== '/api/v1/branches');

const renderAt = (id: string) =>
  renderApp(
    <Route path="/authorized/account/admin/products/:product_id" component={ProductRoute} />,
    {
      fetch: fetchMock,
      url: `/authorized/account/admin/products/${id}`,
      user: aUser(),
    },
  );

describe('ProductRoute', () => {
  it('“new” is the empty form for a new product', async () => {
    renderAt('new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create product' })).toBeTruthy();
    expect(productCalls()).toEqual([]);
  });

  it('anything but a positive id is “not found”, without asking the API', () => {
    for (const id of ['abc', '0', '1.5', '-3']) {
      const { unmount } = renderAt(id);
      expect(screen.getByText('This page could not be found')).toBeTruthy();
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an id loads that product', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Gone' }), { status: 404 }));
    renderAt('42');
    expect(await screen.findByText(/This product could not be found/)).toBeTruthy();
    expect(productCalls()[0]).toBe('/api/v1/products/42');
  });
});
