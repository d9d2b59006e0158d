import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { LocatedBranch, NearbyBranch } from '../api-types';
import { ApiError } from '../errors';
import type { SavedLocalBranch } from '../local-branch';
import { sdkLocale, sdkMessages, type SdkLocale } from '../messages';
import { isValidZip } from '../zip';

export interface BranchFinderContext {
  /** The zip input's current value. */
  zip: string;
  /** The branch saved last (shown by the finder link). */
  branch: LocatedBranch | null;
  /** Inline message for an invalid zip; no call is made. */
  validationMessage: string | null;
  /** Why the last search failed; the modal stays open. Cleared when the next search starts. */
  errorMessage: string | null;
  /** The nearest branches the last search found, nearest first, to choose from (else empty). */
  choices: NearbyBranch[];
  /** The zip code `choices` were found for. */
  choicesZip: string;
  /** The language of the finder's own messages (the server's follow the client's `locale`). */
  locale: SdkLocale;
  /** `finder.opened` came while the saved state was loading: the finder opens once it is read. */
  openWhenLoaded: boolean;
}

/** `createActor(branchFinderMachine, { input: { locale: 'es' } })`; no input: English. */
export interface BranchFinderInput {
  locale?: string;
}

export type BranchFinderEvent =
  | { type: 'finder.opened' }
  | { type: 'finder.closed' }
  | { type: 'zip.changed'; value: string }
  | { type: 'search.submitted' }
  /** One of `choices` picked: it becomes the saved branch. */
  | { type: 'branch.chosen'; id: number }
  /** Another finder (or the host page) saved a branch: show it here too. */
  | { type: 'branch.synced'; branch: LocatedBranch };

export type BranchFinderEmitted =
  | { type: 'branch.found'; branch: LocatedBranch; zip: string }
  | { type: 'search.failed'; message: string; zip: string }
  /** The error of an earlier search no longer holds (a new search started): hide it. */
  | { type: 'error.cleared' };

/**
 * The server's `data.message` if present, else "Unable to locate branch for zip code {zip}" (in
 * `locale`'s words: see messages/index.ts).
 */
export function locateBranchErrorMessage(error: unknown, zip: string, locale?: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return sdkMessages(locale).locateBranchFailed(zip);
}

/** The choices of an answer: its `nearest`, or the branch alone from a server that sends none. */
export function branchChoices(located: LocatedBranch): NearbyBranch[] {
  if (located.nearest && located.nearest.length > 0) return located.nearest;
  const { zip_code_searched: _zip, nearest: _nearest, ...branch } = located;
  return [branch];
}

/** The branch saved when a choice is picked: the choice, with the zip code it was found for. */
export function chosenBranch(choice: NearbyBranch, zip: string): LocatedBranch {
  return { ...choice, zip_code_searched: zip };
}

/**
 * Branch finder: the zip code search behind the "Find Local Branch" modal, its five-digit check,
 * the nearest branches a search offers (`choosing`: the person picks one with `branch.chosen`),
 * the saved zip and branch, and the error message of a failed search (cleared, with
 * `error.cleared` emitted, as soon as another search starts).
 *
 * I/O is named and supplied with `.provide()`: actors `loadSaved` and `locateBranch`, actions
 * `persistZip` and `persistBranch`. `createBranchFinder()` supplies the real ones. The machine
 * emits `branch.found` and `search.failed` for the app to announce (event, toast).
 */
export const branchFinderMachine = setup({
  types: {
    context: {} as BranchFinderContext,
    events: {} as BranchFinderEvent,
    emitted: {} as BranchFinderEmitted,
  },
  actors: {
    loadSaved: fromPromise<SavedLocalBranch>(async () => {
      throw new Error('branchFinderMachine: provide the "loadSaved" actor');
    }),
    locateBranch: fromPromise<LocatedBranch, { zip: string }>(async () => {
      throw new Error('branchFinderMachine: provide the "locateBranch" actor');
    }),
  },
  actions: {
    persistZip: (_, _params: { zip: string }) => {},
    persistBranch: (_, _params: { branch: LocatedBranch }) => {},
    clearInput: assign({
      zip: '',
      validationMessage: null,
      errorMessage: null,
      choices: [],
      choicesZip: '',
    }),
    startSearch: enqueueActions(({ context, enqueue }) => {
      if (context.errorMessage !== null) enqueue.emit({ type: 'error.cleared' });
      enqueue.assign({ validationMessage: null, errorMessage: null });
    }),
  },
  guards: {
    zipIsValid: ({ context }) => isValidZip(context.zip),
    isChoice: ({ context, event }) =>
      event.type === 'branch.chosen' && context.choices.some((choice) => choice.id === event.id),
  },
}).createMachine({
  id: 'branchFinder',
  context: ({ input }) => ({
    zip: '',
    branch: null,
    validationMessage: null,
    errorMessage: null,
    choices: [],
    choicesZip: '',
    openWhenLoaded: false,
    // Untyped in `types` so that `createActor(branchFinderMachine)` keeps needing no input.
    locale: sdkLocale((input as BranchFinderInput | undefined)?.locale),
  }),
  initial: 'loading',
  on: {
    'branch.synced': { actions: assign({ branch: ({ event }) => event.branch }) },
  },
  states: {
    loading: {
      // Opened before the saved state is read (a click as the code arrives): kept, not lost.
      on: { 'finder.opened': { actions: assign({ openWhenLoaded: true }) } },
      invoke: {
        src: 'loadSaved',
        onDone: [
          {
            guard: ({ context }) => context.openWhenLoaded,
            target: 'open',
            actions: assign({
              zip: ({ event }) => event.output.zip ?? '',
              branch: ({ event }) => event.output.branch,
              openWhenLoaded: false,
            }),
          },
          {
            target: 'closed',
            actions: assign({
              zip: ({ event }) => event.output.zip ?? '',
              branch: ({ event }) => event.output.branch,
            }),
          },
        ],
        // Unreadable storage is not fatal: start empty.
        onError: [
          {
            guard: ({ context }) => context.openWhenLoaded,
            target: 'open',
            actions: assign({ openWhenLoaded: false }),
          },
          { target: 'closed' },
        ],
      },
    },
    closed: {
      on: { 'finder.opened': { target: 'open' } },
    },
    open: {
      on: {
        'zip.changed': {
          actions: assign({ zip: ({ event }) => event.value.trim(), validationMessage: null }),
        },
        'search.submitted': [
          {
            guard: 'zipIsValid',
            target: 'searching',
            actions: [
              'startSearch',
              { type: 'persistZip', params: ({ context }) => ({ zip: context.zip }) },
            ],
          },
          {
            actions: assign({
              validationMessage: ({ context }) => sdkMessages(context.locale).invalidZip,
            }),
          },
        ],
        'finder.closed': { target: 'closed', actions: 'clearInput' },
      },
      initial: 'searchForm',
      states: {
        searchForm: {},
        /** The nearest branches are listed; picking one saves it and closes the finder. */
        choosing: {
          on: {
            'branch.chosen': {
              guard: 'isChoice',
              target: '#branchFinder.closed',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const choice = context.choices.find((candidate) => candidate.id === event.id)!;
                const branch = chosenBranch(choice, context.choicesZip);
                const zip = context.choicesZip;
                enqueue.assign({ branch, choices: [], choicesZip: '', zip });
                enqueue({ type: 'persistBranch', params: { branch } });
                enqueue.emit({ type: 'branch.found', branch, zip });
              }),
            },
          },
        },
      },
    },
    searching: {
      invoke: {
        src: 'locateBranch',
        input: ({ context }) => ({ zip: context.zip }),
        onDone: {
          target: 'open.choosing',
          actions: assign({
            choices: ({ event }) => branchChoices(event.output),
            choicesZip: ({ context }) => context.zip,
          }),
        },
        onError: {
          target: 'open',
          actions: [
            assign({
              choices: [],
              choicesZip: '',
              errorMessage: ({ context, event }) =>
                locateBranchErrorMessage(event.error, context.zip, context.locale),
            }),
            emit(({ context }) => ({
              type: 'search.failed' as const,
              message:
                context.errorMessage ??
                locateBranchErrorMessage(undefined, context.zip, context.locale),
              zip: context.zip,
            })),
          ],
        },
      },
      on: {
        // Cancel / close icon while searching: the invoked call is stopped and the input cleared.
        'finder.closed': { target: 'closed', actions: 'clearInput' },
      },
    },
  },
});
