import {
  createLocalBranchStore,
  createQuoteFlow,
  defaultStorage,
  isAbortError,
  LOCAL_BRANCH_UPDATED_EVENT,
  unwrap,
  type ApiClient,
  type Equipment,
  type KeyValueStorage,
  type LocalBranchUpdatedDetail,
  type LocatedBranch,
  type QuoteDraft,
  type QuoteFlowInput,
  type QuoteRequestReceipt,
  type QuoteStep,
} from '@liftline/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';

export interface QuoteFlowOptions {
  /** An SDK client (`createClient` from `@liftline/sdk`). */
  client: ApiClient;
  /** Storage key prefix of the saved local branch (`{productKey}_local_branch`). */
  productKey: string;
  /** Where the branch finder saved the zip and branch. Default: `localStorage`. */
  storage?: KeyValueStorage;
  /** The equipment the quote is about; omit for a general request. */
  equipmentId?: number | null;
  /** Prefill the contact step (e.g. from the logged-in user). */
  contact?: QuoteFlowInput['contact'];
  /** The server stored the request. */
  onSubmitted?: (receipt: QuoteRequestReceipt) => void;
}

export type QuoteFlowState = QuoteStep | 'review' | 'submitting' | 'submitted' | 'failed';

/** The equipment's title and what it is offered for, fetched for the modal. */
export type EquipmentLookup =
  | { status: 'none' | 'loading' | 'failed' }
  | { status: 'loaded'; equipment: Pick<Equipment, 'title' | 'for_rent' | 'for_sale'> };

/**
 * Runs the SDK's quote flow machine for one modal: starts it with the saved jobsite zip and local
 * branch, fetches the equipment's title, follows branches found later by any branch finder, and
 * reports a stored request.
 */
export function useQuoteFlow({
  client,
  productKey,
  storage,
  equipmentId = null,
  contact,
  onSubmitted,
}: QuoteFlowOptions) {
  const [saved] = useState(() =>
    createLocalBranchStore(storage ?? defaultStorage(), productKey).load(),
  );
  const [machine] = useState(() => createQuoteFlow(client));
  const [input] = useState<QuoteFlowInput>(() => ({
    equipmentId,
    savedZip: saved.zip,
    branchId: saved.branch?.id ?? null,
    ...(contact ? { contact } : {}),
  }));
  const actorRef = useActorRef(machine, { input });
  const [branch, setBranch] = useState<LocatedBranch | null>(saved.branch);
  const [equipment, setEquipment] = useState<EquipmentLookup>({
    status: equipmentId ? 'loading' : 'none',
  });
  const submitted = useRef(onSubmitted);
  useEffect(() => {
    submitted.current = onSubmitted;
  });

  useEffect(() => {
    const subscription = actorRef.on('quote.submitted', ({ receipt }) =>
      submitted.current?.(receipt),
    );
    // A branch found meanwhile (this page's <find-branch>, the storefront header) becomes the
    // preferred branch; its zip fills an empty jobsite zip.
    const onBranchUpdated = (event: Event) => {
      const detail = (event as CustomEvent<LocalBranchUpdatedDetail>).detail;
      if (detail?.productKey !== productKey || !detail.branch) return;
      setBranch(detail.branch);
      actorRef.send({ type: 'field.changed', field: 'branch_id', value: detail.branch.id });
      if (!actorRef.getSnapshot().context.draft.jobsite_zip && detail.zip_code) {
        actorRef.send({ type: 'field.changed', field: 'jobsite_zip', value: detail.zip_code });
      }
    };
    window.addEventListener(LOCAL_BRANCH_UPDATED_EVENT, onBranchUpdated);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener(LOCAL_BRANCH_UPDATED_EVENT, onBranchUpdated);
    };
  }, [actorRef, productKey]);

  useEffect(() => {
    if (!equipmentId) return;
    const controller = new AbortController();
    unwrap(
      client.GET('/equipment/{id}', {
        params: { path: { id: equipmentId } },
        signal: controller.signal,
      }),
    ).then(
      (found) => {
        setEquipment({ status: 'loaded', equipment: found });
        actorRef.send({ type: 'field.changed', field: 'equipment_label', value: found.title });
        // Offered for rent only or for sale only: that is the answer to "rent or buy?".
        if (found.for_rent !== found.for_sale && !actorRef.getSnapshot().context.draft.listing) {
          const listing = found.for_rent ? 'rent' : 'buy';
          actorRef.send({ type: 'field.changed', field: 'listing', value: listing });
        }
      },
      (error: unknown) => {
        if (!isAbortError(error)) setEquipment({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [actorRef, client, equipmentId]);

  const state = useSelector(actorRef, (s) => s.value as QuoteFlowState);
  const draft = useSelector(actorRef, (s) => s.context.draft);
  const errors = useSelector(actorRef, (s) => s.context.errors);
  const receipt = useSelector(actorRef, (s) => s.context.receipt);
  const submitError = useSelector(actorRef, (s) => s.context.submitError);

  return {
    state,
    draft,
    errors,
    receipt,
    submitError,
    equipment,
    /** The saved local branch, when it is the preferred branch of the draft. */
    branch: branch && branch.id === draft.branch_id ? branch : null,
    change: <K extends keyof QuoteDraft>(field: K, value: QuoteDraft[K]) =>
      actorRef.send({ type: 'field.changed', field, value }),
    next: () => actorRef.send({ type: 'step.next' }),
    back: () => actorRef.send({ type: 'step.back' }),
    edit: (step: QuoteStep) => actorRef.send({ type: 'step.edit', step }),
    submit: () => actorRef.send({ type: 'submit' }),
    retry: () => actorRef.send({ type: 'retry' }),
    reset: () => actorRef.send({ type: 'reset' }),
    /** True when the current step still has errors (read right after `next()`). */
    hasErrors: () => Object.keys(actorRef.getSnapshot().context.errors).length > 0,
  };
}

export type QuoteFlow = ReturnType<typeof useQuoteFlow>;
