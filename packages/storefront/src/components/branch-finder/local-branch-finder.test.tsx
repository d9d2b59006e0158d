import type { LocatedBranch } from '@liftline/sdk';
import { aBranch } from '@liftline/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { LocalBranchFinder } from './local-branch-finder';

// The real widget, with the storefront's client over a fake API.
const branch: LocatedBranch = aBranch({ id: 7 });

async function searchZip(zip: string) {
  // The widget reads the saved branch first (asynchronously); then it takes the click.
  fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
  fireEvent.change(await screen.findByPlaceholderText('Enter Zip Code'), {
    target: { value: zip },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('LocalBranchFinder', () => {
  it('shows a failed search as the red "Oops!" toast with the server message', async () => {
    const api = fakeApi({
      'GET /locate-branch': () => apiError(404, 'No branch serves zip code 99999 yet'),
    });
    renderApp(<LocalBranchFinder />, { api });

    await searchZip('99999');

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Oops!');
    expect(toast.textContent).toContain('No branch serves zip code 99999 yet');
    expect(api.calls('GET /locate-branch')[0]?.query.get('zip_code')).toBe('99999');
  });

  it('a later successful search takes the earlier error toast away', async () => {
    const api = fakeApi({
      'GET /locate-branch': ({ query }) =>
        query.get('zip_code') === '99950'
          ? apiError(404, 'We could not find zip code 99950.')
          : json(branch),
    });
    renderApp(<LocalBranchFinder />, { api });
    await searchZip('99950');
    expect(await screen.findByText('We could not find zip code 99950.')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Enter Zip Code'), { target: { value: '60601' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('region', { name: 'Choose your branch' });
    // Taken away when the new search started (not left to expire after 5 s).
    expect(screen.queryByText('We could not find zip code 99950.')).toBeNull();
  });

  it('shows the saved branch with its phone link after a search and a choice', async () => {
    renderApp(<LocalBranchFinder />, {
      api: fakeApi({ 'GET /locate-branch': () => json(branch) }),
    });

    await searchZip('60601');
    fireEvent.click(await screen.findByRole('button', { name: /Chicago – West Loop/ }));

    expect(await screen.findByRole('button', { name: 'Chicago, IL' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '(312) 555-0142' }).getAttribute('href')).toBe(
      'tel:+13125550142',
    );
    await waitFor(() => expect(localStorage.getItem('liftline_local_branch')).toContain('Chicago'));
  });
});
