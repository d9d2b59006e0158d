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

  it('has the legal links, pointing to placeholders', () => {
    renderApp(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });

    expect(
      within(legal).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href'),
    ).toBe('#');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '#',
    );
  });

  it('has three named social network links', () => {
    renderApp(<Footer />);
    const social = screen.getByRole('list', { name: 'Liftline on social media' });
    const links = within(social).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual([
      'Liftline on Facebook',
      'Liftline on LinkedIn',
      'Liftline on YouTube',
    ]);
    for (const link of links) expect(link.getAttribute('href')).toBe('#');
  });

  it('is the contentinfo landmark', () => {
    renderApp(<Footer />);

    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
