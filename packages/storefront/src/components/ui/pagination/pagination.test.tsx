import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { Pagination, pageWindow } from './pagination';
import { renderWithI18n } from '@/testing/render-with-i18n';

describe('pageWindow', () => {
  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12]);
  });
});

describe('Pagination', () => {
  const hrefFor = (page: number) => `/equipment?page=${String(page)}`;

  it('renders nothing for a single page', () => {
    const { container } = renderWithI18n(<Pagination page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe('');
  });

  it('links every page, marks the current one, and disables Previous on the first page', () => {
    renderWithI18n(
      <Pagination page={1} totalPages={3} hrefFor={hrefFor} label="Equipment pages" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Equipment pages' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/equipment?page=3',
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/equipment?page=2',
    );
  });

  it('keeps absolute hrefs absolute inside a nested route', () => {
    renderWithI18n(
      <Router base="/authorized/account">
        <Pagination
          page={2}
          totalPages={2}
          hrefFor={(p) => `/authorized/account/x?page=${String(p)}`}
        />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/authorized/account/x?page=1',
    );
  });
});
