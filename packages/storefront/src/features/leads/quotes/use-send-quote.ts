import { unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toasts/use-toast';
import { useApiClient } from '@/lib/api/api-provider';
import { QUOTE_QUERIES, type Quote } from './lead-quotes-api';

/** Sends a draft (`sendLeadQuote`), then reads the versions and the lead again. */
export function useSendQuote(accountId: number, reference: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return async (quote: Quote) => {
    const sent = await unwrap(
      client.POST('/account/{id}/leads/{reference}/quotes/{quoteId}/send', {
        params: { path: { id: accountId, reference, quoteId: quote.id } },
      }),
    );
    await Promise.all(QUOTE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    toast.success({
      title: 'Quote sent',
      message: `${sent.number} is on its way to the customer.`,
    });
    return sent;
  };
}
