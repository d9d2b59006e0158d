import type { BodyOf, OperationDependencies, OperationHandlers } from '../api/operations';
import { createContactRequests } from './contact-requests';
import { createQuoteRequests } from './quote-requests';

/** Quote requests and branch contact requests. */
export function createLeadOperations({
  db,
  outbox,
  config,
}: OperationDependencies): OperationHandlers {
  const quotes = createQuoteRequests({ db, outbox, publicUrl: config.publicUrl });
  const contacts = createContactRequests({ db, outbox, publicUrl: config.publicUrl });
  return {
    async requestQuote(request, reply) {
      const receipt = await quotes.submit(request.body as BodyOf<'requestQuote'>);
      return reply.code(201).send(receipt);
    },

    async contactBranch(request, reply) {
      const receipt = await contacts.submit(request.body as BodyOf<'contactBranch'>);
      return reply.code(201).send(receipt);
    },
  };
}
