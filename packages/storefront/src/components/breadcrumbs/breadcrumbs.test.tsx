import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { BREADCRUMB_LINK_ERROR, Breadcrumbs, breadcrumbTrail } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('start at Home / and end at the current page', () => {
    renderApp(<Breadcrumbs links={[{ name: 'Equipment', path: '/equipment' }]} />);

    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Equipment');
  });

  it.each([
    [{ name: 'Equipment' }],
    [{ path: '/equipment' }],
    [{ name: ' ', path: '/equipment' }],
    [{}],
  ])('reject a link without a name and a path: %o', (link) => {
    expect(() => breadcrumbTrail([link])).toThrow(BREADCRUMB_LINK_ERROR);
    expect(BREADCRUMB_LINK_ERROR).toBe('All breadcrumb links must provide a name and path');
  });

  it('throw while rendering an invalid trail', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderApp(<Breadcrumbs links={[{ name: 'Orphan' }]} />)).toThrow(
      BREADCRUMB_LINK_ERROR,
    );
  });
});
