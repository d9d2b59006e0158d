import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the phone number as a tel: link', () => {
    renderApp(<Footer />);

    const phone = screen.getByRole('link', { name: '(800) 555-0199' });
    expect(phone.getAttribute('href')).toBe('tel:+18005550199');
  });

  it('has a Browse Catalog button-link to the equipment listing', () => {
    renderApp(<Footer />);

    expect(screen.getByRole('link', { name: 'Browse Catalog' }).getAttribute('href')).toBe(
      '/equipment',
    );
    expect(screen.getByRole('link', { name: 'Branches' }).getAttribute('href')).toBe('/branches');
  });

  it('has the legal, company and API reference links', () => {
    renderApp(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const company = screen.getByRole('navigation', { name: 'Company' });

    expect(
      within(legal).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href'),
    ).toBe('/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(within(company).getByRole('link', { name: 'About' }).getAttribute('href')).toBe(
      '/about',
    );
    expect(within(company).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(within(company).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
      '/api/docs',
    );
  });

  it('hides the social networks that are not configured', () => {
    renderApp(<Footer social={{}} />);

    expect(screen.queryByRole('list', { name: 'Liftline on social media' })).toBeNull();
  });

  it('links the configured social networks, in order', () => {
    renderApp(
      <Footer
        social={{
          youTube: 'https://www.youtube.com/@liftline',
          facebook: 'https://www.facebook.com/liftline',
        }}
      />,
    );
    const social = screen.getByRole('list', { name: 'Liftline on social media' });
    const links = within(social).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Liftline on Facebook', 'https://www.facebook.com/liftline'],
      ['Liftline on YouTube', 'https://www.youtube.com/@liftline'],
    ]);
  });

  it('is the contentinfo landmark', () => {
    renderApp(<Footer />);

    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
