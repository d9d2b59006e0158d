import { quoteTotals, unwrap } from '@liftline/sdk';
import { useId, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiClient } from '@/lib/api/api-provider';
import { formatUsd } from '@/utils/format';
import { useApiForm } from '@/lib/forms/use-api-form';
import { fetchQuotePdf, openPdf, QUOTE_QUERIES, type Quote } from './lead-quotes-api';
import {
  CHARGE_KIND_NAMES,
  CHARGE_KINDS,
  draftInputOf,
  NEW_LINE,
  newCharge,
  QUOTE_LIMITS,
  quoteFormSchema,
  quoteServerFields,
  RATE_BASES,
  RATE_BASIS_NAMES,
  type QuoteFormValues,
} from './quote-form-schema';
import { useSendQuote } from './use-send-quote';
import styles from './lead-quotes.module.scss';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type of the schema
type BuilderForm = UseFormReturn<QuoteFormValues, any, any>;

interface QuoteBuilderProps {
  accountId: number;
  reference: string;
  /** The lead's e-mail address, named when sending. */
  customerEmail: string;
  /** The values to start from: a suggestion from the request, or a draft's. */
  initial: QuoteFormValues;
  /** The draft being edited; none for a new quote (the first save creates it). */
  draft?: Quote;
  onClose: () => void;
}

/** The live totals, computed as the server computes them (the SDK's `quoteTotals`, in cents). */
function LiveTotals({ form }: { form: BuilderForm }) {
  const values = useWatch({ control: form.control }) as QuoteFormValues;
  const totals = quoteTotals(draftInputOf(values));
  const headingId = useId();
  return (
    <section className={styles.liveTotals} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        Totals
      </h3>
      <dl className={styles.totals} data-testid="builder-totals">
        <div>
          <dt>Rent</dt>
          <dd>{formatUsd(totals.rent)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="builder-subtotal">{formatUsd(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd data-testid="builder-tax">{formatUsd(totals.tax)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd data-testid="builder-total">{formatUsd(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** One line's fields: description, rate basis, quantity, unit price, dates, its total, Remove. */
function LineFields({
  form,
  index,
  total,
  onRemove,
}: {
  form: BuilderForm;
  index: number;
  total: number;
  onRemove: () => void;
}) {
  const unit = form.getValues(`lines.${index}.equipment_id`);
  const legendId = useId();
  return (
    <fieldset className={styles.line} aria-labelledby={legendId} data-testid="builder-line">
      <legend id={legendId} className={styles.lineLegend}>
        Line {index + 1}
        {unit !== null ? <span className={styles.unitTag}> · unit {unit}</span> : null}
      </legend>
      <FormField
        form={form}
        name={`lines.${index}.description`}
        label="Description"
        className={styles.wide}
      >
        {(control) => (
          <input {...control} className={formStyles.control} maxLength={QUOTE_LIMITS.description} />
        )}
      </FormField>
      <FormField form={form} name={`lines.${index}.rate_basis`} label="Priced">
        {(control) => (
          <select {...control} className={formStyles.control}>
            {RATE_BASES.map((rate) => (
              <option key={rate} value={rate}>
                {RATE_BASIS_NAMES[rate]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField form={form} name={`lines.${index}.quantity`} label="Quantity">
        {(control) => <input {...control} className={formStyles.control} inputMode="decimal" />}
      </FormField>
      <FormField form={form} name={`lines.${index}.unit_price`} label="Unit price ($)">
        {(control) => <input {...control} className={formStyles.control} inputMode="decimal" />}
      </FormField>
      <FormField form={form} name={`lines.${index}.start_date`} label="First day">
        {(control) => <input {...control} type="date" className={formStyles.control} />}
      </FormField>
      <FormField form={form} name={`lines.${index}.end_date`} label="Last day">
        {(control) => <input {...control} type="date" className={formStyles.control} />}
      </FormField>
      <p className={styles.lineTotal}>
        Line total <strong data-testid="builder-line-total">{formatUsd(total)}</strong>
      </p>
      <button type="button" className={buttonClass('outline')} onClick={onRemove}>
        Remove line {index + 1}
      </button>
    </fieldset>
  );
}

/** One charge's fields: kind, description, an amount or a percent of the rent, Remove. */
function ChargeFields({
  form,
  index,
  amount,
  onRemove,
}: {
  form: BuilderForm;
  index: number;
  amount: number;
  onRemove: () => void;
}) {
  const mode = useWatch({ control: form.control, name: `charges.${index}.mode` });
  const legendId = useId();
  return (
    <fieldset className={styles.line} aria-labelledby={legendId} data-testid="builder-charge">
      <legend id={legendId} className={styles.lineLegend}>
        Charge {index + 1}
      </legend>
      <FormField form={form} name={`charges.${index}.kind`} label="Kind">
        {(control) => (
          <select {...control} className={formStyles.control}>
            {CHARGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CHARGE_KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        form={form}
        name={`charges.${index}.description`}
        label="Description"
        className={styles.wide}
      >
        {(control) => (
          <input {...control} className={formStyles.control} maxLength={QUOTE_LIMITS.description} />
        )}
      </FormField>
      <FormField form={form} name={`charges.${index}.mode`} label="Charged as">
        {(control) => (
          <select {...control} className={formStyles.control}>
            <option value="amount">An amount ($)</option>
            <option value="percent">A percent of the rent</option>
          </select>
        )}
      </FormField>
      <FormField
        form={form}
        name={`charges.${index}.value`}
        label={mode === 'percent' ? 'Percent of rent (%)' : 'Amount ($)'}
      >
        {(control) => <input {...control} className={formStyles.control} inputMode="decimal" />}
      </FormField>
      <p className={styles.lineTotal}>
        Charge <strong>{formatUsd(amount)}</strong>
      </p>
      <button type="button" className={buttonClass('outline')} onClick={onRemove}>
        Remove charge {index + 1}
      </button>
    </fieldset>
  );
}

/** Each line's and charge's amount as the totals count them, for the rows. */
function useRowAmounts(form: BuilderForm) {
  const values = useWatch({ control: form.control }) as QuoteFormValues;
  const totals = quoteTotals(draftInputOf(values));
  return {
    line: (index: number) => totals.lines[index]?.total ?? 0,
    charge: (index: number) => totals.charges[index]?.amount ?? 0,
  };
}

/**
 * The quote builder (`leads.manage`): lines (a unit's, or without one), charges, the tax as a
 * percent, validity, terms and a note, with live totals; Save draft creates or updates the draft,
 * whose PDF can then be previewed and which can be sent after a confirmation. The server's 422
 * messages stand at their fields (`lines.2.unit_price`, `charges.0.percent` …).
 */
export function QuoteBuilder({
  accountId,
  reference,
  customerEmail,
  initial,
  draft,
  onClose,
}: QuoteBuilderProps) {
  const headingId = useId();
  const notReadyId = useId();
  const toast = useToast();
  const client = useApiClient();
  const [saved, setSaved] = useState<Quote | undefined>(draft);
  const [sending, setSending] = useState(false);
  const sendQuote = useSendQuote(accountId, reference);
  const { form, formProps, busy, summary } = useApiForm({
    schema: quoteFormSchema,
    defaultValues: initial,
    // useApiForm calls the latest render's `submit`: after the first save, it updates that draft.
    submit: (body, api) => {
      const current = saved;
      return current
        ? unwrap(
            api.PUT('/account/{id}/leads/{reference}/quotes/{quoteId}', {
              params: { path: { id: accountId, reference, quoteId: current.id } },
              body,
            }),
          )
        : unwrap(
            api.POST('/account/{id}/leads/{reference}/quotes', {
              params: { path: { id: accountId, reference } },
              body,
            }),
          );
    },
    invalidates: QUOTE_QUERIES,
    serverFields: quoteServerFields,
    onSuccess: (quote) => {
      // The inputs as they are now are the saved draft (useApiForm's baseline is the API's body).
      form.reset(form.getValues());
      setSaved(quote);
      toast.success({
        title: 'Draft saved',
        message: `${quote.number} version ${quote.version}: ${formatUsd(quote.total)}.`,
      });
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const charges = useFieldArray({ control: form.control, name: 'charges' });
  const amounts = useRowAmounts(form);
  const dirty = form.formState.isDirty;
  const ready = saved !== undefined && !dirty && !busy;

  return (
    <section className={styles.builder} aria-labelledby={headingId} data-testid="quote-builder">
      <h3 id={headingId} className={styles.builderHeading}>
        {saved ? `Draft ${saved.number}, version ${saved.version}` : 'New quote'}
      </h3>
      <form className={formStyles.form} {...formProps}>
        <FormSummary summary={summary} />
        <h4 className={styles.subHeading}>Lines</h4>
        <p className={styles.muted}>
          A rent line’s unit price is one unit for the line’s whole period; a rented unit needs its
          first and last day.
        </p>
        {lines.fields.length === 0 ? <p className={styles.muted}>No lines yet.</p> : null}
        {lines.fields.map((field, index) => (
          <LineFields
            key={field.id}
            form={form}
            index={index}
            total={amounts.line(index)}
            onRemove={() => lines.remove(index)}
          />
        ))}
        <p>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={lines.fields.length >= QUOTE_LIMITS.lines}
            onClick={() => lines.append({ ...NEW_LINE }, { shouldFocus: true })}
          >
            Add a line
          </button>
        </p>
        <h4 className={styles.subHeading}>Charges</h4>
        {charges.fields.map((field, index) => (
          <ChargeFields
            key={field.id}
            form={form}
            index={index}
            amount={amounts.charge(index)}
            onRemove={() => charges.remove(index)}
          />
        ))}
        <p>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={charges.fields.length >= QUOTE_LIMITS.charges}
            onClick={() => charges.append(newCharge(), { shouldFocus: true })}
          >
            Add a charge
          </button>
        </p>
        <div className={styles.terms}>
          <FormField
            form={form}
            name="tax_percent"
            label="Tax rate (%)"
            hint="8.25 for 8.25 %; on the lines and the charges"
          >
            {(control) => <input {...control} className={formStyles.control} inputMode="decimal" />}
          </FormField>
          <FormField form={form} name="valid_until" label="Valid until">
            {(control) => <input {...control} type="date" className={formStyles.control} />}
          </FormField>
        </div>
        <FormField
          form={form}
          name="terms"
          label="Terms"
          hint="Printed on the quote and the agreement"
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.control}
              rows={4}
              maxLength={QUOTE_LIMITS.terms}
            />
          )}
        </FormField>
        <FormField
          form={form}
          name="note_to_customer"
          label="Note to the customer"
          hint="Shown on the quote's page, in the mail and on the PDF"
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.control}
              rows={3}
              maxLength={QUOTE_LIMITS.note}
            />
          )}
        </FormField>
        <LiveTotals form={form} />
        <div className={styles.builderActions}>
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save draft
          </SubmitButton>
          <button
            type="button"
            className={buttonClass('outline')}
            aria-disabled={!ready || undefined}
            aria-describedby={ready ? undefined : notReadyId}
            onClick={() => {
              if (!ready || !saved) return;
              openPdf(() => fetchQuotePdf(client, accountId, reference, saved.id)).catch(() =>
                toast.error({ title: 'No preview', message: 'The PDF could not be made.' }),
              );
            }}
          >
            Preview PDF
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            aria-disabled={!ready || undefined}
            aria-describedby={ready ? undefined : notReadyId}
            onClick={() => ready && setSending(true)}
          >
            Send to customer
          </button>
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Close
          </button>
        </div>
        {!ready ? (
          <p id={notReadyId} className={styles.muted}>
            Save the draft to preview its PDF and send it.
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        open={sending}
        title={saved ? `Send ${saved.number}?` : 'Send the quote?'}
        message={
          saved
            ? `${customerEmail} gets version ${saved.version} for ${formatUsd(saved.total)} with the PDF and a link to accept it online. It can no longer be edited.`
            : ''
        }
        confirmLabel="Send quote"
        danger={false}
        onConfirm={async () => {
          if (!saved) return;
          await sendQuote(saved);
          onClose();
        }}
        onClose={() => setSending(false)}
      />
    </section>
  );
}
