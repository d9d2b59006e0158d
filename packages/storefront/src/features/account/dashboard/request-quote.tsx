import { errorNotice, unwrap } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { useApiClient } from '@/lib/api/api-provider';
import { formatDay, formatUsd } from '@/utils/format';
import { translate } from '@/utils/translate';
import styles from './dashboard.module.scss';
import type { UserRequest } from './requests-api';

type RequestQuoteSummary = NonNullable<UserRequest['quote']>;

const messages = {
  quote: /*i18n*/ {
    id: 'account.requests.quoteSummary',
    message: 'Quote {number}: {total}, valid until {day}',
  },
  open: /*i18n*/ { id: 'account.requests.openQuote', message: 'Open quote' },
  opening: /*i18n*/ { id: 'account.requests.openingQuote', message: 'Opening…' },
  draft: /*i18n*/ { id: 'quoteOffer.status.draft', message: 'Draft' },
  sent: /*i18n*/ { id: 'quoteOffer.status.sent', message: 'Waiting for your answer' },
  accepted: /*i18n*/ { id: 'quoteOffer.status.accepted', message: 'Accepted' },
  declined: /*i18n*/ { id: 'quoteOffer.status.declined', message: 'Declined' },
  superseded: /*i18n*/ {
    id: 'quoteOffer.status.superseded',
    message: 'Replaced by a newer quote',
  },
  expired: /*i18n*/ { id: 'quoteOffer.status.expired', message: 'Expired' },
};

const TONES: Readonly<Record<RequestQuoteSummary['status'], BadgeTone>> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'neutral',
  superseded: 'warning',
  expired: 'warning',
};

/**
 * The quote a branch sent for one of the user's requests (number, status, total) and "Open quote":
 * a fresh link to its page (`POST /user/requests/{reference}/quote-link`), in the page's language.
 */
export function RequestQuote({
  reference,
  quote,
}: {
  reference: string;
  quote: RequestQuoteSummary;
}) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const locale = useLocale();
  const client = useApiClient();
  const rootHref = useRootHref();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await unwrap(
        client.POST('/user/requests/{reference}/quote-link', {
          params: { path: { reference } },
        }),
      );
      // The link's page, in this app and in the language this page speaks (the server writes
      // the lead's).
      const path = new URL(url, window.location.href).pathname.replace(/^\/es(?=\/)/, '');
      navigate(rootHref(path));
    } catch (error) {
      setFailure(errorNotice(error, undefined, locale).message);
      setBusy(false);
    }
  };
  return (
    <div className={styles.requestQuote} data-testid="request-quote">
      <p>
        <Badge tone={TONES[quote.status]}>{i18n._(messages[quote.status])}</Badge>{' '}
        {translate(i18n, messages.quote, {
          number: quote.number,
          total: formatUsd(quote.total, tag),
          day: formatDay(quote.valid_until, tag),
        })}
      </p>
      <button
        type="button"
        className={buttonClass('primary')}
        aria-disabled={busy || undefined}
        onClick={() => void open()}
      >
        {i18n._(busy ? messages.opening : messages.open)}
      </button>
      <FormAlert>{failure}</FormAlert>
    </div>
  );
}
