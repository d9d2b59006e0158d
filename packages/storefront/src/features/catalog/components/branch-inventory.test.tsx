import {
  LOCAL_BRANCH_UPDATED_EVENT,
  localBranchKey,
  type LocalBranchUpdatedDetail,
  type LocatedBranch,
} from '@liftline/sdk';
import { aBranch, jsonResponse } from '@liftline/sdk/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_KEY } from '@/config/env';
import { renderApp } from '@/testing/render-app';
import { aPage } from '../testing/catalog-fixtures';
import { serveCatalog } from '../testing/fake-catalog-server';
import { BranchInventory, PICK_BRANCH_TITLE } from './branch-inventory';

// Lazy code and several requests per render: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  localStorage.clear();
});

const saveBranch = (branch: LocatedBranch) =>
  localStorage.setItem(localBranchKey(PRODUCT_KEY), JSON.stringify(branch));

function announce(branch: LocatedBranch) {
  const detail: LocalBranchUpdatedDetail = { productKey: PRODUCT_KEY, zip_code: '60601', branch };
  act(() => {
    window.dispatchEvent(new CustomEvent(LOCAL_BRANCH_UPDATED_EVENT, { detail }));
  });
}

describe('BranchInventory', () => {
  it('asks for a branch when none is saved, and loads nothing meanwhile', () => {
    const server = serveCatalog();
    renderApp(<BranchInventory />, { url: '/eq-inventory', api: server });

    const prompt = screen.getByRole('region', { name: PICK_BRANCH_TITLE.message });
    expect(within(prompt).getByRole('button', { name: 'Find my branch' })).toBeTruthy();
    expect(
      within(prompt).getByRole('link', { name: 'browse the whole catalog' }).getAttribute('href'),
    ).toBe('/equipment');
    expect(server.calls()).toEqual([]);
  });

  it('lists the units of the saved branch, with the filters, on the inventory’s URLs', async () => {
    saveBranch(aBranch({ id: 12, name: 'Columbus' }));
    const server = serveCatalog();
    renderApp(<BranchInventory />, { url: '/eq-inventory?category=lift-trucks', api: server });

    expect(await screen.findByText(/of 250 units/)).toBeTruthy();
    expect(screen.getByText('Columbus')).toBeTruthy();
    expect(server.lastQuery('/equipment')).toMatchObject({
      branch_id: '12',
      category: 'lift-trucks',
    });
    expect(server.lastQuery('/equipment/filters')).toEqual({
      branch_id: '12',
      category: 'lift-trucks',
    });
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/eq-inventory?category=lift-trucks&page=2',
    );
    expect(screen.getByRole('button', { name: 'Change branch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Branch details' }).getAttribute('href')).toMatch(
      /^\/branches\/\d+$/,
    );
  });

  it('follows local-branch-updated: from the prompt to that branch’s units', async () => {
    const server = serveCatalog();
    renderApp(<BranchInventory />, { url: '/eq-inventory', api: server });
    expect(screen.getByRole('region', { name: PICK_BRANCH_TITLE.message })).toBeTruthy();

    announce(aBranch({ id: 3, name: 'Denver' }));

    expect(await screen.findByText(/of 250 units/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: PICK_BRANCH_TITLE.message })).toBeNull();
    expect(server.lastQuery('/equipment')?.branch_id).toBe('3');
  });

  it('switches to another branch, back to its first page', async () => {
    saveBranch(aBranch({ id: 1, name: 'Chicago' }));
    const server = serveCatalog();
    const { history } = renderApp(<BranchInventory />, {
      url: '/eq-inventory?page=2',
      api: server,
    });
    await screen.findByText(/of 250 units/);

    announce(aBranch({ id: 9, name: 'Phoenix' }));

    await waitFor(() => expect(server.lastQuery('/equipment')?.branch_id).toBe('9'));
    expect(screen.getByText('Phoenix')).toBeTruthy();
    await waitFor(() => expect(history.at(-1)).toBe('/eq-inventory'));
    expect(server.lastQuery('/equipment')?.page).toBe('1');
  });

  it('says when the branch has nothing listed', async () => {
    saveBranch(aBranch());
    const server = serveCatalog({ list: () => jsonResponse(aPage([])) });
    renderApp(<BranchInventory />, { url: '/eq-inventory', api: server });

    expect(
      await screen.findByRole('heading', { name: 'Nothing listed at this branch right now' }),
    ).toBeTruthy();
  });
});
