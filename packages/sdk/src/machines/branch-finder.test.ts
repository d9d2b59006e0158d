import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LocatedBranch } from '../api-types';
import { ApiError } from '../errors';
import type { SavedLocalBranch } from '../local-branch';
import { aBranch } from '../testing/branches';
import { branchFinderMachine, type BranchFinderEmitted } from './branch-finder';

interface Fakes {
  saved?: SavedLocalBranch;
  locate?: (zip: string) => Promise<LocatedBranch>;
}

function startFinder({ saved = { zip: null, branch: null }, locate }: Fakes = {}) {
  const calls: string[] = [];
  const persistZip = vi.fn();
  const persistBranch = vi.fn();
  const machine = branchFinderMachine.provide({
    actors: {
      loadSaved: fromPromise(async () => saved),
      locateBranch: fromPromise<LocatedBranch, { zip: string }>(async ({ input }) => {
        calls.push(input.zip);
        return locate ? locate(input.zip) : aBranch({ zip_code_searched: input.zip });
      }),
    },
    actions: {
      persistZip: (_, params) => persistZip(params.zip),
      persistBranch: (_, params) => persistBranch(params.branch),
    },
  });
  const actor = createActor(machine);
  const emitted: BranchFinderEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, persistZip, persistBranch, emitted };
}

describe('branch finder machine', () => {
  it('loads the saved zip and branch at start, then is closed', async () => {
    const branch = aBranch();
    const { actor } = startFinder({ saved: { zip: '60601', branch } });
    const snapshot = await waitFor(actor, (s) => s.matches('closed'));
    expect(snapshot.context.zip).toBe('60601');
    expect(snapshot.context.branch).toEqual(branch);
  });

  it('starts empty when the saved state cannot be read', async () => {
    const actor = createActor(
      branchFinderMachine.provide({
        actors: {
          loadSaved: fromPromise<SavedLocalBranch>(async () => {
            throw new Error('SecurityError');
          }),
        },
      }),
    ).start();
    const snapshot = await waitFor(actor, (s) => s.matches('closed'));
    expect(snapshot.context.branch).toBeNull();
  });

  it('opens on finder.opened', async () => {
    const { actor } = startFinder();
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('opened while the saved state loads: opens once it is read (the click is not lost)', async () => {
    const branch = aBranch();
    const { actor } = startFinder({ saved: { zip: '60601', branch } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'finder.opened' });
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.matches('open')).toBe(true);
    expect(snapshot.context.zip).toBe('60601');
    expect(snapshot.context.branch).toEqual(branch);
    // Closed and opened again as usual.
    actor.send({ type: 'finder.closed' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('opened while unreadable storage loads: opens, empty', async () => {
    const actor = createActor(
      branchFinderMachine.provide({
        actors: {
          loadSaved: fromPromise<SavedLocalBranch>(async () => {
            throw new Error('SecurityError');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'finder.opened' });
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.matches('open')).toBe(true);
    expect(snapshot.context.branch).toBeNull();
  });

  it('an invalid zip makes no call and shows the spec message', async () => {
    const { actor, calls, persistZip } = startFinder();
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    for (const zip of ['1234', '123456', 'abcde', '']) {
      actor.send({ type: 'zip.changed', value: zip });
      actor.send({ type: 'search.submitted' });
      expect(actor.getSnapshot().matches('open')).toBe(true);
      expect(actor.getSnapshot().context.validationMessage).toBe(
        'Please provide a five digit zip code',
      );
    }
    expect(calls).toEqual([]);
    expect(persistZip).not.toHaveBeenCalled();
  });

  it('typing clears the inline message', async () => {
    const { actor } = startFinder();
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'search.submitted' });
    actor.send({ type: 'zip.changed', value: '6' });
    expect(actor.getSnapshot().context.validationMessage).toBeNull();
  });

  it('a valid zip is saved before the search, then the nearest branches are offered; the one chosen is stored, announced, and the modal closes', async () => {
    let resolveLocate: (b: LocatedBranch) => void = () => {};
    const order: string[] = [];
    const branch = aBranch({ city: 'Chicago', state: 'IL' });
    const { actor, persistZip, persistBranch, emitted } = startFinder({
      locate: () => {
        order.push(`search (zip saved: ${persistZip.mock.calls.length > 0})`);
        return new Promise((resolve) => (resolveLocate = resolve));
      },
    });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '60601' });
    actor.send({ type: 'search.submitted' });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    expect(persistZip).toHaveBeenCalledWith('60601');
    await vi.waitFor(() => expect(order).toEqual(['search (zip saved: true)']));
    const { zip_code_searched: _zip, ...second } = aBranch({ id: 2, city: 'Evanston' });
    const { zip_code_searched: _zip1, ...first } = branch;
    resolveLocate({ ...branch, nearest: [first, { ...second, distance_miles: 12.5 }] });
    const choosing = await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(choosing.context.choices.map((choice) => choice.city)).toEqual(['Chicago', 'Evanston']);
    expect(persistBranch).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);

    actor.send({ type: 'branch.chosen', id: 2 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('closed')).toBe(true);
    const chosen = { ...second, distance_miles: 12.5, zip_code_searched: '60601' };
    expect(snapshot.context.branch).toEqual(chosen);
    expect(snapshot.context.choices).toEqual([]);
    expect(persistBranch).toHaveBeenCalledWith(chosen);
    expect(emitted).toEqual([{ type: 'branch.found', branch: chosen, zip: '60601' }]);
  });

  it('an answer without `nearest` (an older server) offers its branch alone', async () => {
    const branch = aBranch({ id: 5 });
    const { actor } = startFinder({ locate: async () => branch });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '60601' });
    actor.send({ type: 'search.submitted' });
    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(snapshot.context.choices.map((choice) => choice.id)).toEqual([5]);
    expect(snapshot.context.choices[0]).not.toHaveProperty('zip_code_searched');
  });

  it('a branch that was not offered cannot be chosen', async () => {
    const { actor, persistBranch } = startFinder();
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '60601' });
    actor.send({ type: 'search.submitted' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    actor.send({ type: 'branch.chosen', id: 999 });
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(persistBranch).not.toHaveBeenCalled();
  });

  it('a new successful search clears the earlier error (and emits error.cleared)', async () => {
    const { actor, emitted } = startFinder({
      locate: async (zip) => {
        if (zip === '99950')
          throw new ApiError(404, 'Not Found', {
            message: 'We could not find zip code 99950.',
            slug: 'zip_not_found',
          });
        return aBranch({ zip_code_searched: zip });
      },
    });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '99950' });
    actor.send({ type: 'search.submitted' });
    await waitFor(actor, (s) => s.context.errorMessage !== null);
    actor.send({ type: 'zip.changed', value: '60601' });
    actor.send({ type: 'search.submitted' });
    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(snapshot.context.errorMessage).toBeNull();
    expect(emitted.map((event) => event.type)).toEqual(['search.failed', 'error.cleared']);
  });

  it('a failed search stays open with the server message and reports it', async () => {
    const { actor, persistBranch, emitted } = startFinder({
      locate: async () => {
        throw new ApiError(404, 'Not Found', {
          message: 'We could not find zip code 00000.',
          slug: 'zip_not_found',
        });
      },
    });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '00000' });
    actor.send({ type: 'search.submitted' });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('open') && s.context.errorMessage !== null,
    );
    expect(snapshot.context.errorMessage).toBe('We could not find zip code 00000.');
    expect(snapshot.context.branch).toBeNull();
    expect(persistBranch).not.toHaveBeenCalled();
    expect(emitted).toEqual([
      { type: 'search.failed', message: 'We could not find zip code 00000.', zip: '00000' },
    ]);
  });

  it('without a server message the failure says "Unable to locate branch for zip code {zip}"', async () => {
    const { actor } = startFinder({
      locate: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '94103' });
    actor.send({ type: 'search.submitted' });
    const snapshot = await waitFor(actor, (s) => s.context.errorMessage !== null);
    expect(snapshot.context.errorMessage).toBe('Unable to locate branch for zip code 94103');
  });

  it('cancel / close clears the zip input and messages', async () => {
    const { actor } = startFinder({ saved: { zip: '60601', branch: null } });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '123' });
    actor.send({ type: 'search.submitted' });
    actor.send({ type: 'finder.closed' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('closed')).toBe(true);
    expect(snapshot.context.zip).toBe('');
    expect(snapshot.context.validationMessage).toBeNull();
  });

  it('closing while searching stops the search (clears the searching flag) and stores nothing', async () => {
    const { actor, persistBranch, emitted } = startFinder({ locate: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '60601' });
    actor.send({ type: 'search.submitted' });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    actor.send({ type: 'finder.closed' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.zip).toBe('');
    expect(persistBranch).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('ignores a second submit while searching (one call)', async () => {
    const { actor, calls } = startFinder({ locate: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'finder.opened' });
    actor.send({ type: 'zip.changed', value: '60601' });
    actor.send({ type: 'search.submitted' });
    actor.send({ type: 'search.submitted' });
    await vi.waitFor(() => expect(calls).toEqual(['60601']));
  });

  it('shows a branch saved by another finder (branch.synced) in any state', async () => {
    const { actor } = startFinder();
    await waitFor(actor, (s) => s.matches('closed'));
    const other = aBranch({ city: 'San Francisco', state: 'CA' });
    actor.send({ type: 'branch.synced', branch: other });
    expect(actor.getSnapshot().context.branch).toEqual(other);
  });
});
