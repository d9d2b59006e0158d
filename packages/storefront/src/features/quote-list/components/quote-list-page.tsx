import {
  createLocalBranchStore,
  defaultStorage,
  fieldMessagesOf,
  linesNotFree,
  localToday,
  unwrap,
  type QuoteLine,
  type Schemas,
} from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { PRODUCT_KEY } from '@/config/env';
import { paths } from '@/config/paths';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { useQuoteList } from '@/hooks/use-quote-list';
import { useUser } from '@/lib/auth';
import { useApiForm } from '@/lib/forms/use-api-form';
import {
  availabilityNotice,
  hasRange,
  linePrice,
  listProblems,
  toQuoteItems,
  type LineField,
} from '../quote-lines';
import { quoteRequestSchema, type QuoteRequestValues } from '../quote-request-schema';
import { JobsiteContactFields } from './jobsite-contact-fields';
import { QuoteLineItem } from './quote-line-item';
import { QuoteReceiptView, type QuoteListReceipt } from './quote-receipt';
import { QuoteReview } from './quote-review';
import { QuoteStepHeading, QuoteStepList, type QuoteStep } from './quote-steps';
import { RequestTotal } from './request-total';
import { useQuoteLineReads } from './use-quote-line-reads';
import styles from './quote-list.module.scss';

/** The ZIP code the branch finder saved (`zip_code`), to prefill the jobsite's. */
function savedZip(): string {
  try {
    return createLocalBranchStore(defaultStorage(), PRODUCT_KEY).load().zip ?? '';
  } catch {
    return '';
  }
}

const messages = {
  unitNotLoaded: /*i18n*/ {
    id: 'quoteList.unitNotLoaded',
    message: 'We could not load this unit: remove it or try again.',
  },
  emptyTitle: /*i18n*/ { id: 'quoteList.empty.title', message: 'Your quote request is empty' },
  emptyText: /*i18n*/ {
    id: 'quoteList.empty.text',
    message:
      'Add units from the catalog with “Add to quote”: rent some, buy others, each with its own dates. Then send them together, once, with your jobsite and contact details.',
  },
  browse: /*i18n*/ { id: 'quoteList.empty.browse', message: 'Browse the catalog' },
  toDetails: /*i18n*/ { id: 'quoteList.toDetails', message: 'Continue to jobsite and contact' },
  toConfirm: /*i18n*/ { id: 'quoteList.toConfirm', message: 'Continue to confirm' },
  backToLines: /*i18n*/ { id: 'quoteList.backToLines', message: 'Back to the lines' },
  sending: /*i18n*/ { id: 'quoteList.sending', message: 'Sending…' },
  send: /*i18n*/ { id: 'quoteList.send', message: 'Send quote request' },
  back: /*i18n*/ { id: 'quoteList.back', message: 'Back' },
  form: /*i18n*/ { id: 'quoteList.form', message: 'Quote request' },
};

type LineErrors = Partial<Record<LineField, { message?: string }>>;

/** The page's and the server's messages about lines, read from the form (`items.N.<field>`). */
function lineMessages(errors: LineErrors | undefined): Partial<Record<LineField, string>> {
  const messages: Partial<Record<LineField, string>> = {};
  for (const [field, error] of Object.entries(errors ?? {}))
    if (error?.message) messages[field as LineField] = error.message;
  return messages;
}

/**
 * `/quote`: the visitor's quote list and how it is sent, in three steps on this page — the lines
 * (rent or buy, quantity, dates with their availability, estimates), then the jobsite and contact,
 * then a last look and one `POST /equipment/request-quote` with every line. Each step moves focus
 * to its heading; a refused request (422) goes back to the step of the first field in error, its
 * messages at their fields (`items.1.end_date` at line 2's last day).
 */
export function QuoteListPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const tag = useLocaleTag();
  const { lines, update, remove, clear } = useQuoteList();
  const schema = useMemo(() => quoteRequestSchema(i18n), [i18n]);
  const user = useUser();
  const today = localToday();
  const [step, setStep] = useState<QuoteStep>('review');
  const [receipt, setReceipt] = useState<QuoteListReceipt | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const { units, availability } = useQuoteLineReads(lines, today);

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
    schema,
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
            // `locale`: the confirmation and status mails go out in the page's language.
            body: { items: toQuoteItems(lines), ...values, locale },
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

  type Answer = Schemas['EquipmentAvailability'] | undefined;
  /** The lines refused for their dates (the SDK's rule, the API's too), with the days in words. */
  const notFreeNotices = (answers: readonly Answer[]) =>
    linesNotFree(lines, (_, index) => answers[index]).map(({ index, field }) => ({
      index,
      field,
      text: availabilityNotice(answers[index]!, lines[index]!.quantity, i18n, tag).text,
    }));
  const notFree = notFreeNotices(availability.map((read) => read?.data));

  /** Each line's availability answer; one still on its way is waited for. */
  const answers = () =>
    Promise.all(
      lines.map(async (line: QuoteLine, index): Promise<Answer> => {
        const read = availability[index];
        if (!read || !hasRange(line) || read.isError || read.data?.from === line.start_date)
          return read?.data;
        return (await read.refetch()).data;
      }),
    );

  const continueFromReview = async () => {
    const problems = listProblems(lines, today, fleets, locale);
    // A rent line whose units are taken on one of its days: refused here, as the API would.
    for (const { field, text } of notFreeNotices(await answers())) problems[field] ??= [text];
    units.forEach((unit, index) => {
      if (unit.isError) problems[`items.${index}.equipment_id`] = [i18n._(messages.unitNotLoaded)];
    });
    form.clearErrors('items' as never);
    for (const [name, [message]] of Object.entries(problems))
      form.setError(name as never, { type: 'lines', message });
    if (Object.keys(problems).length) focusInvalid();
    else goTo('details');
  };

  const continueFromDetails = async () => {
    // Only this step's fields: the lines' messages (`items.N.…`) are the first step's.
    const contactFields = Object.keys(schema.entries) as (keyof QuoteRequestValues)[];
    if (await form.trigger(contactFields)) goTo('confirm');
    else focusInvalid();
  };

  const onSubmit = (event: FormEvent) => {
    if (step === 'confirm') {
      if (!notFree.length) return formProps.onSubmit(event);
      // A line's days were taken meanwhile: back to the lines, with their messages.
      event.preventDefault();
      goTo('review', false);
      return continueFromReview();
    }
    // Enter in a field of the first two steps goes on to the next step; only the last one sends.
    event.preventDefault();
    if (step === 'review') void continueFromReview();
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
        <h2 id="quote-empty-title">{i18n._(messages.emptyTitle)}</h2>
        <p>{i18n._(messages.emptyText)}</p>
        <Link href={paths.equipment.getHref()} className={buttonClass('primary')}>
          {i18n._(messages.browse)}
        </Link>
      </section>
    );

  const totals = lines.map((line, index) => {
    const unit = units[index]?.data;
    return unit ? linePrice(unit, line).total : null;
  });
  const stepHeading = <QuoteStepHeading step={step} headingRef={heading} />;

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
            {i18n._(messages.toDetails)}
          </button>
        </div>
      </>
    );
  } else if (step === 'details') {
    content = (
      <>
        {stepHeading}
        <FormSummary summary={summary} />
        <JobsiteContactFields form={form} />
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass('primary')}>
            {i18n._(messages.toConfirm)}
          </button>
          <button type="button" className={buttonClass('outline')} onClick={() => goTo('review')}>
            {i18n._(messages.backToLines)}
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
          notFree={Object.fromEntries(notFree.map(({ index, text }) => [index, text]))}
          contact={form.getValues()}
          onEditLines={() => goTo('review')}
          onEditDetails={() => goTo('details')}
        />
        <RequestTotal totals={totals} />
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} busyLabel={i18n._(messages.sending)}>
            {i18n._(messages.send)}
          </SubmitButton>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => goTo('details')}
            disabled={busy}
          >
            {i18n._(messages.back)}
          </button>
        </div>
      </>
    );
  }

  return (
    <form
      {...formProps}
      onSubmit={onSubmit}
      className={styles.flow}
      aria-label={i18n._(messages.form)}
    >
      <QuoteStepList step={step} />
      {content}
    </form>
  );
}
