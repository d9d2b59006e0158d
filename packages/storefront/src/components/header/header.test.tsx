import { aBranch } from '@liftline/sdk/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { Header } from './header';
import { SUGGESTION_DEBOUNCE_MS } from './search-suggestions';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('Header', () => {
  it('is transparent at the top and solid as soon as the page is scrolled', () => {
    renderApp(<Header />);
    const header = screen.getByRole('banner');
    expect(header.dataset.state).toBe('transparent');

    scrollTo(1);
    expect(header.dataset.state).toBe('solid');

    scrollTo(0);
    expect(header.dataset.state).toBe('transparent');
  });

  it('starts solid when the page loads already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    renderApp(<Header />);

    expect(screen.getByRole('banner').dataset.state).toBe('solid');
  });

  it('links home and to the equipment pages', () => {
    renderApp(<Header />, { url: '/equipment' });

    expect(screen.getByRole('link', { name: 'Liftline home' }).getAttribute('href')).toBe('/');
    const equipment = screen.getByRole('link', { name: 'Equipment' });
    expect(equipment.getAttribute('href')).toBe('/equipment');
    expect(equipment.getAttribute('aria-current')).toBe('page');
    const inventory = screen.getByRole('link', { name: 'Inventory' });
    expect(inventory.getAttribute('href')).toBe('/eq-inventory');
    expect(inventory.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Branches' }).getAttribute('href')).toBe('/branches');
  });

  it('links the saved branch to its page', async () => {
    localStorage.setItem('liftline_local_branch', JSON.stringify(aBranch({ id: 7 })));
    try {
      renderApp(<Header />, { url: '/' });
      expect(
        (await screen.findByRole('link', { name: 'Branch details' })).getAttribute('href'),
      ).toBe('/branches/7');
    } finally {
      localStorage.clear();
    }
  });

  it('offers guests a log-in link that comes back to the current page', () => {
    renderApp(<Header />, { url: '/equipment?q=lift' });

    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/guest/user/login?returnTo=%2Fequipment%3Fq%3Dlift',
    );
  });

  it('offers signed-in users their account and Sign out', async () => {
    renderApp(<Header />, { user: aUser() });

    expect((await screen.findByRole('link', { name: 'My account' })).getAttribute('href')).toBe(
      '/authorized/account',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('has the branch finder', () => {
    renderApp(<Header />);

    expect(screen.getByRole('button', { name: 'Find Local Branch' })).toBeTruthy();
  });

  describe('mobile menu', () => {
    it('toggles with the bars button, which controls the menu', () => {
      renderApp(<Header />);
      const button = menuButton();
      const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(menu).not.toBeNull();
      expect(menu?.contains(screen.getByRole('navigation', { name: 'Main' }))).toBe(true);
      expect(button.getAttribute('aria-expanded')).toBe('false');

      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(menu?.dataset.open).toBe('true');

      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(menu?.dataset.open).toBe('false');
    });

    it('closes on Escape and gives focus back to the button', () => {
      renderApp(<Header />);
      fireEvent.click(menuButton());
      screen.getByRole('link', { name: 'Equipment' }).focus();

      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(menuButton());
    });

    it('ignores Escape meant for a dialog', () => {
      renderApp(<Header />);
      fireEvent.click(menuButton());
      const dialog = document.createElement('dialog');
      const input = document.createElement('input');
      dialog.append(input);
      document.body.append(dialog);

      fireEvent.keyDown(input, { key: 'Escape' });

      expect(menuButton().getAttribute('aria-expanded')).toBe('true');
      dialog.remove();
    });

    it('closes on navigation', () => {
      const { history } = renderApp(<Header />);
      fireEvent.click(menuButton());

      fireEvent.click(screen.getByRole('link', { name: 'Inventory' }));

      expect(history.at(-1)).toBe('/eq-inventory');
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    });

    it('closes when keyboard focus leaves the header', () => {
      renderApp(
        <>
          <Header />
          <button type="button">After the header</button>
        </>,
      );
      fireEvent.click(menuButton());
      const outside = screen.getByRole('button', { name: 'After the header' });

      fireEvent.focusOut(screen.getByRole('link', { name: 'Equipment' }), {
        relatedTarget: outside,
      });

      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    });
  });

  describe('search', () => {
    it('is a labelled search form that goes to the equipment listing', () => {
      const { history } = renderApp(<Header />);
      expect(screen.getByRole('search')).toBeTruthy();
      const input = screen.getByRole('combobox', { name: 'Search equipment' });

      fireEvent.change(input, { target: { value: '  scissor lift ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));

      expect(history.at(-1)).toBe('/equipment?q=scissor+lift');
    });

    it('suggests units as you type in the menu (phones), and opens the one picked', async () => {
      vi.useFakeTimers();
      const api = fakeApi({
        'GET /equipment': () =>
          json({
            items: [{ id: 7, title: '2019 Toyota 8FGCU25 Forklift' }],
            meta: { page: 1, per_page: 5, total: 1, total_pages: 1 },
          }),
      });
      const { history } = renderApp(<Header />, { api });
      try {
        fireEvent.click(menuButton());
        const field = screen.getByRole('combobox', { name: 'Search equipment' });
        fireEvent.change(field, { target: { value: 'toyta' } });
        await act(async () => {
          await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
        });
        // The answer, then the query cache's notification.
        await act(async () => {
          await vi.advanceTimersByTimeAsync(20);
        });

        expect(Object.fromEntries(api.calls('GET /equipment')[0]!.query)).toEqual({
          q: 'toyta',
          per_page: '5',
        });
        expect(field.getAttribute('aria-expanded')).toBe('true');
        fireEvent.click(screen.getByRole('option', { name: '2019 Toyota 8FGCU25 Forklift' }));
        expect(history.at(-1)).toBe('/equipment/7');
        expect(menuButton().getAttribute('aria-expanded')).toBe('false');
      } finally {
        vi.useRealTimers();
      }
    });

    it('does not suggest for the listing query it starts with', () => {
      const api = fakeApi({});
      renderApp(<Header />, { api, url: '/equipment?q=forklift' });

      expect(
        screen.getByRole('combobox', { name: 'Search equipment' }).getAttribute('aria-expanded'),
      ).toBe('false');
      expect(api.calls('GET /equipment')).toHaveLength(0);
    });

    it('shows the query of the current listing', () => {
      renderApp(<Header />, { url: '/equipment?q=forklift' });

      expect(
        (screen.getByRole('combobox', { name: 'Search equipment' }) as HTMLInputElement).value,
      ).toBe('forklift');
    });
  });
});
