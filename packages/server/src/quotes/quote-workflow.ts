import type { components } from '@liftline/sdk/schema';
import { conflict } from '../accounts/account-context';
import { createBookingRepository, isOverbooked } from '../bookings/booking-repository';
import type { Database, Queryable } from '../db/database';
import { createDocumentStore } from '../documents/stored-documents';
import type { ApiError } from '../http/api-error';
import { notFound, validationFailed } from '../http/api-error';
import { withValues } from '../i18n/i18n';
import { createLeadInboxRepository, leadTable } from '../leads/lead-inbox-repository';
import { LEAD_NOT_FOUND } from '../leads/lead-workflow';
import { isFinal, type LeadStatus } from '../leads/lead-status';
import type { Outbox } from '../mail/outbox';
import { queueBookingCreated, queueLeadEvent, type EventQueue } from '../webhooks/change-events';
import { renderAgreementPdf } from './pdf/render-agreement-pdf';
import { renderQuotePdf } from './pdf/render-quote-pdf';
import { quoteDocumentOf, quoteLeadContext, type QuoteLeadContext } from './quote-context';
import { checkedQuoteInput } from './quote-input';
import { quoteAcceptedBranchMail, quoteAcceptedMail, quoteSentMail } from './quote-mails';
import { quoteMessages } from './quote-messages';
import {
  createQuoteRepository,
  publicStatusOf,
  todayUtc,
  type Quote,
  type QuoteInput,
  type QuoteLead,
  type StoredQuote,
} from './quote-repository';
import { newQuoteToken, quotePageUrl, quoteTokenHash } from './quote-tokens';
import { quoteCents, RENT_BASES } from './quote-totals';

type Schemas = components['schemas'];
export type QuoteAcceptance = Schemas['QuoteAcceptance'];
export type QuoteDeclined = Schemas['QuoteDeclined'];
export type QuoteAcceptInput = Schemas['QuoteAcceptInput'];

export const QUOTE_NOT_FOUND = 'This quote could not be found.';

/** Where the acceptance was signed from (the signature record). */
export interface SignatureOrigin {
  ip: string;
  userAgent: string;
}

export interface QuoteWorkflowDeps {
  db: Database;
  outbox: Outbox;
  webhooks: EventQueue;
  publicUrl: string;
}

/** The lead of account `accountId` by reference, locked; 404 when it is not the account's. */
async function lockLead(tx: Queryable, accountId: number, reference: string) {
  const lead = await createLeadInboxRepository(tx).lock(accountId, reference);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

/** A lead's row locked by type and id (the customer's calls know the quote, not the account). */
async function lockLeadById(tx: Queryable, lead: QuoteLead): Promise<LeadStatus> {
  const { rows } = await tx.query<{ status: LeadStatus }>(
    `select status from ${leadTable(lead.type)} where id = $1 for update`,
    [lead.id],
  );
  return rows[0]!.status;
}

/** A status change of the lead made by a quote: the row, its timeline row, `lead.updated`. */
async function moveLead(
  tx: Queryable,
  webhooks: EventQueue,
  lead: QuoteLead & { reference: string },
  from: LeadStatus,
  to: LeadStatus,
  actorId: number | null,
  note: string,
) {
  await tx.query(
    `update ${leadTable(lead.type)} set status = $2, updated_at = now() where id = $1`,
    [lead.id, to],
  );
  await tx.query(
    `insert into lead_events (lead_type, lead_id, kind, actor_user_id, from_status, to_status, note)
     values ($1, $2, 'status', $3, $4, $5, $6)`,
    [lead.type, lead.id, actorId, from, to, note],
  );
  await queueLeadEvent(webhooks, tx, 'lead.updated', lead.reference);
}

const draftOnly = (quote: StoredQuote) =>
  conflict(
    `Quote ${quote.number} is ${publicStatusOf(quote.status, quote.valid_until)}: only a draft can change. Prepare a new version instead.`,
  );

const finalLead = (status: LeadStatus) =>
  conflict(`This lead is ${status}: that is final, no quote can be prepared or sent for it.`);

/** The 409 of a quote the customer can no longer answer, saying its state. */
function notOpen(quote: StoredQuote): ApiError {
  const status = publicStatusOf(quote.status, quote.valid_until);
  const message =
    status === 'expired'
      ? withValues(quoteMessages.expired, { validUntil: quote.valid_until })
      : status === 'superseded'
        ? quoteMessages.superseded
        : status === 'declined'
          ? quoteMessages.declined
          : quoteMessages.accepted;
  return conflict(message);
}

const acceptanceOf = (quote: StoredQuote): QuoteAcceptance => ({
  status: 'accepted',
  accepted_at: new Date(quote.accepted_at!).toISOString(),
  agreement_number: quote.agreement_number!,
});

/**
 * The quotes of a lead, from the draft to the customer's answer. Every change runs in one
 * transaction that locks the lead first, then the quote (the same order everywhere, so a send and
 * an acceptance of the same lead take turns instead of deadlocking).
 */
export function createQuoteWorkflow({ db, outbox, webhooks, publicUrl }: QuoteWorkflowDeps) {
  const leadUrl = (reference: string) =>
    `${publicUrl}/authorized/account/leads/${encodeURIComponent(reference)}`;

  /** The context of a lead (its customer and branch); the lead exists in this transaction. */
  async function contextOf(tx: Queryable, lead: QuoteLead): Promise<QuoteLeadContext> {
    const context = await quoteLeadContext(tx, lead);
    if (!context) throw new Error(`lead ${lead.type} ${lead.id} vanished`);
    return context;
  }

  return {
    async create(
      accountId: number,
      reference: string,
      body: QuoteInput,
      actorId: number | null,
    ): Promise<Quote> {
      return db.transaction(async (tx) => {
        const lead = await lockLead(tx, accountId, reference);
        if (isFinal(lead.status)) throw finalLead(lead.status);
        const input = await checkedQuoteInput(tx, accountId, body);
        const quotes = createQuoteRepository(tx);
        const id = await quotes.insertDraft(lead, accountId, input, quoteCents(input), actorId);
        return quotes.byId(id);
      });
    },

    async update(
      accountId: number,
      reference: string,
      quoteId: number,
      body: QuoteInput,
    ): Promise<Quote> {
      return db.transaction(async (tx) => {
        const lead = await lockLead(tx, accountId, reference);
        const quotes = createQuoteRepository(tx);
        const stored = await quotes.lock(lead, quoteId);
        if (!stored) throw notFound(QUOTE_NOT_FOUND);
        if (stored.status !== 'draft') throw draftOnly(stored);
        const input = await checkedQuoteInput(tx, accountId, body);
        await quotes.replaceDraft(quoteId, input, quoteCents(input));
        return quotes.byId(quoteId);
      });
    },

    async remove(accountId: number, reference: string, quoteId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const lead = await lockLead(tx, accountId, reference);
        const quotes = createQuoteRepository(tx);
        const stored = await quotes.lock(lead, quoteId);
        if (!stored) throw notFound(QUOTE_NOT_FOUND);
        if (stored.status !== 'draft') throw draftOnly(stored);
        await quotes.deleteDraft(quoteId);
      });
    },

    /**
     * sendLeadQuote: the draft is rendered once (the PDF mailed, downloaded and signed is that
     * file), stored, linked by a new token, mailed with the PDF attached; the earlier sent version
     * is superseded; a new or contacted lead becomes quoted; `quote.sent` is queued.
     */
    async send(
      accountId: number,
      reference: string,
      quoteId: number,
      actorId: number | null,
    ): Promise<Quote> {
      return db.transaction(async (tx) => {
        const lead = await lockLead(tx, accountId, reference);
        const quotes = createQuoteRepository(tx);
        const stored = await quotes.lock(lead, quoteId);
        if (!stored) throw notFound(QUOTE_NOT_FOUND);
        if (stored.status !== 'draft') throw draftOnly(stored);
        if (isFinal(lead.status)) throw finalLead(lead.status);
        if (stored.valid_until < todayUtc())
          throw validationFailed({ valid_until: ['must not be in the past'] });
        // A draft may wait: a rent line that starts before today can no longer be booked.
        const started = (await quotes.storedLines(quoteId)).flatMap((line, index) =>
          line.equipment_id !== null && line.start_date !== null && line.start_date < todayUtc()
            ? [[`lines.${index}.start_date`, ['must not be in the past']] as [string, string[]]]
            : [],
        );
        if (started.length > 0) throw validationFailed(Object.fromEntries(started));

        await tx.query(
          `update lead_quotes set status = 'superseded', updated_at = now()
            where lead_type = $1 and lead_id = $2 and status = 'sent'`,
          [lead.type, lead.id],
        );
        const sentAt = new Date().toISOString();
        const context = await contextOf(tx, lead);
        const draft = await quotes.byId(quoteId);
        const pdf = await renderQuotePdf(quoteDocumentOf({ ...draft, sent_at: sentAt }, context));
        const document = await createDocumentStore(tx).store(`${stored.number}.pdf`, pdf);
        const token = newQuoteToken();
        await tx.query(`insert into quote_tokens (token_hash, quote_id) values ($1, $2)`, [
          quoteTokenHash(token),
          quoteId,
        ]);
        await tx.query(
          `update lead_quotes set status = 'sent', sent_at = $2, pdf_document_id = $3,
                  updated_at = now()
            where id = $1`,
          [quoteId, sentAt, document.id],
        );
        if (lead.status === 'new' || lead.status === 'contacted') {
          await moveLead(
            tx,
            webhooks,
            lead,
            lead.status,
            'quoted',
            actorId,
            `Quote ${stored.number} sent`,
          );
        }
        const quote = await quotes.byId(quoteId);
        const url = quotePageUrl(publicUrl, context.locale, token);
        await outbox.enqueue(quoteSentMail(quote, context, url, document.id), tx);
        await webhooks.enqueue(tx, accountId, 'quote.sent', quote);
        return quote;
      });
    },

    /**
     * acceptPublicQuote: the lead won and the quote's rent lines booked in one transaction (the
     * database refuses a day that would be overbooked: a 409 naming the line, nothing kept); the
     * signature recorded with the SHA-256 of the PDF that was sent; the agreement rendered,
     * stored and mailed to the customer and the branch; `quote.accepted` queued. Accepting an
     * accepted quote answers the first acceptance.
     */
    async accept(
      token: string,
      body: QuoteAcceptInput,
      origin: SignatureOrigin,
    ): Promise<QuoteAcceptance> {
      const hash = quoteTokenHash(token);
      return db.transaction(async (tx) => {
        const quotes = createQuoteRepository(tx);
        const found = await quotes.byTokenHash(hash);
        if (!found) throw notFound(quoteMessages.notFound);
        const lead: QuoteLead = { type: found.lead_type, id: found.lead_id };
        const leadStatus = await lockLeadById(tx, lead);
        const stored = (await quotes.byTokenHash(hash, true))!;
        if (stored.status === 'accepted') return acceptanceOf(stored);
        if (publicStatusOf(stored.status, stored.valid_until) !== 'sent') throw notOpen(stored);
        if (isFinal(leadStatus)) throw conflict(quoteMessages.leadClosed);

        const lines = await quotes.storedLines(stored.id);
        const bookings = createBookingRepository(tx);
        for (const [index, line] of lines.entries()) {
          if (line.equipment_id === null || !RENT_BASES.includes(line.rate_basis)) continue;
          if (!line.start_date || !line.end_date) continue;
          try {
            const bookingId = await bookings.insert({
              equipmentId: line.equipment_id,
              source: 'lead',
              quoteItemId: line.id,
              quantity: line.quantity,
              startDate: line.start_date,
              endDate: line.end_date,
              createdBy: null,
            });
            await queueBookingCreated(webhooks, tx, bookingId);
          } catch (error) {
            if (!isOverbooked(error)) throw error;
            throw conflict(
              withValues(quoteMessages.lineNotFree, {
                position: index + 1,
                title: line.description,
                quantity: line.quantity,
                start: line.start_date,
                end: line.end_date,
              }),
            );
          }
        }

        const agreementNumber = await quotes.nextNumber('RA');
        const signedAt = new Date();
        const signerTitle = body.signer_title?.trim() || null;
        const { rows } = await tx.query<{ sha256: string }>(
          `select sha256 from stored_documents where id = $1`,
          [stored.pdf_document_id],
        );
        const quotePdfSha256 = rows[0]!.sha256;
        await tx.query(
          `update lead_quotes set status = 'accepted', accepted_at = $2, agreement_number = $3,
                  signer_name = $4, signer_title = $5, signer_ip = $6, signer_user_agent = $7,
                  signed_pdf_sha256 = $8, updated_at = now()
            where id = $1`,
          [
            stored.id,
            signedAt.toISOString(),
            agreementNumber,
            body.signer_name.trim(),
            signerTitle,
            origin.ip.slice(0, 64),
            origin.userAgent.slice(0, 1000),
            quotePdfSha256,
          ],
        );
        const context = await contextOf(tx, lead);
        await moveLead(
          tx,
          webhooks,
          context,
          leadStatus,
          'won',
          null,
          `Quote ${stored.number} accepted by ${body.signer_name.trim()} (${agreementNumber})`,
        );
        const quote = await quotes.byId(stored.id);
        const agreement = await renderAgreementPdf(quoteDocumentOf(quote, context), {
          name: quote.signer_name!,
          ...(signerTitle ? { title: signerTitle } : {}),
          signedAt,
          ip: origin.ip,
          userAgent: origin.userAgent,
          quotePdfSha256,
        });
        const document = await createDocumentStore(tx).store(`${agreementNumber}.pdf`, agreement);
        await tx.query(`update lead_quotes set agreement_document_id = $2 where id = $1`, [
          stored.id,
          document.id,
        ]);
        await outbox.enqueue(quoteAcceptedMail(quote, context, document.id), tx);
        await outbox.enqueue(
          quoteAcceptedBranchMail(quote, context, document.id, leadUrl(context.reference)),
          tx,
        );
        await webhooks.enqueue(tx, stored.account_id, 'quote.accepted', quote);
        return {
          status: 'accepted',
          accepted_at: quote.accepted_at!,
          agreement_number: agreementNumber,
        };
      });
    },

    /** declinePublicQuote: the quote declined (the lead stays as it is), `quote.declined`. */
    async decline(token: string, reason: string | null | undefined): Promise<QuoteDeclined> {
      const hash = quoteTokenHash(token);
      return db.transaction(async (tx) => {
        const quotes = createQuoteRepository(tx);
        const found = await quotes.byTokenHash(hash);
        if (!found) throw notFound(quoteMessages.notFound);
        await lockLeadById(tx, { type: found.lead_type, id: found.lead_id });
        const stored = (await quotes.byTokenHash(hash, true))!;
        if (stored.status === 'declined')
          return { status: 'declined', declined_at: new Date(stored.declined_at!).toISOString() };
        if (publicStatusOf(stored.status, stored.valid_until) !== 'sent') throw notOpen(stored);
        const declinedAt = new Date().toISOString();
        await tx.query(
          `update lead_quotes set status = 'declined', declined_at = $2, decline_reason = $3,
                  updated_at = now()
            where id = $1`,
          [stored.id, declinedAt, reason?.trim() || null],
        );
        await webhooks.enqueue(
          tx,
          stored.account_id,
          'quote.declined',
          await quotes.byId(stored.id),
        );
        return { status: 'declined', declined_at: declinedAt };
      });
    },
  };
}

export type QuoteWorkflow = ReturnType<typeof createQuoteWorkflow>;
