import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { useLocaleTag } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { formatDay } from '@/utils/format';
import { translate } from '@/utils/translate';
import { quoteOfferKey, useQuoteOffer, type PublicQuote } from '../quote-offer-api';
import { STATUS_LABELS } from '../quote-offer-labels';
import { HydrateLater } from '@/components/hydrate-later/hydrate-later';
import { AcceptQuoteForm } from './accept-quote-form';
import { DeclineQuoteForm } from './decline-quote-form';
import { QuoteOfferLines, QuoteOfferTotals } from './quote-offer-lines';
import styles from './quote-offer.module.scss';

const messages = {
  title: /*i18n*/ { id: 'quoteOffer.title', message: 'Quote {number}' },
  loadingTitle: /*i18n*/ { id: 'quoteOffer.loadingTitle', message: 'Your quote' },
  loading: /*i18n*/ { id: 'quoteOffer.loading', message: 'Loading your quote…' },
  what: /*i18n*/ { id: 'quoteOffer.what', message: 'your quote' },
  version: /*i18n*/ { id: 'quoteOffer.version', message: 'Version {version}' },
  validUntil: /*i18n*/ { id: 'quoteOffer.validUntil', message: 'Valid until {day}' },
  from: /*i18n*/ { id: 'quoteOffer.from', message: 'From' },
  for: /*i18n*/ { id: 'quoteOffer.for', message: 'Prepared for' },
  totals: /*i18n*/ { id: 'quoteOffer.totals.title', message: 'Totals' },
  note: /*i18n*/ { id: 'quoteOffer.note', message: 'A note from the branch' },
  terms: /*i18n*/ { id: 'quoteOffer.terms', message: 'Terms of this quote' },
  pdf: /*i18n*/ { id: 'quoteOffer.pdf', message: 'Download the quote (PDF)' },
  agreementPdf: /*i18n*/ {
    id: 'quoteOffer.agreementPdf',
    message: 'Download the signed rental agreement (PDF)',
  },
  accepted: /*i18n*/ {
    id: 'quoteOffer.accepted',
    message:
      'You accepted this quote on {day}, signed as {name}. Your rental agreement number is {agreement}.',
  },
  declined: /*i18n*/ {
    id: 'quoteOffer.declined',
    message: 'You declined this quote on {day}. The branch has been told.',
  },
  expired: /*i18n*/ {
    id: 'quoteOffer.expired',
    message: 'This quote expired on {day}: its prices and availability no longer hold.',
  },
  superseded: /*i18n*/ {
    id: 'quoteOffer.superseded',
    message:
      'The branch has sent a newer version of this quote: look for it in your e-mail. This one can no longer be accepted.',
  },
  askAgain: /*i18n*/ { id: 'quoteOffer.askAgain', message: 'Ask for a new quote' },
};

const STATUS_TONES: Readonly<Record<PublicQuote['status'], BadgeTone>> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'neutral',
  superseded: 'warning',
  expired: 'warning',
};

/** The day of a timestamp (UTC), as `YYYY-MM-DD` for the day formatter. */
const dayOf = (timestamp: string | null | undefined) => (timestamp ?? '').slice(0, 10);

/** Who prepared the quote: the branch's name, address, phone and e-mail. */
function BranchCard({ quote }: { quote: PublicQuote }) {
  const { i18n } = useLingui();
  const { branch } = quote;
  return (
    <div className={styles.party}>
      <h2 className={styles.partyHeading}>{i18n._(messages.from)}</h2>
      <p className={styles.partyName}>{branch.name}</p>
      {branch.address ? <p className={styles.prose}>{branch.address}</p> : null}
      {branch.phone ? (
        <p>
          <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
        </p>
      ) : null}
      {branch.email ? (
        <p>
          <a href={`mailto:${branch.email}`}>{branch.email}</a>
        </p>
      ) : null}
    </div>
  );
}

/** What the customer can still do, or what they did: accept/decline, or the answer's state. */
function Answer({
  quote,
  token,
  onAnswered,
}: {
  quote: PublicQuote;
  token: string;
  onAnswered: () => void;
}) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rootHref = useRootHref();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = quote.status;
  const first = useRef(status);
  // Once the customer has answered on this page, the focus goes to what the answer changed.
  useEffect(() => {
    if (status !== first.current) headingRef.current?.focus();
  }, [status]);
  if (status === 'sent')
    return (
      <div className={styles.answer}>
        <AcceptQuoteForm token={token} quote={quote} onAnswered={onAnswered} />
        <DeclineQuoteForm token={token} onAnswered={onAnswered} />
      </div>
    );
  let text: ReactNode = null;
  let askAgain = false;
  if (status === 'accepted')
    text = translate(i18n, messages.accepted, {
      day: formatDay(dayOf(quote.accepted_at), tag),
      name: quote.signer_name ?? '',
      agreement: quote.agreement_number ?? '',
    });
  else if (status === 'declined')
    text = translate(i18n, messages.declined, { day: formatDay(dayOf(quote.declined_at), tag) });
  else if (status === 'expired') {
    text = translate(i18n, messages.expired, { day: formatDay(quote.valid_until, tag) });
    askAgain = true;
  } else if (status === 'superseded') {
    text = i18n._(messages.superseded);
    askAgain = true;
  }
  const unit = quote.lines.find((line) => line.equipment_id)?.equipment_id;
  return (
    <section
      className={`${styles.panel} ${styles.state}`}
      aria-labelledby="quote-offer-answer"
      data-testid="quote-offer-state"
    >
      <h2 id="quote-offer-answer" ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {i18n._(STATUS_LABELS[status])}
      </h2>
      <p>{text}</p>
      {status === 'accepted' && quote.agreement_url ? (
        <p>
          <a
            href={quote.agreement_url}
            className={buttonClass('primary')}
            rel="noreferrer"
            data-testid="agreement-pdf"
          >
            {i18n._(messages.agreementPdf)}
          </a>
        </p>
      ) : null}
      {askAgain ? (
        <p>
          <Link
            href={rootHref(unit ? paths.equipmentDetail.getHref(unit) : paths.contact.getHref())}
            className={buttonClass('primary')}
          >
            {i18n._(messages.askAgain)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function QuoteOffer({ quote, token }: { quote: PublicQuote; token: string }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const queryClient = useQueryClient();
  const totalsId = useId();
  const noteId = useId();
  const termsId = useId();
  const onAnswered = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: quoteOfferKey(token) }),
    [queryClient, token],
  );
  const title = translate(i18n, messages.title, { number: quote.number });
  return (
    <ContentLayout
      title={title}
      breadcrumbs={[{ name: title, path: paths.quoteOffer.getHref(token) }]}
    >
      <div className={styles.page}>
        <p className={styles.meta}>
          <Badge tone={STATUS_TONES[quote.status]}>{i18n._(STATUS_LABELS[quote.status])}</Badge>
          <span>{translate(i18n, messages.version, { version: quote.version })}</span>
          <span>
            {translate(i18n, messages.validUntil, { day: formatDay(quote.valid_until, tag) })}
          </span>
        </p>
        <div className={styles.parties}>
          <BranchCard quote={quote} />
          <div className={styles.party}>
            <h2 className={styles.partyHeading}>{i18n._(messages.for)}</h2>
            <p className={styles.partyName}>{quote.customer.name}</p>
            {quote.customer.company ? <p>{quote.customer.company}</p> : null}
          </div>
        </div>
        {quote.note_to_customer ? (
          <section className={styles.note} aria-labelledby={noteId}>
            <h2 id={noteId} className={styles.partyHeading}>
              {i18n._(messages.note)}
            </h2>
            <p className={styles.prose}>{quote.note_to_customer}</p>
          </section>
        ) : null}
        {/* The page hydrates in parts, a task each (components/hydrate-later). */}
        <HydrateLater>
          <QuoteOfferLines quote={quote} />
        </HydrateLater>
        <section className={styles.totalsBox} aria-labelledby={totalsId}>
          <h2 id={totalsId} className="visually-hidden">
            {i18n._(messages.totals)}
          </h2>
          <QuoteOfferTotals quote={quote} headingId={totalsId} />
        </section>
        <p>
          <a
            href={quote.pdf_url}
            className={buttonClass('outline')}
            rel="noreferrer"
            data-testid="quote-pdf"
          >
            {i18n._(messages.pdf)}
          </a>
        </p>
        {quote.terms ? (
          <section aria-labelledby={termsId}>
            <h2 id={termsId} className={styles.sectionHeading}>
              {i18n._(messages.terms)}
            </h2>
            <p className={styles.prose}>{quote.terms}</p>
          </section>
        ) : null}
        <HydrateLater>
          <Answer quote={quote} token={token} onAnswered={onAnswered} />
        </HydrateLater>
      </div>
    </ContentLayout>
  );
}

interface QuoteOfferPageProps {
  token: string;
  /** Shown for an unknown token (the app's 404 page). */
  notFound: ReactNode;
}

/** `/quotes/:token`: the quote a branch sent, to read, accept and sign, or decline. */
export function QuoteOfferPage({ token, notFound }: QuoteOfferPageProps) {
  const { i18n } = useLingui();
  const query = useQuoteOffer(token);
  // As tall as the screen while the quote loads: the footer starts below it, so the quote
  // arriving moves nothing in view (no layout shift).
  const frame = (content: ReactNode) => (
    <ContentLayout
      title={i18n._(messages.loadingTitle)}
      breadcrumbs={[]}
      className={styles.loadingFrame}
    >
      {content}
    </ContentLayout>
  );
  return (
    <QueryView
      query={query}
      what={i18n._(messages.what)}
      notFound={notFound}
      frame={frame}
      loading={frame(<p role="status">{i18n._(messages.loading)}</p>)}
    >
      {(quote) => <QuoteOffer quote={quote} token={token} />}
    </QueryView>
  );
}
