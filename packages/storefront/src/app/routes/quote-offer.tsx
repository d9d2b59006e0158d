import { useParams } from 'wouter';
import { QuoteOfferPage } from '@/features/quote-offer/components/quote-offer-page';
import { useNoIndex } from '@/hooks/use-no-index';
import NotFoundRoute from './not-found';

/** A token of the quote e-mail's link: base64url, at least 128 bits (22 characters). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/** `/quotes/:token`: the quote a branch sent, opened from the e-mail without signing in. */
export default function QuoteOfferRoute() {
  useNoIndex({ noReferrer: true });
  const { token } = useParams<{ token: string }>();
  if (!TOKEN.test(token)) return <NotFoundRoute />;
  return <QuoteOfferPage key={token} token={token} notFound={<NotFoundRoute />} />;
}
