import { fromPromise } from 'xstate';
import type { AvailabilityQuery, EquipmentAvailability } from '../availability';
import { type ApiClient, unwrap } from '../client';
import { quoteFlowMachine } from './quote-flow';
import type { QuoteRequestBody, QuoteRequestReceipt } from './quote-validation';

/** The quote flow wired to an SDK client. Start it with `createActor(createQuoteFlow(client), { input })`. */
export function createQuoteFlow(client: ApiClient) {
  return quoteFlowMachine.provide({
    actors: {
      submitQuote: fromPromise<QuoteRequestReceipt, QuoteRequestBody>(({ input, signal }) =>
        unwrap(client.POST('/equipment/request-quote', { body: input, signal })),
      ),
      fetchAvailability: fromPromise<EquipmentAvailability, AvailabilityQuery>(
        ({ input: { id, from, to }, signal }) =>
          unwrap(
            client.GET('/equipment/{id}/availability', {
              params: { path: { id }, query: { from, to } },
              signal,
            }),
          ),
      ),
    },
  });
}
