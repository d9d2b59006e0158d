import { pageRequest } from '../accounts/pagination';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { throwIfLimited } from '../auth/rate-limit';
import { createContactRequests } from './contact-requests';
import { createLeadInboxOperations } from './lead-inbox-operations';
import { creditedSource } from './lead-source';
import { createQuoteLists } from './quote-lists';
import { createQuoteRequests } from './quote-requests';
import { createUserRequests } from './user-requests';

/** Quote requests and branch contact requests; a signed-in user's own requests; the lead inbox. */
export function createLeadOperations(deps: OperationDependencies): OperationHandlers {
  const { db, outbox, config, auth, limits, siteKeys, webhooks } = deps;
  const leadDeps = { db, outbox, webhooks, publicUrl: config.publicUrl };
  const quotes = createQuoteRequests(leadDeps);
  const quoteLists = createQuoteLists(leadDeps);
  const contacts = createContactRequests(leadDeps);
  const userRequests = createUserRequests(db);
  // The contract's per-IP limit on public form submissions (only valid ones count: the contract
  // rejects malformed bodies before a handler runs).
  const perHour = { limit: config.formSubmissionsPerHour, windowMs: 60 * 60 * 1000 };
  const quotesPerIp = limits.limiter('quotes-per-ip', perHour);
  const contactsPerIp = limits.limiter('contacts-per-ip', perHour);
  return {
    ...createLeadInboxOperations(deps),

    async requestQuote(request, reply) {
      throwIfLimited(reply, await quotesPerIp.consume(request.ip));
      // One request counts once against the limit, whatever its number of lines.
      const body = request.body;
      // A dealer site's widget sends its key: the lead is credited only from the site's origins.
      const source = await creditedSource(siteKeys, body.source, request.headers.origin);
      const receipt =
        'items' in body ? await quoteLists.submit(body, source) : await quotes.submit(body, source);
      return reply.code(201).send(receipt);
    },

    async contactBranch(request, reply) {
      throwIfLimited(reply, await contactsPerIp.consume(request.ip));
      const source = await creditedSource(siteKeys, request.body.source, request.headers.origin);
      const receipt = await contacts.submit(request.body, source);
      return reply.code(201).send(receipt);
    },

    async listUserRequests(request) {
      const caller = await auth.require(request);
      const query = request.query;
      return userRequests.page(caller.userId, pageRequest(query));
    },
  };
}
