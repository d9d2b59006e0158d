import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import ProductRoute from './product';

const fetchMock = vi.fn<typeof fetch>();

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
    expect(fetchMock).not.toHaveBeenCalled();
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
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).pathname).toBe(
      '/api/v1/products/42',
    );
  });
});
