import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import AboutRoute from './about';
import ContactRoute from './contact';
import PrivacyRoute from './privacy';
import TermsRoute from './terms';

const PAGES: [string, ComponentType, string, string[]][] = [
  ['/about', AboutRoute, 'About Liftline', ['What we do', 'How renting works', 'Buying equipment']],
  ['/contact', ContactRoute, 'Contact us', ['Call us', 'Write to a branch', 'Get a quote']],
  [
    '/terms',
    TermsRoute,
    'Terms of rental',
    [
      'Rental periods and charges',
      'Deposits and payment',
      'Delivery and pick-up',
      'Fuel, charging and cleaning',
      'Operators and safe use',
      'Damage, loss and the damage waiver',
      'Cancellations and changes',
    ],
  ],
  [
    '/privacy',
    PrivacyRoute,
    'Privacy policy',
    [
      'What we collect',
      'Cookies and storage in your browser',
      'How long we keep it',
      'Your rights',
      'Contact',
    ],
  ],
];

describe.each(PAGES)('%s', (url, Page, title, sections) => {
  it('has its title as the h1 and its key sections', () => {
    renderApp(<Page />, { url });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    for (const name of sections)
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(document.title).toContain(title);
  });

  it('links only to real destinations', () => {
    const { container } = renderApp(<Page />, { url });

    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      expect(href === '' || href === '#', `link "${link.textContent}"`).toBe(false);
    }
  });
});

describe('contact page', () => {
  it('gives the head-office phone and the branch directory', () => {
    renderApp(<ContactRoute />, { url: '/contact' });

    expect(screen.getByRole('link', { name: '(800) 555-0199' }).getAttribute('href')).toBe(
      'tel:+18005550199',
    );
    expect(screen.getByRole('link', { name: 'Find a branch' }).getAttribute('href')).toBe(
      '/branches',
    );
    // The customer line's hours as a US reader reads them.
    expect(screen.getByText(/Monday to Friday, 7:00 AM – 6:00 PM\./)).toBeTruthy();
  });
});

describe('terms page', () => {
  it('has a table of contents pointing at its sections', () => {
    renderApp(<TermsRoute />, { url: '/terms' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });

    for (const link of within(contents).getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.textContent).toBe(link.textContent);
    }
  });
});

describe('the content pages in Spanish', () => {
  it('/es/about speaks Spanish, its links inside /es', () => {
    renderApp(<AboutRoute />, { url: '/es/about' });

    expect(screen.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cómo funciona el alquiler' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'catálogo' }).getAttribute('href')).toBe(
      '/es/equipment',
    );
    expect(document.title).toBe('Quiénes somos | Liftline');
    // Only the legal pages carry the notice.
    expect(screen.queryByText(/prevalece el texto en inglés/)).toBeNull();
  });

  it.each([
    ['/es/terms', TermsRoute, 'Términos de alquiler', '/terms'],
    ['/es/privacy', PrivacyRoute, 'Política de privacidad', '/privacy'],
  ] as const)('%s says the English text prevails and links to it', (url, Page, title, english) => {
    renderApp(<Page />, { url });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(/prevalece el texto en inglés/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Leer la versión en inglés' });
    expect(link.getAttribute('href')).toBe(english);
    expect(link.getAttribute('hreflang')).toBe('en');
  });

  it('the English legal pages carry no such notice', () => {
    renderApp(<TermsRoute />, { url: '/terms' });
    expect(screen.queryByRole('link', { name: /English version/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
  });
});
