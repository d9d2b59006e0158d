import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../client';
import { quoteFlowMachine } from './quote-flow';
import type { QuoteListInput, QuoteRequestInput, QuoteRequestReceipt } from './quote-validation';

/** The quote flow wired to an SDK client. Start it with `createActor(createQuoteFlow(client), { input })`. */
export function createQuoteFlow(client: ApiClient) {
  return quoteFlowMachine.provide({
    actors: {
      submitQuote: fromPromise<QuoteRequestReceipt, QuoteListInput | QuoteRequestInput>(
        ({ input, signal }) =>
          unwrap(client.POST('/equipment/request-quote', { body: input, signal })),
      ),
    },
  });
}
