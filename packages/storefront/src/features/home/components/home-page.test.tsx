import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { HomePage } from './home-page';

vi.mock('@liftline/widgets', () => import('@/testing/fake-widgets'));

describe('HomePage', () => {
  it('has one h1 and leads to the catalogue', () => {
    renderApp(<HomePage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Browse equipment' }).getAttribute('href')).toBe(
      '/equipment',
    );
    expect(screen.getByRole('link', { name: 'See inventory' }).getAttribute('href')).toBe(
      '/eq-inventory',
    );
  });

  it('links the five categories to the filtered listing', () => {
    renderApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Shop by category' });

    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lift trucks', '/equipment?category=lift-trucks'],
      ['Construction equipment', '/equipment?category=construction-equipment'],
      ['Aerial work platforms', '/equipment?category=aerial-work-platforms'],
      ['Rail cars', '/equipment?category=rail-cars'],
      ['Warehouse equipment', '/equipment?category=warehouse-equipment'],
    ]);
  });

  it('invites visitors to find their local branch', () => {
    renderApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Find your local branch' });

    expect(within(section).getByRole('button', { name: 'Search by zip code' })).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: /\(800\) 555-0199/ })
        .getAttribute('href'),
    ).toBe('tel:+18005550199');
  });
});
