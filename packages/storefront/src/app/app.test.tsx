import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { AppRouter } from './router';

describe('routing', () => {
  it('shows the 404 error page for an unknown route, with a link back home', async () => {
    renderApp(<AppRouter />, { url: '/no-such-page' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back to the home page' });
    expect(home.getAttribute('href')).toBe('/');
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('This page could not be found | Liftline'));
  });

  it('loads the home page on demand', async () => {
    renderApp(<AppRouter />, { url: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: /Equipment rental & sales/ }),
    ).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('renders the default layout around every page: skip link, header, main, footer', async () => {
    renderApp(<AppRouter />, { url: '/nowhere' });

    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('goes home from the 404 page and moves focus to the new page', async () => {
    const { history } = renderApp(<AppRouter />, { url: '/missing' });

    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /Equipment rental & sales/ }),
    ).toBeTruthy();
    expect(history.at(-1)).toBe('/');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('shows search failures of the branch finder as the red "Oops!" toast', async () => {
    // No message from the server: the toast names the zip code.
    const api = fakeApi({ 'GET /locate-branch': () => json({ slug: 'zip_not_found' }, 404) });
    renderApp(<AppRouter />, { url: '/missing', api });

    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    fireEvent.change(await screen.findByPlaceholderText('Enter Zip Code'), {
      target: { value: '00000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Oops!');
    expect(toast.textContent).toContain('Unable to locate branch for zip code 00000');
  });
});
