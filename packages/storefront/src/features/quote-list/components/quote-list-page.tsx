import {
  createLocalBranchStore,
  defaultStorage,
  ESTIMATE_DISCLAIMER,
  fieldMessagesOf,
  localToday,
  unwrap,
} from '@liftline/sdk';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { PRODUCT_KEY } from '@/config/env';
import { paths } from '@/config/paths';
import { useQuoteList } from '@/hooks/use-quote-list';
import { useApi } from '@/lib/api/api-provider';
import { useUser } from '@/lib/auth';
import { useApiForm } from '@/lib/forms/use-api-form';
import {
  availabilityRange,
  formatUsd,
  linePrice,
  listProblems,
  toQuoteItems,
  type LineField,
} from '../quote-lines';
import { quoteRequestSchema, type QuoteRequestValues } from '../quote-request-schema';
import { QuoteLineItem } from './quote-line-item';
import { QuoteReceiptView, type QuoteListReceipt } from './quote-receipt';
import { QuoteReview } from './quote-review';
import styles from './quote-list.module.scss';

export type QuoteStep = 'review' | 'details' | 'confirm';

export const QUOTE_STEPS: readonly { id: QuoteStep; title: string }[] = [
  { id: 'review', title: 'Review your lines' },
  { id: 'details', title: 'Jobsite and contact' },
  { id: 'confirm', title: 'Confirm and send' },
];

/** The ZIP code the branch finder saved (`zip_code`), to prefill the jobsite's. */
function savedZip(): string {
  try {
    return createLocalBranchStore(defaultStorage(), PRODUCT_KEY).load().zip ?? '';
  } catch {
    return '';
  }
}

const CONTACT_FIELDS = Object.keys(quoteRequestSchema.entries) as (keyof QuoteRequestValues)[];

type LineErrors = Partial<Record<LineField, { message?: string }>>;

/** The page's and the server's messages about lines, read from the form (`items.N.<field>`). */
function lineMessages(errors: LineErrors | undefined): Partial<Record<LineField, string>> {
  const messages: Partial<Record<LineField, string>> = {};
  for (const [field, error] of Object.entries(errors ?? {}))
    if (error?.message) messages[field as LineField] = error.message;
  return messages;
}

/** The lines' total as far as it is known, and how many lines are priced on request. */
export function RequestTotal({ totals }: { totals: (number | null)[] }) {
  const known = totals.filter((total): total is number => total !== null);
  const onRequest = totals.length - known.length;
  const sum = Math.round(known.reduce((all, total) => all + total * 100, 0)) / 100;
  return (
    <div className={styles.total}>
      <p>
        Estimated total: <strong data-testid="request-total">{formatUsd(sum)}</strong>
        {onRequest > 0
          ? ` (plus ${onRequest === 1 ? 'one line' : `${onRequest} lines`} priced on request)`
          : null}
      </p>
      <p className={styles.disclaimer}>{ESTIMATE_DISCLAIMER}</p>
    </div>
  );
}

/**
 * `/quote`: the visitor's quote list and how it is sent, in three steps on this page — the lines
 * (rent or buy, quantity, dates with their availability, estimates), then the jobsite and contact,
 * then a last look and one `POST /equipment/request-quote` with every line. Each step moves focus
 * to its heading; a refused request (422) goes back to the step of the first field in error, its
 * messages at their fields (`items.1.end_date` at line 2's last day).
 */
export function QuoteListPage() {
  const { lines, update, remove, clear } = useQuoteList();
  const user = useUser();
  const api = useApi();
  const today = localToday();
  const [step, setStep] = useState<QuoteStep>('review');
  const [receipt, setReceipt] = useState<QuoteListReceipt | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // One read per unit and per availability range, whatever the lines (a unit may be on two lines,
  // to rent and to buy): each line then takes its own.
  const unitIds = [...new Set(lines.map((line) => line.equipment_id))];
  const unitReads = useQueries({
    queries: unitIds.map((id) =>
      api.queryOptions('get', '/equipment/{id}', { params: { path: { id }, query: {} } }),
    ),
  });
  const units = lines.map((line) => unitReads[unitIds.indexOf(line.equipment_id)]!);
  const ranges = lines.map((line) => ({
    id: line.equipment_id,
    ...availabilityRange(line, today),
  }));
  const rangeKeys = [...new Set(ranges.map((range) => JSON.stringify(range)))];
  const availabilityReads = useQueries({
    queries: rangeKeys.map((key) => {
      const { id, from, to } = JSON.parse(key) as { id: number; from: string; to: string };
      return api.queryOptions('get', '/equipment/{id}/availability', {
        params: { path: { id }, query: { from, to } },
      });
    }),
  });
  const availability = ranges.map(
    (range) => availabilityReads[rangeKeys.indexOf(JSON.stringify(range))]!,
  );

  const goTo = (next: QuoteStep, focus = true) => {
    focusHeading.current = focus;
    setStep(next);
  };
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [step, receipt]);

  const { form, formProps, busy, summary, focusInvalid } = useApiForm({
    schema: quoteRequestSchema,
    defaultValues: {
      jobsite_address: '',
      jobsite_zip: savedZip(),
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      company: '',
      po_number: '',
      notes: '',
    } satisfies QuoteRequestValues,
    submit: async (values, client) => {
      try {
        return await unwrap(
          client.POST('/equipment/request-quote', {
            body: { items: toQuoteItems(lines), ...values },
          }),
        );
      } catch (error) {
        // Back to the step that shows the first field in error (the form focuses that field).
        const fields = Object.keys(fieldMessagesOf(error));
        if (fields.some((field) => field === 'items' || field.startsWith('items.')))
          goTo('review', false);
        else if (fields.length) goTo('details', false);
        throw error;
      }
    },
    onSuccess: (answer) => {
      focusHeading.current = true;
      setReceipt('lines' in answer ? answer : { ...answer, lines: [] });
      clear();
      setStep('review');
    },
  });

  // Signed in after the page opened (the session restores): prefill what was not typed yet. The
  // fields may not be on screen yet (a later step), so the form's values and defaults are reset,
  // keeping whatever was typed.
  useEffect(() => {
    if (!user) return;
    const values = form.getValues();
    form.reset(
      { ...values, name: values.name || user.name, email: values.email || user.email },
      { keepDirtyValues: true, keepErrors: true },
    );
  }, [user, form]);

  const itemErrors = (form.formState.errors as { items?: LineErrors[] & { message?: string } })
    .items;
  const fleets: Record<number, number | undefined> = {};
  lines.forEach((line, index) => (fleets[line.equipment_id] = availability[index]?.data?.fleet));

  const continueFromReview = () => {
    const problems = listProblems(lines, today, fleets);
    units.forEach((unit, index) => {
      if (unit.isError)
        problems[`items.${index}.equipment_id`] = [
          'We could not load this unit: remove it or try again.',
        ];
    });
    form.clearErrors('items' as never);
    for (const [name, [message]] of Object.entries(problems))
      form.setError(name as never, { type: 'lines', message });
    if (Object.keys(problems).length) focusInvalid();
    else goTo('details');
  };

  const continueFromDetails = async () => {
    // Only this step's fields: the lines' messages (`items.N.…`) are the first step's.
    if (await form.trigger(CONTACT_FIELDS)) goTo('confirm');
    else focusInvalid();
  };

  const onSubmit = (event: FormEvent) => {
    if (step === 'confirm') return formProps.onSubmit(event);
    // Enter in a field of the first two steps goes on to the next step; only the last one sends.
    event.preventDefault();
    if (step === 'review') continueFromReview();
    else void continueFromDetails();
    return Promise.resolve();
  };

  if (receipt)
    return (
      <QuoteReceiptView receipt={receipt} email={form.getValues('email')} headingRef={heading} />
    );

  if (!lines.length)
    return (
      <section className={styles.empty} aria-labelledby="quote-empty-title">
        <h2 id="quote-empty-title">Your quote request is empty</h2>
        <p>
          Add units from the catalog with “Add to quote”: rent some, buy others, each with its own
          dates. Then send them together, once, with your jobsite and contact details.
        </p>
        <Link href={paths.equipment.getHref()} className={buttonClass('primary')}>
          Browse the catalog
        </Link>
      </section>
    );

  const totals = lines.map((line, index) => {
    const unit = units[index]?.data;
    return unit ? linePrice(unit, line).total : null;
  });
  const current = QUOTE_STEPS.findIndex((each) => each.id === step);
  const stepHeading = (
    <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
      <span className={styles.stepNumber}>
        Step {current + 1} of {QUOTE_STEPS.length}:
      </span>{' '}
      {QUOTE_STEPS[current]!.title}
    </h2>
  );

  let content: ReactNode;
  if (step === 'review') {
    content = (
      <>
        {stepHeading}
        {itemErrors?.message ? <p className={formStyles.alert}>{itemErrors.message}</p> : null}
        <ol className={styles.lines}>
          {lines.map((line, index) => (
            <QuoteLineItem
              key={`${line.equipment_id}-${line.mode}`}
              line={line}
              index={index}
              today={today}
              unit={units[index]!}
              availability={availability[index]!}
              errors={lineMessages(itemErrors?.[index])}
              onEdited={(field) => form.clearErrors(`items.${index}.${field}` as never)}
              onChange={(changes) => update(line, changes)}
              onRemove={() => {
                // The lines after it move up: their messages no longer match.
                form.clearErrors('items' as never);
                remove(line);
                heading.current?.focus();
              }}
            />
          ))}
        </ol>
        <RequestTotal totals={totals} />
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass('primary')}>
            Continue to jobsite and contact
          </button>
        </div>
      </>
    );
  } else if (step === 'details') {
    content = (
      <>
        {stepHeading}
        <FormSummary summary={summary} />
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Jobsite</legend>
          <div className={formStyles.row}>
            <FormField form={form} name="jobsite_address" label="Street address">
              {(control) => (
                <input {...control} autoComplete="street-address" className={formStyles.control} />
              )}
            </FormField>
            <FormField form={form} name="jobsite_zip" label="ZIP code">
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  className={formStyles.control}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Contact</legend>
          <div className={formStyles.row}>
            <FormField form={form} name="name" label="Name">
              {(control) => (
                <input {...control} autoComplete="name" className={formStyles.control} />
              )}
            </FormField>
            <FormField form={form} name="company" label="Company (optional)">
              {(control) => (
                <input {...control} autoComplete="organization" className={formStyles.control} />
              )}
            </FormField>
          </div>
          <div className={formStyles.row}>
            <FormField form={form} name="email" label="E-mail">
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  className={formStyles.control}
                />
              )}
            </FormField>
            <FormField form={form} name="phone" label="Phone">
              {(control) => (
                <input {...control} type="tel" autoComplete="tel" className={formStyles.control} />
              )}
            </FormField>
          </div>
          <div className={formStyles.row}>
            <FormField form={form} name="po_number" label="PO number (optional)">
              {(control) => <input {...control} className={formStyles.control} />}
            </FormField>
          </div>
          <FormField
            form={form}
            name="notes"
            label="Notes (optional)"
            hint="Delivery times, site access, attachments you need…"
          >
            {(control) => <textarea {...control} className={formStyles.control} />}
          </FormField>
        </fieldset>
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass('primary')}>
            Continue to confirm
          </button>
          <button type="button" className={buttonClass('outline')} onClick={() => goTo('review')}>
            Back to the lines
          </button>
        </div>
      </>
    );
  } else {
    content = (
      <>
        {stepHeading}
        <FormSummary summary={summary} />
        <QuoteReview
          lines={lines}
          units={units.map((unit) => unit.data)}
          contact={form.getValues()}
          onEditLines={() => goTo('review')}
          onEditDetails={() => goTo('details')}
        />
        <RequestTotal totals={totals} />
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send quote request
          </SubmitButton>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => goTo('details')}
            disabled={busy}
          >
            Back
          </button>
        </div>
      </>
    );
  }

  return (
    <form {...formProps} onSubmit={onSubmit} className={styles.flow} aria-label="Quote request">
      <ol className={styles.steps}>
        {QUOTE_STEPS.map((each, index) => (
          <li
            key={each.id}
            aria-current={each.id === step ? 'step' : undefined}
            data-done={index < current || undefined}
          >
            <span className={styles.stepDot} aria-hidden="true">
              {index + 1}
            </span>
            {each.title}
          </li>
        ))}
      </ol>
      {content}
    </form>
  );
}
