import { RequestQuote } from '@liftline/widgets';
import { PRODUCT_KEY } from '@/config/env';
import { useLocale } from '@/i18n/use-locale';
import { useApiClient } from '@/lib/api/api-provider';
import { useUser } from '@/lib/auth';

/**
 * The request-quote widget for a general quote (no unit chosen), prefilled with the signed-in
 * user's name and e-mail. Loaded on its own (see QuoteCallout) so the quote form's code stays out
 * of the home page's chunk.
 */
export default function RequestQuoteButton({ className }: { className?: string }) {
  const user = useUser();
  const client = useApiClient();
  const locale = useLocale();
  return (
    <RequestQuote
      lang={locale}
      client={client}
      productKey={PRODUCT_KEY}
      className={className}
      {...(user ? { contact: { name: user.name, email: user.email } } : {})}
    />
  );
}
