import {
  createLocalBranchStore,
  createQuoteFlow,
  createQuoteList,
  defaultStorage,
  LOCAL_BRANCH_UPDATED_EVENT,
  localToday,
  newQuoteLine,
  offeredModes,
  unwrap,
  type ApiClient,
  type DealerSourceInput,
  type Equipment,
  type KeyValueStorage,
  type LocalBranchUpdatedDetail,
  type LocatedBranch,
  type QuoteDraft,
  type QuoteField,
  type QuoteFlowInput,
  type QuoteLine,
  type QuoteRequestReceipt,
  type QuoteStep,
} from '@liftline/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';

export interface QuoteFlowOptions {
  /** An SDK client (`createClient` from `@liftline/sdk`). */
  client: ApiClient;
  /**
   * Storage key prefix of the saved local branch (`{productKey}_local_branch`) and of the quote
   * list (`{productKey}_quote_list`) shared with the storefront and every widget of the origin.
   */
  productKey: string;
  /** Where the branch finder saved the zip and branch, and the quote list. Default: `localStorage`. */
  storage?: KeyValueStorage;
  /** The equipment the widget asks about: it joins the quote list when the dialog opens. */
  equipmentId?: number | null;
  /** Prefill the contact fields (e.g. from the signed-in user). */
  contact?: QuoteFlowInput['contact'];
  /** The server stored the request. */
  onSubmitted?: (receipt: QuoteRequestReceipt) => void;
  /**
   * Check each rent line's dates with `GET /equipment/{id}/availability`, name the booked days
   * and refuse to leave the lines step while a line's dates lack units. Default false (the
   * storefront's home page); `<request-quote>` turns it on.
   */
  checkAvailability?: boolean;
  /**
   * The language of the flow's messages and of the confirmation e-mail (`locale` in the request
   * body): `es-US`, `es`… Default English.
   */
  locale?: string;
  /** The dealer site the widget is on (its key, the page, the element): sent as `source`. */
  source?: DealerSourceInput | null;
}

export type QuoteFlowState = QuoteStep | 'confirm' | 'submitting' | 'submitted' | 'failed';

/** What a line shows of its unit: its modes and prices (fetched once per unit). */
export type LineUnit = Pick<
  Equipment,
  'title' | 'for_rent' | 'for_sale' | 'rental_rates' | 'sale_price'
>;

/**
 * Runs the SDK's quote flow machine for one dialog, on the quote list of the origin: the widget's
 * unit joins the list when the dialog opens, the draft follows the list (other widgets, the
 * storefront, other tabs), each line's unit is fetched once for its modes and rates, a branch
 * found later by any branch finder is followed, and a stored request empties the list.
 */
export function useQuoteFlow({
  client,
  productKey,
  storage = defaultStorage(),
  equipmentId = null,
  contact,
  onSubmitted,
  checkAvailability = false,
  locale,
  source,
}: QuoteFlowOptions) {
  const [list] = useState(() => createQuoteList(storage, productKey, window));
  const [saved] = useState(() => createLocalBranchStore(storage, productKey).load());
  const [machine] = useState(() => createQuoteFlow(client));
  const actorRef = useActorRef(machine, {
    input: {
      lines: list.load(),
      savedZip: saved.zip,
      branchId: saved.branch?.id ?? null,
      ...(contact ? { contact } : {}),
      checkAvailability,
      ...(locale ? { locale } : {}),
      ...(source ? { source } : {}),
    },
  });
  const [branch, setBranch] = useState<LocatedBranch | null>(saved.branch);
  const [units, setUnits] = useState<Record<number, LineUnit | undefined>>({});
  const asked = useRef(new Set<number>());
  /** The widget's own unit was looked up (and put on the list). */
  const [settled, setSettled] = useState(!equipmentId);
  const submitted = useRef(onSubmitted);
  useEffect(() => {
    submitted.current = onSubmitted;
  });

  /** The widget's unit on the list (again after a sent request), to rent when it is offered. */
  const addOwnUnit = (unit: Pick<LineUnit, 'title' | 'for_rent' | 'for_sale'>) => {
    setSettled(true);
    if (equipmentId && !list.load().some((line) => line.equipment_id === equipmentId))
      list.add(
        newQuoteLine({ ...unit, id: equipmentId }, offeredModes(unit)[0] ?? 'rent', localToday()),
      );
  };

  useEffect(() => {
    const stop = list.subscribe((lines) => actorRef.send({ type: 'lines.changed', lines }));
    const subscription = actorRef.on('quote.submitted', ({ receipt }) => {
      list.clear();
      submitted.current?.(receipt);
    });
    // A branch found meanwhile (this page's <find-branch>, the storefront header) becomes the
    // preferred branch; its zip fills an empty jobsite zip.
    const onBranchUpdated = (event: Event) => {
      const detail = (event as CustomEvent<LocalBranchUpdatedDetail>).detail;
      if (detail?.productKey !== productKey || !detail.branch) return;
      setBranch(detail.branch);
      actorRef.send({ type: 'field.changed', field: 'branch_id', value: detail.branch.id });
      if (!actorRef.getSnapshot().context.draft.jobsite_zip && detail.zip_code)
        actorRef.send({ type: 'field.changed', field: 'jobsite_zip', value: detail.zip_code });
    };
    window.addEventListener(LOCAL_BRANCH_UPDATED_EVENT, onBranchUpdated);
    return () => {
      stop();
      subscription.unsubscribe();
      window.removeEventListener(LOCAL_BRANCH_UPDATED_EVENT, onBranchUpdated);
    };
  }, [actorRef, list, productKey]);

  const draft = useSelector(actorRef, (s) => s.context.draft);
  const wanted = [
    ...new Set([...(equipmentId ? [equipmentId] : []), ...draft.lines.map((l) => l.equipment_id)]),
  ];

  // Each unit once: the widget's own (then added to the list) and those other parts added.
  useEffect(() => {
    for (const id of wanted) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      unwrap(client.GET('/equipment/{id}', { params: { path: { id } } })).then(
        (unit) => {
          setUnits((known) => ({ ...known, [id]: unit }));
          if (id === equipmentId) addOwnUnit(unit);
        },
        // Unknown or unreachable: the line shows what the list knows, and the API names it.
        () => {
          if (id === equipmentId)
            addOwnUnit({ title: `Equipment #${id}`, for_rent: true, for_sale: false });
        },
      );
    }
  });

  return {
    state: useSelector(actorRef, (s) => s.value as QuoteFlowState),
    draft,
    errors: useSelector(actorRef, (s) => s.context.errors),
    receipt: useSelector(actorRef, (s) => s.context.receipt),
    submitError: useSelector(actorRef, (s) => s.context.submitError),
    /** Each rent line's availability check, by unit (`checkAvailability` only). */
    availability: useSelector(actorRef, (s) => s.context.availability),
    units,
    /** The widget's unit is still being looked up: its line is not on the list yet. */
    loading: !settled,
    /** The saved local branch, when it is the preferred branch of a general request. */
    branch: branch && branch.id === draft.branch_id ? branch : null,
    change: <K extends QuoteField>(field: K, value: QuoteDraft[K]) =>
      actorRef.send({ type: 'field.changed', field, value }),
    updateLine: (line: QuoteLine, changes: Partial<QuoteLine>) => list.update(line, changes),
    removeLine: (line: QuoteLine) => list.remove(line),
    next: () => actorRef.send({ type: 'step.next' }),
    back: () => actorRef.send({ type: 'step.back' }),
    edit: (step: QuoteStep) => actorRef.send({ type: 'step.edit', step }),
    submit: () => actorRef.send({ type: 'submit' }),
    retry: () => actorRef.send({ type: 'retry' }),
    /** After a sent request: start over, with the widget's unit on the (emptied) list again. */
    reset: () => {
      actorRef.send({ type: 'reset' });
      const own = equipmentId && units[equipmentId];
      if (own) addOwnUnit(own);
    },
    /** True when the current step still has errors (read right after `next()`). */
    hasErrors: () => Object.keys(actorRef.getSnapshot().context.errors).length > 0,
  };
}

export type QuoteFlow = ReturnType<typeof useQuoteFlow>;
