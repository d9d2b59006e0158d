import type { LocatedBranch } from '@liftline/sdk';
import { aBranch, jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { LocalBranchFinder } from './local-branch-finder';

// The real widget, with the storefront's client pointed at a fake API.
const { fetchMock } = vi.hoisted(() => ({ fetchMock: vi.fn<typeof fetch>() }));
vi.mock('@/lib/api-client', async () => {
  const { createClient } = await import('@liftline/sdk');
  return {
    apiClient: createClient({
      baseUrl: 'http://liftline.test/api',
      fetch: (input, init) => fetchMock(input, init),
    }),
    apiClientEvents: { subscribe: () => () => {}, emit: () => {} },
  };
});

const branch: LocatedBranch = aBranch({ id: 7 });

const json = (body: unknown, status = 200) => jsonResponse(body, status);

async function searchZip(zip: string) {
  // The widget reads the saved branch first (asynchronously); then it takes the click.
  fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
  fireEvent.change(await screen.findByPlaceholderText('Enter Zip Code'), {
    target: { value: zip },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

afterEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
});

describe('LocalBranchFinder', () => {
  it('shows a failed search as the red "Oops!" toast with the server message', async () => {
    fetchMock.mockResolvedValue(json({ message: 'No branch serves zip code 99999 yet' }, 404));
    renderApp(<LocalBranchFinder />);

    await searchZip('99999');

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Oops!');
    expect(toast.textContent).toContain('No branch serves zip code 99999 yet');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://liftline.test/api/v1/locate-branch?zip_code=99999');
  });

  it('shows the saved branch with its phone link after a successful search', async () => {
    fetchMock.mockResolvedValue(json(branch));
    renderApp(<LocalBranchFinder />);

    await searchZip('60601');

    expect(await screen.findByRole('button', { name: 'Chicago, IL' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '(312) 555-0142' }).getAttribute('href')).toBe(
      'tel:+13125550142',
    );
    await waitFor(() => expect(localStorage.getItem('liftline_local_branch')).toContain('Chicago'));
  });
});
