import { ApiError, errorNotice, fieldMessagesOf, type ApiClient } from '@liftline/sdk';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { useToast } from '@/components/toasts/use-toast';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { useLocale } from '@/i18n/use-locale';
import { useApiClient } from '@/lib/api/api-provider';

export interface ApiFormOptions<S extends GenericSchema<FieldValues, FieldValues>, R> {
  /** The form's rules (valibot), checked against the contract's request body in form-schemas.test.ts. */
  schema: S;
  defaultValues: DefaultValues<InferInput<S>>;
  /** Sends the valid values; throws the SDK's ApiError/NetworkError on failure. */
  submit: (values: InferOutput<S>, client: ApiClient) => Promise<R>;
  /** After a successful submit (navigate, close a dialog, show the result …). */
  onSuccess?: (result: R, values: InferOutput<S>) => void;
  /** Queries whose data the write changed (prefixes such as `['get', '/account/roles']`). */
  invalidates?: readonly QueryKey[];
  /**
   * Server field name → form field, where they differ (`{ 'address.zip': 'zip' }`); a function of
   * the values sent when that depends on them (a list the form sends only part of).
   */
  serverFields?:
    | Readonly<Record<string, string>>
    | ((values: InferOutput<S>) => Readonly<Record<string, string>>);
  /** Ask before leaving with unsaved changes (default true). */
  guardUnsaved?: boolean;
  /** How a server field message reads at its field (e.g. `asSentence`); default as sent. */
  fieldMessage?: (message: string) => string;
  /** The field a 409's message belongs to (an e-mail address already taken, a name in use). */
  conflictField?: FieldPath<InferInput<S>>;
  /**
   * Runs on valid values before anything is sent; resolve `false` to send nothing (a
   * confirmation declined, nothing changed). The form is not busy meanwhile.
   */
  beforeSubmit?: (values: InferOutput<S>) => boolean | Promise<boolean>;
}

export interface ApiForm<S extends GenericSchema<FieldValues, FieldValues>, R> {
  form: UseFormReturn<InferInput<S>, unknown, InferOutput<S>>;
  /** Spread on the `<form>`: its ref, `noValidate`, `aria-busy` and the submit handler. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    'aria-busy': boolean;
    onSubmit: (event?: FormEvent) => Promise<void>;
  };
  /** True while the request runs; a second submit meanwhile is ignored. */
  busy: boolean;
  /**
   * What the summary above the form says: how many of the form's fields are in error (their
   * messages stand at the fields), and the messages of a 422 about fields the form does not show.
   */
  summary: { fieldsInError: number; otherMessages: string[] };
  /** The answer of the last successful submit. */
  result: R | undefined;
  /** `form.register(name)` plus the ARIA state of the field. */
  field: (name: FieldPath<InferInput<S>>) => {
    'aria-invalid': true | undefined;
  } & ReturnType<UseFormReturn<InferInput<S>>['register']>;
  /** The message of one field, if any. */
  errorOf: (name: FieldPath<InferInput<S>>) => string | undefined;
  /**
   * Moves the focus to the first field marked invalid once the errors set in the same update are
   * on screen (after React's commit): for errors a page sets itself (`form.setError`, `trigger`).
   */
  focusInvalid: () => void;
}

/** Whether a field's error entry holds a message: its own, or one of its items' (a list of rows). */
function inError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ((error as { message?: unknown }).message) return true;
  return Object.entries(error).some(
    ([key, value]) => key !== 'ref' && key !== 'types' && inError(value),
  );
}

/** Focuses the first control of the form (in page order) marked invalid. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The one way to build a form: React Hook Form with the schema's rules, sending through the API
 * client. It handles what every form needs: a 422's field errors shown on their fields, a summary,
 * focus on the first invalid field (client or server), the error toast's text for any failure
 * (`errorNotice`), the busy state (no double submits), invalidation of the changed queries, and a
 * prompt before leaving with unsaved changes.
 */
export function useApiForm<S extends GenericSchema<FieldValues, FieldValues>, R = unknown>(
  options: ApiFormOptions<S, R>,
): ApiForm<S, R> {
  const { schema, defaultValues, guardUnsaved = true } = options;
  // This form's failure toast: one at a time, gone once a later attempt succeeds.
  const failureToast = useRef<string | null>(null);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement | null>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  const form = useForm<InferInput<S>, unknown, InferOutput<S>>({
    resolver: valibotResolver(schema),
    // Every rule runs (a field shows its first message): checks across fields, such as the password
    // confirmation, are said even while another field is wrong.
    criteriaMode: 'all',
    defaultValues,
    // Focus moves to the first invalid field in page order, not in registration order.
    shouldFocusError: false,
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(guardUnsaved && isDirty && !busy);

  // The form's own fields; a server message about any other goes to the summary.
  const shown = new Set(Object.keys((defaultValues ?? {}) as object));

  // Focus follows the commit that renders the errors (`aria-invalid`), whenever React makes it: a
  // frame callback instead raced the render and, when it came first, found no invalid field. The
  // request must come after the errors are set (an update of the same priority then renders with
  // them or after them).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const focusAfterRender = useCallback(() => setFocusRequest((count) => count + 1), []);

  const send = async (values: InferOutput<S>) => {
    const { submit, onSuccess, invalidates = [], beforeSubmit } = latest.current;
    const { serverFields: fieldsOption = {} } = latest.current;
    const serverFields = typeof fieldsOption === 'function' ? fieldsOption(values) : fieldsOption;
    const { fieldMessage = (message: string) => message, conflictField } = latest.current;
    if (beforeSubmit && !(await beforeSubmit(values))) return;
    setBusy(true);
    const dismissFailure = () => {
      if (failureToast.current) toast.dismiss(failureToast.current);
      failureToast.current = null;
    };
    try {
      const answer = await submit(values, client);
      dismissFailure();
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setResult(answer);
      // The saved values are the new baseline: nothing unsaved any more.
      form.reset(values as InferInput<S>, { keepValues: true });
      onSuccess?.(answer, values);
    } catch (error) {
      dismissFailure();
      // The toast in the page's language (the server's own message already is: Accept-Language).
      failureToast.current = toast.error(errorNotice(error, undefined, locale));
      for (const [name, message] of Object.entries(fieldMessagesOf(error))) {
        // `permission_names.2` (an item of a list of values) is about the form's `permission_names`.
        const root = name.replace(/\.\d+$/, '');
        const known = !shown.has(name) && shown.has(root) ? root : name;
        const field = (serverFields[name] ?? known) as FieldPath<InferInput<S>>;
        if (form.getFieldState(field).error?.type === 'server') continue; // the first message is enough
        form.setError(field, { type: 'server', message: fieldMessage(message) });
      }
      if (conflictField && error instanceof ApiError && error.status === 409 && error.serverMessage)
        form.setError(conflictField, { type: 'server', message: error.serverMessage });
      focusAfterRender();
    }
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      let refused = false;
      await form.handleSubmit(send, () => {
        refused = true;
      })();
      // Asked only once handleSubmit has handed its errors to React: asked in `onInvalid` (before
      // that), a submit by keyboard in a browser renders the request alone, with nothing invalid.
      if (refused) focusAfterRender();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const errorOf = useCallback(
    (name: FieldPath<InferInput<S>>) => form.getFieldState(name, form.formState).error?.message,
    [form],
  );
  const field = (name: FieldPath<InferInput<S>>) => ({
    ...form.register(name),
    'aria-invalid': errorOf(name) ? (true as const) : undefined,
  });

  const failed = Object.entries(errors as Record<string, { message?: string } | undefined>).filter(
    ([, error]) => inError(error),
  );
  const summary = {
    fieldsInError: failed.filter(([name]) => shown.has(name)).length,
    otherMessages: failed
      .filter(([name]) => !shown.has(name))
      .map(([, error]) => error?.message)
      .filter((message): message is string => Boolean(message)),
  };

  return {
    form,
    formProps: { ref: formRef, noValidate: true, 'aria-busy': busy, onSubmit },
    busy,
    summary,
    result,
    field,
    errorOf,
    focusInvalid: focusAfterRender,
  };
}
