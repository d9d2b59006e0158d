import { createClient, memoryStorage } from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as En from '../messages/en/find-branch';
import { literalWords } from '../messages/testing';
import { BranchFinder } from './branch-finder';

vi.mock('../messages/en/find-branch', async (original) => {
  const table = await original<typeof En>();
  const { marked } = await import('../messages/testing');
  return { ...table, findBranch: marked(table.findBranch) };
});

/** The table as written (the component gets it marked). */
const { findBranch } = await vi.importActual<typeof En>('../messages/en/find-branch');

function setup(saved: boolean) {
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch(() => jsonResponse({ message: 'Unavailable' }, 503)),
  });
  const storage = memoryStorage(
    saved ? { test_local_branch: JSON.stringify(aBranch({ id: 7 })) } : {},
  );
  render(<BranchFinder client={client} productKey="test" storage={storage} linkBranch lang="en" />);
}

afterEach(cleanup);

describe('the branch finder’s words come from the message table', () => {
  it('the link, the dialog and the toast', async () => {
    setup(false);
    expect(literalWords(findBranch, document.body)).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: /Find Local Branch/ }));
    fireEvent.change(await screen.findByPlaceholderText(/Enter Zip Code/), {
      target: { value: '60601' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Submit/ }));
    await screen.findByRole('alert');
    expect(literalWords(findBranch, document.body)).toEqual([]);
  });

  it('the saved branch linked to its page, and Change', async () => {
    setup(true);
    expect(await screen.findByRole('button', { name: /Change branch/ })).toBeTruthy();
    expect(literalWords(findBranch, document.body)).toEqual([]);
  });
});
