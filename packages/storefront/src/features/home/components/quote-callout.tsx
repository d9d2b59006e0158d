import { Trans } from '@lingui/react';
import { lazy, Suspense, useRef } from 'react';
import { PhoneIcon, SignatureIcon } from '@/components/icons/icons';
import { supportPhone, telHref } from '@/config/env';
import styles from './home.module.scss';
import { useNearViewport } from './use-near-viewport';

/** If the quote button's code cannot load, the phone number still gets the visitor a quote. */
function CallForQuote({ className }: { className?: string }) {
  return (
    <a className={`${styles.quotePhone} ${className ?? ''}`} href={telHref(supportPhone)}>
      <PhoneIcon size={20} />
      <Trans
        id="home.quote.call"
        message="Call {phone} for a quote"
        values={{ phone: supportPhone }}
      />
    </a>
  );
}

const RequestQuoteButton = lazy(() =>
  import('./request-quote-button').catch(() => ({ default: CallForQuote })),
);

/**
 * The request-quote dialog for a general quote (no unit chosen): a call to action with the widget's button. The
 * button's code (with the quote dialog's) loads when the section comes near the screen.
 */
export function QuoteCallout() {
  const action = useRef<HTMLDivElement>(null);
  const near = useNearViewport(action);
  const placeholder = <span className={styles.quotePlaceholder} aria-hidden="true" />;
  return (
    <section className={styles.quote} aria-labelledby="home-quote-title">
      <div className={styles.sectionInner}>
        <div className={styles.quoteCard}>
          <span className={styles.quoteIcon}>
            <SignatureIcon size={36} />
          </span>
          <div className={styles.quoteCopy}>
            <h2 id="home-quote-title" className={styles.quoteTitle}>
              <Trans id="home.quote.title" message="Need a price for your next job?" />
            </h2>
            <p className={styles.quoteText}>
              <Trans
                id="home.quote.text"
                message="Tell us what you need — rent or buy, dates, quantity and jobsite — and your local branch will get back to you with a quote, usually within one business day."
              />
            </p>
          </div>
          <div ref={action} className={styles.quoteAction}>
            {/* Holds the button's place until its code is here: nothing moves when it arrives. */}
            {near ? (
              <Suspense fallback={placeholder}>
                <RequestQuoteButton className={styles.quoteWidget} />
              </Suspense>
            ) : (
              placeholder
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
