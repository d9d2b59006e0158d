import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webUrl } from '@/config/env';
import { renderApp } from '@/testing/render-app';
import { AppRouter } from './router';

describe('header and footer links', () => {
  it.each(['/about', '/contact', '/terms', '/privacy'])(
    '%s is a page with a header and footer whose every link goes somewhere',
    async (url) => {
      renderApp(<AppRouter />, { url });
      await screen.findByRole('heading', { level: 1 });

      const links = [
        ...screen.getByRole('banner').querySelectorAll('a'),
        ...screen.getByRole('contentinfo').querySelectorAll('a'),
      ];
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        expect(href, `"${link.textContent}"`).toMatch(/^(\/[^#]*|tel:\+\d+|https:\/\/.+)$/);
      }
    },
  );
});

describe('webUrl (social profile settings)', () => {
  it('keeps http(s) URLs and drops anything else', () => {
    expect(webUrl(' https://www.linkedin.com/company/liftline ')).toBe(
      'https://www.linkedin.com/company/liftline',
    );
    expect(webUrl(undefined)).toBeUndefined();
    expect(webUrl('')).toBeUndefined();
    expect(webUrl('#')).toBeUndefined();
    expect(webUrl('javascript:alert(1)')).toBeUndefined();
  });
});
