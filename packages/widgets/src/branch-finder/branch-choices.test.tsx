import { createClient, memoryStorage, type LocatedBranch, type NearbyBranch } from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BranchFinder } from './branch-finder';
import { findBranchWords } from './find-branch-words';
import { todayAtBranch } from './branch-choices';

const nearby = (overrides: Partial<NearbyBranch>): NearbyBranch => {
  const { zip_code_searched: _zip, nearest: _nearest, ...branch } = aBranch(overrides);
  return branch;
};
const loop = nearby({ id: 1, name: 'Chicago – West Loop', distance_miles: 1.4 });
const evanston = nearby({ id: 2, name: 'Evanston', city: 'Evanston', distance_miles: 12.25 });
const gary = nearby({
  id: 3,
  name: 'Gary',
  city: 'Gary',
  state: 'IN',
  distance_miles: 27,
  // Indiana's Gary keeps Chicago's time; this one says New York to test the branch's own clock.
  time_zone: 'America/New_York',
});
const answer: LocatedBranch = {
  ...loop,
  zip_code_searched: '60601',
  nearest: [loop, evanston, gary],
};

// Wednesday 2026-12-02 16:30 in Chicago = 17:30 in New York.
const WEDNESDAY_4_30_PM_CHICAGO = new Date('2026-12-02T22:30:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderFinder(
  handler: (url: URL) => Response,
  props: Partial<Parameters<typeof BranchFinder>[0]> = {},
) {
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch((request) => handler(new URL(request.url))),
  });
  const storage = memoryStorage();
  render(<BranchFinder client={client} productKey="test" storage={storage} {...props} />);
  return { storage };
}

async function search(zip: string) {
  fireEvent.change(screen.getByPlaceholderText(/Zip Code|código postal/), {
    target: { value: zip },
  });
  fireEvent.click(screen.getByRole('button', { name: /^(Submit|Buscar)$/ }));
}

describe('<BranchFinder> choices', () => {
  it('offers the nearest three with distance and today on each branch clock; the one chosen is saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: WEDNESDAY_4_30_PM_CHICAGO });
    const { storage } = renderFinder(() => jsonResponse(answer));
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    await search('60601');
    const list = await screen.findByRole('region', { name: 'Choose your branch' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Chicago – West Loop1.4 mi1200 W Fulton Market, Chicago, ILOpen now · closes at 5:00\u00a0PM',
      'Evanston12.3 mi1200 W Fulton Market, Evanston, ILOpen now · closes at 5:00\u00a0PM',
      'Gary27 mi1200 W Fulton Market, Gary, INClosed now · opens Thursday at 7:00\u00a0AM',
    ]);
    expect(document.activeElement).toBe(choices[0]);
    expect(storage.getItem('test_local_branch')).toBeNull();

    fireEvent.click(choices[1]!);
    expect(await screen.findByRole('button', { name: 'Evanston, IL' })).toBeTruthy();
    expect(JSON.parse(storage.getItem('test_local_branch')!)).toEqual({
      ...evanston,
      zip_code_searched: '60601',
    });
  });

  it('a later successful search hides the earlier error toast', async () => {
    renderFinder((url) =>
      url.searchParams.get('zip_code') === '99950'
        ? jsonResponse({ message: 'We could not find zip code 99950.', slug: 'zip_not_found' }, 404)
        : jsonResponse(answer),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Find Local Branch' }));
    await search('99950');
    expect(await screen.findByText('We could not find zip code 99950.')).toBeTruthy();
    await search('60601');
    await screen.findByRole('region', { name: 'Choose your branch' });
    expect(screen.queryByText('We could not find zip code 99950.')).toBeNull();
  });

  it('in Spanish', async () => {
    await act(async () => {
      await import('../elements/words-es');
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-12-02T12:00:00Z') });
    renderFinder(() => jsonResponse(answer), { lang: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar sucursal' }));
    await search('60601');
    const list = await screen.findByRole('region', { name: 'Elija su sucursal' });
    expect(within(list).getAllByRole('button')[0]?.textContent).toContain(
      'Cerrada ahora · abre a las 7:00\u00a0a.m.',
    );
  });
});

describe('todayAtBranch', () => {
  const words = findBranchWords('en');
  it('a holiday closure today is closed, whatever the weekly hours say; it says when it opens', () => {
    const closed = nearby({ closures: [{ date: '2026-12-02', reason: 'Inventory' }] });
    expect(todayAtBranch(closed, WEDNESDAY_4_30_PM_CHICAGO, words, 'en-US')).toMatch(
      /^Closed now · opens Thursday at /,
    );
  });
  it('after closing time it names the next day it opens, in the page language', () => {
    const late = new Date('2026-12-03T00:30:00Z'); // Wednesday 18:30 in Chicago
    expect(todayAtBranch(loop, late, words, 'en-US')).toMatch(/^Closed now · opens Thursday at /);
    expect(todayAtBranch(loop, late, findBranchWords('es'), 'es-US')).toMatch(
      /^Cerrada ahora · abre el jueves a las /,
    );
  });
  it('with no opening in the days ahead it is closed today', () => {
    const never = nearby({ weekly_hours: [] });
    expect(todayAtBranch(never, WEDNESDAY_4_30_PM_CHICAGO, words, 'en-US')).toBe('Closed today');
  });
});
