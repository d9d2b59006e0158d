import { createClient, memoryStorage, type LocatedBranch } from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BranchFinder } from './branch-finder';

const chicago: LocatedBranch = aBranch({ email: null, hours: [], distance_miles: 1.8 });

const json = (status: number, body: unknown) => jsonResponse(body, status);

function setup(
  handler: (url: URL) => Response | Promise<Response>,
  props: Partial<Parameters<typeof BranchFinder>[0]> = {},
) {
  const calls: string[] = [];
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch((request) => {
      calls.push(request.url);
      return handler(new URL(request.url));
    }),
  });
  const storage = props.storage ?? memoryStorage();
  const view = render(
    <BranchFinder client={client} productKey="test" storage={storage} {...props} />,
  );
  return { calls, storage, view };
}

afterEach(cleanup);

describe('<BranchFinder>', () => {
  it('shows the default link text and opens the modal with the spec texts', async () => {
    setup(() => json(200, chicago));
    const link = await screen.findByRole('button', { name: 'Find Local Branch' });
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Find location by zip code' });
    expect(within(dialog).getByPlaceholderText('Enter Zip Code')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('showSavedAtOnce: the saved branch is in the first render, never a render without it', async () => {
    const storage = memoryStorage();
    storage.setItem('test_local_branch', JSON.stringify(chicago));
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const { view } = setup(() => json(200, chicago), { storage, showSavedAtOnce: true });
    // Checked before anything is awaited: the saved branch is read during the first render.
    expect(view.container.textContent).toContain('Chicago, IL');
    await act(async () => {});
    observer.disconnect();
    expect(seen.filter((text) => text.includes('Find Local Branch'))).toEqual([]);
    expect(view.container.textContent).toContain('Chicago, IL');
  });

  it('without showSavedAtOnce the first render has no branch (the storefront hydrates a header without one)', async () => {
    const storage = memoryStorage();
    storage.setItem('test_local_branch', JSON.stringify(chicago));
    const { view } = setup(() => json(200, chicago), { storage });
    expect(view.container.textContent).toContain('Find Local Branch');
    expect(await screen.findByText('Chicago, IL')).toBeTruthy();
  });

  it('an invalid zip shows the inline message and makes no call', async () => {
    const { calls } = setup(() => json(200, chicago));
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    fireEvent.change(screen.getByPlaceholderText('Enter Zip Code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please provide a five digit zip code',
    );
    expect(calls).toEqual([]);
  });

  it('finds a branch: saves the zip, offers it, and once chosen saves and announces it, closes, and shows city, state and phone', async () => {
    const announced = vi.fn();
    window.addEventListener('local-branch-updated', announced);
    let release: () => void = () => {};
    const { storage, calls } = setup(
      () => new Promise<Response>((resolve) => (release = () => resolve(json(200, chicago)))),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    fireEvent.change(screen.getByPlaceholderText('Enter Zip Code'), { target: { value: '60601' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // While searching: Submit disabled and busy; the zip is already saved.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect(storage.getItem('zip_code')).toBe('60601');
    act(() => release());
    fireEvent.click(await screen.findByRole('button', { name: /Chicago – West Loop/ }));
    expect(await screen.findByRole('button', { name: 'Chicago, IL' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: '(312) 555-0142' }).getAttribute('href')).toBe(
      'tel:+13125550142',
    );
    expect(JSON.parse(storage.getItem('test_local_branch') ?? 'null')).toEqual(chicago);
    expect(calls).toEqual(['http://api.test/api/v1/locate-branch?zip_code=60601']);
    expect(announced).toHaveBeenCalledTimes(1);
    expect((announced.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      productKey: 'test',
      zip_code: '60601',
      branch: chicago,
    });
    window.removeEventListener('local-branch-updated', announced);
  });

  it('no phone link when the branch has no phone number', async () => {
    setup(() => json(200, chicago), {
      storage: memoryStorage({
        test_local_branch: JSON.stringify({ ...chicago, phone_number: null }),
      }),
    });
    expect(await screen.findByRole('button', { name: 'Chicago, IL' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('alwaysShowDefaultText keeps the label even with a saved branch', async () => {
    setup(() => json(200, chicago), {
      storage: memoryStorage({ test_local_branch: JSON.stringify(chicago) }),
      label: 'Pick a yard',
      alwaysShowDefaultText: true,
    });
    expect(await screen.findByRole('button', { name: 'Pick a yard' })).toBeTruthy();
  });

  it('a failed search keeps the modal open and reports the server message', async () => {
    const onSearchError = vi.fn();
    setup(
      () => json(404, { message: 'We could not find zip code 00000.', slug: 'zip_not_found' }),
      { onSearchError },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    fireEvent.change(screen.getByPlaceholderText('Enter Zip Code'), { target: { value: '00000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSearchError).toHaveBeenCalledWith('We could not find zip code 00000.'),
    );
    expect(screen.getByRole('dialog', { name: 'Find location by zip code' })).toBeTruthy();
  });

  it('without onSearchError it shows its own "Oops!" toast that hides after 5000 ms', async () => {
    setup(() => json(500, {}));
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    fireEvent.change(screen.getByPlaceholderText('Enter Zip Code'), { target: { value: '94103' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      const toast = await screen.findByText('Unable to locate branch for zip code 94103');
      expect(toast.closest('[role="alert"]')?.textContent).toContain('Oops!');
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.queryByText('Unable to locate branch for zip code 94103')).not.toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Unable to locate branch for zip code 94103')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancel closes the modal and clears the input', async () => {
    setup(() => json(200, chicago));
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    fireEvent.change(screen.getByPlaceholderText('Enter Zip Code'), { target: { value: '606' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find Local Branch' }));
    expect((screen.getByPlaceholderText('Enter Zip Code') as HTMLInputElement).value).toBe('');
  });

  it('two finders stay in sync through the local-branch-updated event', async () => {
    const storage = memoryStorage();
    const client = createClient({
      baseUrl: 'http://api.test/api',
      fetch: (async () => json(200, chicago)) as unknown as typeof fetch,
    });
    render(
      <>
        <BranchFinder client={client} productKey="test" storage={storage} label="First" />
        <BranchFinder client={client} productKey="test" storage={storage} label="Second" />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'First' }));
    fireEvent.change(screen.getByPlaceholderText('Enter Zip Code'), { target: { value: '60601' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: /Chicago – West Loop/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Chicago, IL' })).toHaveLength(2),
    );
  });
});

describe('<BranchFinder> focus', () => {
  it('focuses the zip field when the modal opens', async () => {
    setup(() => json(200, chicago));
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByPlaceholderText('Enter Zip Code')),
    );
  });
});
