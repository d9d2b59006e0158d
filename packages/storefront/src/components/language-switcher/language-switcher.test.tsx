import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { aUser } from '@/testing/auth';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { LOCALE_STORAGE_KEY } from '@/lib/language-choice';
import { LanguageSwitcher } from './language-switcher';

const realLocation = window.location;
const assign = vi.fn();

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

afterEach(() => {
  Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
  assign.mockReset();
});

describe('LanguageSwitcher', () => {
  it('links an English page to its Spanish twin with its query (filters) kept, named in Spanish', () => {
    renderApp(<LanguageSwitcher />, { url: '/equipment?category=rail-cars&sort=newest' });

    const link = screen.getByRole('link', { name: 'Español' });
    expect(link.getAttribute('href')).toBe('/es/equipment?category=rail-cars&sort=newest');
    expect(link.getAttribute('hreflang')).toBe('es');
    expect(link.getAttribute('lang')).toBe('es');
  });

  it('links a Spanish page back to the English one, named in English', () => {
    renderApp(<LanguageSwitcher />, { url: '/es/equipment?category=rail-cars' });

    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/equipment?category=rail-cars');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('lang')).toBe('en');
  });

  it('links the Spanish home page to / and the home page to /es', () => {
    renderApp(<LanguageSwitcher />, { url: '/es' });
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });

  it('saves the choice in local storage and in the lang cookie when chosen', () => {
    renderApp(<LanguageSwitcher />, { url: '/about' });

    fireEvent.click(screen.getByRole('link', { name: 'Español' }));

    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(document.cookie).toContain('lang=es');
  });

  it('saves a signed-in user’s choice on the user before the twin page loads', async () => {
    Object.defineProperty(window, 'location', {
      value: { ...realLocation, assign },
      configurable: true,
    });
    const api = fakeApi({
      'PUT /user/': (request) => json({ ...aUser(), ...(request.body as object) }),
    });
    renderApp(<LanguageSwitcher />, {
      url: '/authorized/account',
      api,
      user: aUser({ locale: 'en' }),
    });

    await act(async () => {
      fireEvent.click(await screen.findByRole('link', { name: 'Español' }));
    });

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.calls('PUT /user/').map((call) => call.body)).toEqual([{ locale: 'es' }]);
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/\/es\/authorized\/account$/);
  });

  it('is in the header and in the footer, in the page’s other language', () => {
    renderApp(
      <>
        <Header />
        <Footer />
      </>,
      { url: '/es/branches' },
    );

    const links = screen.getAllByRole('link', { name: 'English' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/branches', '/branches']);
    // The rest of the header and footer speak Spanish, their links inside /es.
    expect(screen.getByRole('link', { name: 'Equipos' }).getAttribute('href')).toBe(
      '/es/equipment',
    );
    expect(screen.getByRole('link', { name: 'Ver catálogo' }).getAttribute('href')).toBe(
      '/es/equipment',
    );
    expect(screen.getByRole('navigation', { name: 'Información legal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menú' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Buscar equipos' })).toBeTruthy();
  });
});
