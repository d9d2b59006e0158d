import { createClient, memoryStorage } from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BranchFinder, type BranchFinderProps } from './branch-finder';
import { branchPageHref, storeBase } from './branch-page';

const chicago = aBranch({ id: 7, city: 'Chicago', state: 'IL', phone_number: null });

/** A finder with Chicago (branch 7) saved. */
function setup(props: Partial<BranchFinderProps> = {}) {
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch(() => jsonResponse(chicago)),
  });
  const storage = memoryStorage({ test_local_branch: JSON.stringify(chicago) });
  render(<BranchFinder client={client} productKey="test" storage={storage} {...props} />);
}

const pageOrigin = () => window.location.origin;

afterEach(cleanup);

describe('<BranchFinder> links the saved branch to its page (linkBranch)', () => {
  it('off by default: the city and state open the dialog, as in the storefront’s header', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Chicago, IL' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the city and state to /branches/{id} on the store, Change opens the dialog', async () => {
    setup({ linkBranch: true, storeUrl: 'https://rentals.example.com' });
    const link = await screen.findByRole('link', { name: 'Chicago, IL' });
    expect(link.getAttribute('href')).toBe('https://rentals.example.com/branches/7');
    fireEvent.click(screen.getByRole('button', { name: 'Change branch' }));
    expect(await screen.findByRole('dialog', { name: 'Find location by zip code' })).toBeTruthy();
  });

  it('keeps the store’s path, and without a store links on this page’s origin', async () => {
    setup({ linkBranch: true, storeUrl: 'https://example.com/shop' });
    expect((await screen.findByRole('link')).getAttribute('href')).toBe(
      'https://example.com/shop/branches/7',
    );
    cleanup();
    setup({ linkBranch: true });
    expect((await screen.findByRole('link')).getAttribute('href')).toBe(
      `${pageOrigin()}/branches/7`,
    );
  });

  it('never links a javascript: (or other non-http) store: the page’s origin instead', async () => {
    for (const storeUrl of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x']) {
      setup({ linkBranch: true, storeUrl });
      expect((await screen.findByRole('link')).getAttribute('href')).toBe(
        `${pageOrigin()}/branches/7`,
      );
      cleanup();
    }
  });
});

describe('the store of <find-branch> (store-url, else api-base)', () => {
  it('is store-url when it is http(s), else the API’s origin, else the page’s', () => {
    expect(storeBase('http://shop.test/', 'https://api.test/api')).toBe('http://shop.test/');
    expect(storeBase('ftp://shop.test/', 'https://api.test/api')).toBe('https://api.test/');
    expect(storeBase(undefined, 'https://api.test/api')).toBe('https://api.test/');
    expect(storeBase(undefined, '/api')).toBe(`${pageOrigin()}/`);
    expect(storeBase('  ', undefined)).toBe(`${pageOrigin()}/`);
    expect(branchPageHref(storeBase(undefined, 'https://api.test/api'), 3)).toBe(
      'https://api.test/branches/3',
    );
  });
});
