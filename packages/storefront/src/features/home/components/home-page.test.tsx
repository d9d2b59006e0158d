import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { HomePage } from './home-page';

// Lazy code and several requests per render: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** Goes through the quote's steps as a visitor would, up to the contact step; answers its fields. */
async function walkToContact(dialog: HTMLElement) {
  const scope = within(dialog);
  const step = (name: string) => scope.findByRole('heading', { level: 3, name });
  const next = () => fireEvent.click(scope.getByRole('button', { name: 'Next' }));
  const type = (label: string, value: string) =>
    fireEvent.change(scope.getByLabelText(label, { exact: false }), { target: { value } });
  // No unit and an empty quote list: a general request.
  await step('Rent or buy');
  fireEvent.click(scope.getByRole('radio', { name: /Rent/ }));
  type('When do you need it?', '2030-12-01');
  next();
  await step('Jobsite and contact');
  const value = (label: string) =>
    (scope.getByLabelText(label, { exact: false }) as HTMLInputElement).value;
  return { name: value('Name'), email: value('E-mail') };
}

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

  it('shows the yard drawing as a file with its size reserved, fetched first', () => {
    renderApp(<HomePage />);

    const yard = screen.getByRole('img', { name: /A Liftline yard/ });
    expect(yard.getAttribute('src')).toMatch(/home-yard.*\.svg$/);
    expect(yard.getAttribute('width')).toBe('1600');
    expect(yard.getAttribute('height')).toBe('420');
    expect(yard.getAttribute('fetchpriority')).toBe('high');
    expect(yard.getAttribute('loading')).toBeNull();
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

  it('puts the featured units (given by the route) under the categories', () => {
    renderApp(<HomePage featured={<p>four cards</p>} />);
    const section = screen.getByRole('region', { name: 'New in stock' });

    expect(within(section).getByText('four cards')).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: /See all equipment/ })
        .getAttribute('href'),
    ).toBe('/equipment');
  });

  it('offers a general quote (no unit) with the request-quote widget, loaded on its own', async () => {
    renderApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Need a price for your next job?' });

    fireEvent.click(await within(section).findByRole('button', { name: 'Request a Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(await within(dialog).findByText('General request.')).toBeTruthy();
    expect(await walkToContact(dialog)).toEqual({ name: '', email: '' });
  });

  it('loads the quote button’s code only when its section comes near the screen', async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // Loaded already: only the section's position can hold the button back.
    await import('./request-quote-button');
    try {
      renderApp(<HomePage />);
      const section = screen.getByRole('region', { name: 'Need a price for your next job?' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(within(section).queryByRole('button')).toBeNull();

      act(() => report([{ isIntersecting: true }]));

      expect(await within(section).findByRole('button', { name: 'Request a Quote' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('prefills the quote with the signed-in user’s name and e-mail', async () => {
    renderApp(<HomePage />, { user: aUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Request a Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(await walkToContact(dialog)).toEqual({
      name: 'Olive Owner',
      email: 'owner@liftline.test',
    });
  });
});
