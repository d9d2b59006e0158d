import type { FastifyReply } from 'fastify';
import { createAccountAccess } from '../accounts/account-access';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { throwIfLimited } from '../auth/rate-limit';
import type { StoredDocument } from '../documents/stored-documents';
import { createDocumentStore } from '../documents/stored-documents';
import { notFound } from '../http/api-error';
import { leadTable } from '../leads/lead-inbox-repository';
import { leadTypeOf } from '../leads/lead-status';
import { LEAD_NOT_FOUND } from '../leads/lead-workflow';
import { isPageRead } from '../seo/page-read';
import { renderQuotePdf } from './pdf/render-quote-pdf';
import { createPublicQuotes } from './public-quote';
import { quoteDocumentOf, quoteLeadContext } from './quote-context';
import { mintUserQuoteLink } from './quote-links';
import { createQuoteRepository } from './quote-repository';
import { suggestQuote } from './quote-suggestion';
import { createQuoteWorkflow, QUOTE_NOT_FOUND } from './quote-workflow';

/**
 * What every answer of the customer's quote calls carries: never cached, the token never sent
 * on in a `Referer`, never indexed (the link is the credential).
 */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex');
}

const sendPdf = (reply: FastifyReply, document: { filename: string; bytes: Uint8Array }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${document.filename}"`)
    .send(Buffer.from(document.bytes));

/**
 * Priced quotes: the staff's calls on a lead (`leads.view` reads, `leads.manage` changes; a lead
 * of another account is a 404), the customer's token calls (rate limited per IP like the public
 * forms) and the signed-in customer's quote link.
 */
export function createQuoteOperations(deps: OperationDependencies): OperationHandlers {
  const { db, auth, outbox, webhooks, config, limits } = deps;
  const requireAccountAccess = createAccountAccess({ db, auth });
  const workflow = createQuoteWorkflow({ db, outbox, webhooks, publicUrl: config.publicUrl });
  const publicQuotes = createPublicQuotes(db);
  const perHour = { limit: config.formSubmissionsPerHour, windowMs: 60 * 60 * 1000 };
  // Answers (accept, decline) count like form submissions; reads of the page and its PDFs get
  // ten times as many (a customer reloads and downloads), still far too few to guess a token.
  const answersPerIp = limits.limiter('quote-answers-per-ip', perHour);
  const readsPerIp = limits.limiter('quote-reads-per-ip', {
    ...perHour,
    limit: perHour.limit * 10,
  });

  /** The lead of account `id` by reference (for reads); 404 for another account's. */
  async function leadOf(accountId: number, reference: string) {
    const type = leadTypeOf(reference);
    const { rows } = await db.query<{ id: number }>(
      `select id from ${leadTable(type)} where reference = $1 and account_id = $2`,
      [reference, accountId],
    );
    if (!rows[0]) throw notFound(LEAD_NOT_FOUND);
    return { type, id: rows[0].id, reference };
  }

  return {
    async suggestLeadQuote(request) {
      const { id, reference } = request.params;
      await requireAccountAccess(request, id, 'leads.manage');
      return suggestQuote(db, await leadOf(id, reference));
    },

    async listLeadQuotes(request) {
      const { id, reference } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      return { items: await createQuoteRepository(db).list(await leadOf(id, reference)) };
    },

    async createLeadQuote(request, reply) {
      const { id, reference } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'leads.manage');
      const quote = await workflow.create(id, reference, request.body, caller.userId);
      return reply.code(201).send(quote);
    },

    async getLeadQuote(request) {
      const { id, reference, quoteId } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const quote = await createQuoteRepository(db).find(await leadOf(id, reference), quoteId);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      return quote;
    },

    async updateLeadQuote(request) {
      const { id, reference, quoteId } = request.params;
      await requireAccountAccess(request, id, 'leads.manage');
      return workflow.update(id, reference, quoteId, request.body);
    },

    async deleteLeadQuote(request, reply) {
      const { id, reference, quoteId } = request.params;
      await requireAccountAccess(request, id, 'leads.manage');
      await workflow.remove(id, reference, quoteId);
      return reply.code(204).send();
    },

    async getLeadQuotePdf(request, reply) {
      const { id, reference, quoteId } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const lead = await leadOf(id, reference);
      const quotes = createQuoteRepository(db);
      const quote = await quotes.find(lead, quoteId);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      // A sent quote: the file the customer got. A draft: a preview rendered now.
      const { rows } = await db.query<{ pdf_document_id: number | null }>(
        'select pdf_document_id from lead_quotes where id = $1',
        [quoteId],
      );
      const documentId = rows[0]?.pdf_document_id;
      let document: Pick<StoredDocument, 'filename' | 'bytes'> | undefined =
        documentId == null ? undefined : await createDocumentStore(db).find(documentId);
      if (!document) {
        const context = await quoteLeadContext(db, lead);
        if (!context) throw notFound(LEAD_NOT_FOUND);
        const bytes = await renderQuotePdf(quoteDocumentOf(quote, context, null));
        document = { filename: `${quote.number}-draft.pdf`, bytes };
      }
      return sendPdf(reply, document);
    },

    async sendLeadQuote(request) {
      const { id, reference, quoteId } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'leads.manage');
      return workflow.send(id, reference, quoteId, caller.userId);
    },

    async getPublicQuote(request, reply) {
      privateAnswer(reply);
      throwIfLimited(reply, await readsPerIp.consume(request.ip));
      // The server's read for the page's HTML (seo/page-read.ts) is not the customer's opening.
      return publicQuotes.view(request.params.token, { record: !isPageRead(request.headers) });
    },

    async getPublicQuotePdf(request, reply) {
      privateAnswer(reply);
      throwIfLimited(reply, await readsPerIp.consume(request.ip));
      return sendPdf(reply, await publicQuotes.pdf(request.params.token));
    },

    async getPublicQuoteAgreementPdf(request, reply) {
      privateAnswer(reply);
      throwIfLimited(reply, await readsPerIp.consume(request.ip));
      return sendPdf(reply, await publicQuotes.agreement(request.params.token));
    },

    async acceptPublicQuote(request, reply) {
      privateAnswer(reply);
      throwIfLimited(reply, await answersPerIp.consume(request.ip));
      return workflow.accept(request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
    },

    async declinePublicQuote(request, reply) {
      privateAnswer(reply);
      throwIfLimited(reply, await answersPerIp.consume(request.ip));
      return workflow.decline(request.params.token, request.body.reason);
    },

    async createUserQuoteLink(request) {
      const caller = await auth.require(request);
      return mintUserQuoteLink(db, config.publicUrl, caller.userId, request.params.reference);
    },
  };
}
