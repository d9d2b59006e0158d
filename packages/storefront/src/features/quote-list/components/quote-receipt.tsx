import { Trans, useLingui } from '@lingui/react';
import { describeRentalEstimate, sdkMessages, type Schemas } from '@liftline/sdk';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { paths } from '@/config/paths';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { formatUsd } from '../quote-lines';
import { EstimateText } from './estimate-text';
import { lineTerms } from './line-terms';
import styles from './quote-list.module.scss';
import { translate } from '@/utils/translate';

export type QuoteListReceipt = Schemas['QuoteListReceipt'];

interface QuoteReceiptViewProps {
  receipt: QuoteListReceipt;
  /** Where the confirmation went. */
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const messages = {
  title: /*i18n*/ { id: 'quoteList.receipt.title', message: 'Quote request sent' },
  branches: /*i18n*/ {
    id: 'quoteList.receipt.branches',
    message:
      'We sent a confirmation to {email}. {count} branches will answer, each for its own units; all of them know this reference. Your quote list is empty again.',
  },
  branch: /*i18n*/ {
    id: 'quoteList.receipt.branch',
    message:
      'We sent a confirmation to {email}. The branch answers with prices, availability and delivery. Your quote list is empty again.',
  },
  unlisted: /*i18n*/ { id: 'quoteList.receipt.unlisted', message: 'Unit no longer listed' },
  branchQuotes: /*i18n*/ {
    id: 'quoteList.receipt.branchQuotes',
    message: 'The branch quotes the price',
  },
  ratesOnRequest: /*i18n*/ { id: 'quoteList.line.ratesOnRequest', message: 'Rates on request' },
  nearestBranch: /*i18n*/ { id: 'quoteList.receipt.nearestBranch', message: 'The nearest branch' },
  branchLead: /*i18n*/ { id: 'quoteList.receipt.branchLead', message: '{branch} · {reference}' },
  back: /*i18n*/ { id: 'quoteList.receipt.back', message: 'Back to the catalog' },
};

/** After sending: the reference, and each line as the server priced it and the branch taking it. */
export function QuoteReceiptView({ receipt, email, headingRef }: QuoteReceiptViewProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const tag = useLocaleTag();
  const branches = new Set(receipt.lines.map((line) => line.lead_reference));
  const known = receipt.lines.filter((line) => line.estimated_total !== null);
  const total = Math.round(known.reduce((sum, line) => sum + line.estimated_total! * 100, 0)) / 100;
  return (
    <section className={styles.receipt} aria-labelledby="quote-sent-title">
      <h2 id="quote-sent-title" ref={headingRef} tabIndex={-1}>
        {i18n._(messages.title)}
      </h2>
      <p className={styles.reference}>
        <Trans
          id="quoteList.receipt.reference"
          message="Your reference: <0>{reference}</0>"
          values={{ reference: receipt.reference }}
          components={{ 0: <strong data-testid="quote-reference" /> }}
        />
      </p>
      <p>
        {translate(i18n, branches.size > 1 ? messages.branches : messages.branch, {
          email: email.trim(),
          count: branches.size,
        })}
      </p>
      <ol className={styles.reviewLines}>
        {receipt.lines.map((line) => {
          const branch = line.branch ? line.branch.name : i18n._(messages.nearestBranch);
          return (
            <li key={line.position} data-testid="receipt-line">
              <p className={styles.reviewTitle}>
                {line.equipment?.title ?? i18n._(messages.unlisted)}
              </p>
              <p>{lineTerms(line, i18n, tag)}</p>
              {line.estimate ? (
                <p>
                  <EstimateText
                    estimate={describeRentalEstimate(line.estimate, tag)}
                    each={formatUsd(line.estimate.total, tag)}
                    quantity={line.estimated_total === null ? 1 : line.quantity}
                    total={formatUsd(line.estimated_total ?? 0, tag)}
                    testId="receipt-estimate"
                  />
                </p>
              ) : (
                <p>
                  {i18n._(line.mode === 'buy' ? messages.branchQuotes : messages.ratesOnRequest)}
                </p>
              )}
              <p className={styles.receiptBranch}>
                {branches.size > 1
                  ? translate(i18n, messages.branchLead, { branch, reference: line.lead_reference })
                  : branch}
              </p>
            </li>
          );
        })}
      </ol>
      {known.length ? (
        <div className={styles.total}>
          <p>
            <Trans
              id="quoteList.receipt.total"
              message="Estimated rental total: <0>{total}</0>"
              values={{ total: formatUsd(total, tag) }}
              components={{ 0: <strong /> }}
            />
          </p>
          <p className={styles.disclaimer}>{sdkMessages(locale).estimateDisclaimer}</p>
        </div>
      ) : null}
      <Link href={paths.equipment.getHref()} className={buttonClass('outline')}>
        {i18n._(messages.back)}
      </Link>
    </section>
  );
}
