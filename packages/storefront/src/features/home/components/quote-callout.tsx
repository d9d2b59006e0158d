import { lazy, Suspense } from 'react';
import { PhoneIcon, SignatureIcon } from '@/components/icons/icons';
import { supportPhone, telHref } from '@/config/env';
import styles from './home.module.scss';

/** If the quote button's code cannot load, the phone number still gets the visitor a quote. */
function CallForQuote({ className }: { className?: string }) {
  return (
    <a className={`${styles.quotePhone} ${className ?? ''}`} href={telHref(supportPhone)}>
      <PhoneIcon size={20} />
      Call {supportPhone} for a quote
    </a>
  );
}

const RequestQuoteButton = lazy(() =>
  import('./request-quote-button').catch(() => ({ default: CallForQuote })),
);

/** Spec §2 request-quote modal, for a general quote: a call to action with the widget's button. */
export function QuoteCallout() {
  return (
    <section className={styles.quote} aria-labelledby="home-quote-title">
      <div className={styles.sectionInner}>
        <div className={styles.quoteCard}>
          <span className={styles.quoteIcon}>
            <SignatureIcon size={36} />
          </span>
          <div className={styles.quoteCopy}>
            <h2 id="home-quote-title" className={styles.quoteTitle}>
              Need a price for your next job?
            </h2>
            <p className={styles.quoteText}>
              Tell us what you need — rent or buy, dates, quantity and jobsite — and your local
              branch will get back to you with a quote, usually within one business day.
            </p>
          </div>
          <div className={styles.quoteAction}>
            {/* Holds the button's place while its code loads: nothing moves when it arrives. */}
            <Suspense fallback={<span className={styles.quotePlaceholder} aria-hidden="true" />}>
              <RequestQuoteButton className={styles.quoteWidget} />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}
