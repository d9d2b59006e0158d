import { ApiError, errorNotice, unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { FormAlert } from '@/components/ui/form/form-alert';
import { QueryView } from '@/components/ui/load-error/query-view';
import { DataTable } from '@/components/ui/table/data-table';
import { useApiClient } from '@/lib/api/api-provider';
import { formatUsd } from '@/utils/format';
import { formatDate } from '../format';
import type { Lead } from '../leads-api';
import {
  fetchQuotePdf,
  openPdf,
  QUOTE_QUERIES,
  useLeadQuotes,
  useQuoteSuggestion,
  type Quote,
  type QuoteStatus,
} from './lead-quotes-api';
import { QuoteBuilder } from './quote-builder';
import { quoteFormValues, type QuoteFormValues } from './quote-form-schema';
import { useSendQuote } from './use-send-quote';
import styles from './lead-quotes.module.scss';

export const QUOTE_STATUS_NAMES: Readonly<Record<QuoteStatus, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  superseded: 'Superseded',
  expired: 'Expired',
};

const STATUS_TONES: Readonly<Record<QuoteStatus, BadgeTone>> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'danger',
  superseded: 'neutral',
  expired: 'warning',
};

const when = (timestamp: string | null | undefined) =>
  timestamp ? <time dateTime={timestamp}>{formatDate(timestamp)}</time> : '—';

/** What the builder edits: a new quote from the suggestion, or a draft. */
type Editing = { kind: 'new' } | { kind: 'draft'; quote: Quote };

interface Actions {
  canManage: boolean;
  onEdit: (quote: Quote) => void;
  onDelete: (quote: Quote) => void;
  onSend: (quote: Quote) => void;
  onPreview: (quote: Quote) => void;
}

function QuoteRow({ quote, actions }: { quote: Quote; actions: Actions }) {
  const draft = quote.status === 'draft';
  return (
    <tr data-testid="lead-quote-row">
      <th scope="row">
        {quote.number} <span className={styles.muted}>v{quote.version}</span>
      </th>
      <td>
        <Badge tone={STATUS_TONES[quote.status]}>{QUOTE_STATUS_NAMES[quote.status]}</Badge>
        {quote.status === 'declined' && quote.decline_reason ? (
          <span className={styles.reason}> “{quote.decline_reason}”</span>
        ) : null}
      </td>
      <td className={styles.number}>{formatUsd(quote.total)}</td>
      <td>{when(quote.created_at)}</td>
      <td>{when(quote.sent_at)}</td>
      <td>{when(quote.viewed_at)}</td>
      <td>
        {quote.accepted_at ? (
          <>
            {when(quote.accepted_at)} by {quote.signer_name}
            {quote.agreement_number ? ` (${quote.agreement_number})` : ''}
          </>
        ) : quote.declined_at ? (
          <>Declined {when(quote.declined_at)}</>
        ) : (
          '—'
        )}
      </td>
      <td>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => actions.onPreview(quote)}
            aria-label={`PDF of ${quote.number} version ${String(quote.version)}`}
          >
            PDF
          </button>
          {draft && actions.canManage ? (
            <>
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() => actions.onEdit(quote)}
                aria-label={`Edit version ${String(quote.version)}`}
              >
                Edit
              </button>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => actions.onSend(quote)}
                aria-label={`Send version ${String(quote.version)}`}
              >
                Send
              </button>
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() => actions.onDelete(quote)}
                aria-label={`Delete version ${String(quote.version)}`}
              >
                Delete
              </button>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function QuotesTable({ quotes, actions }: { quotes: readonly Quote[]; actions: Actions }) {
  if (quotes.length === 0) return <p className={styles.muted}>No quote yet.</p>;
  return (
    <DataTable
      placement="card"
      caption="Quote versions, newest first"
      label="Quote versions"
      minWidth={900}
    >
      <thead>
        <tr>
          <th scope="col">Quote</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
          <th scope="col">Created</th>
          <th scope="col">Sent</th>
          <th scope="col">Viewed</th>
          <th scope="col">Answer</th>
          <th scope="col" data-label="">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <QuoteRow key={quote.id} quote={quote} actions={actions} />
        ))}
      </tbody>
    </DataTable>
  );
}

/** Loads the suggestion from the lead's request, then opens the builder with it. */
function NewQuote({
  accountId,
  lead,
  onClose,
}: {
  accountId: number;
  lead: Lead;
  onClose: () => void;
}) {
  const suggestion = useQuoteSuggestion(accountId, lead.reference, true);
  return (
    <QueryView
      query={suggestion}
      what="the suggested quote"
      loading={<p role="status">Preparing the quote from the request…</p>}
    >
      {(input) => (
        <QuoteBuilder
          accountId={accountId}
          reference={lead.reference}
          customerEmail={lead.email}
          initial={quoteFormValues(input)}
          onClose={onClose}
        />
      )}
    </QueryView>
  );
}

interface LeadQuotesProps {
  accountId: number;
  lead: Lead;
  canManage: boolean;
}

/**
 * The lead's "Quotes" section: its versions with status, total and when each was sent, viewed and
 * answered; for `leads.manage`, "Prepare quote" (the builder, pre-filled from the request) and each
 * draft's Edit, Send and Delete. Every version's PDF can be previewed.
 */
export function LeadQuotes({ accountId, lead, canManage }: LeadQuotesProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const quotes = useLeadQuotes(accountId, lead.reference);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const sendQuote = useSendQuote(accountId, lead.reference);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Quote | null>(null);
  const [sending, setSending] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const closed = lead.status === 'won' || lead.status === 'lost';

  const closeBuilder = () => {
    setEditing(null);
    // The builder is gone: the focus goes back to the section's heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const actions: Actions = {
    canManage,
    onEdit: (quote) => setEditing({ kind: 'draft', quote }),
    onDelete: setDeleting,
    onSend: setSending,
    onPreview: (quote) => {
      setFailure(null);
      openPdf(() => fetchQuotePdf(client, accountId, lead.reference, quote.id)).catch(
        (error: unknown) => setFailure(errorNotice(error).message),
      );
    },
  };
  let builderValues: QuoteFormValues | null = null;
  if (editing?.kind === 'draft') builderValues = quoteFormValues(editing.quote);

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="lead-quotes">
      <div className={styles.sectionHead}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          Quotes
        </h2>
        {canManage && !closed && !editing ? (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setEditing({ kind: 'new' })}
          >
            Prepare quote
          </button>
        ) : null}
      </div>
      <FormAlert>{failure}</FormAlert>
      <QueryView
        query={quotes}
        what="the quotes"
        loading={<p role="status">Loading the quotes…</p>}
      >
        {(data) => <QuotesTable quotes={data.items} actions={actions} />}
      </QueryView>
      {editing?.kind === 'new' ? (
        <NewQuote accountId={accountId} lead={lead} onClose={closeBuilder} />
      ) : null}
      {editing?.kind === 'draft' && builderValues ? (
        <QuoteBuilder
          key={editing.quote.id}
          accountId={accountId}
          reference={lead.reference}
          customerEmail={lead.email}
          initial={builderValues}
          draft={editing.quote}
          onClose={closeBuilder}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete draft ${deleting.number} version ${deleting.version}?` : ''}
        message="The draft is deleted; it was never sent, so the customer never saw it."
        confirmLabel="Delete draft"
        onConfirm={async () => {
          if (!deleting) return;
          await unwrap(
            client.DELETE('/account/{id}/leads/{reference}/quotes/{quoteId}', {
              params: { path: { id: accountId, reference: lead.reference, quoteId: deleting.id } },
            }),
          );
          await Promise.all(
            QUOTE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
          if (editing?.kind === 'draft' && editing.quote.id === deleting.id) setEditing(null);
          toast.success({
            title: 'Draft deleted',
            message: `${deleting.number} v${deleting.version}`,
          });
        }}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={sending !== null}
        title={sending ? `Send ${sending.number}?` : ''}
        message={
          sending
            ? `${lead.email} gets version ${sending.version} for ${formatUsd(sending.total)} with the PDF and a link to accept it online. It can no longer be edited.`
            : ''
        }
        confirmLabel="Send quote"
        danger={false}
        onConfirm={async () => {
          if (!sending) return;
          try {
            await sendQuote(sending);
            if (editing?.kind === 'draft' && editing.quote.id === sending.id) setEditing(null);
          } catch (error) {
            if (error instanceof ApiError && error.status === 409)
              await Promise.all(
                QUOTE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
              );
            throw error;
          }
        }}
        onClose={() => setSending(null)}
      />
    </section>
  );
}
