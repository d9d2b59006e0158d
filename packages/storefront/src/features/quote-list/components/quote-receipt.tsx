import { describeRentalEstimate, ESTIMATE_DISCLAIMER, type Schemas } from '@liftline/sdk';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { paths } from '@/config/paths';
import { formatUsd } from '../quote-lines';
import { lineTerms } from './quote-review';
import styles from './quote-list.module.scss';

export type QuoteListReceipt = Schemas['QuoteListReceipt'];

interface QuoteReceiptViewProps {
  receipt: QuoteListReceipt;
  /** Where the confirmation went. */
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** After sending: the reference, and each line as the server priced it and the branch taking it. */
export function QuoteReceiptView({ receipt, email, headingRef }: QuoteReceiptViewProps) {
  const branches = new Set(receipt.lines.map((line) => line.lead_reference));
  const known = receipt.lines.filter((line) => line.estimated_total !== null);
  const total = Math.round(known.reduce((sum, line) => sum + line.estimated_total! * 100, 0)) / 100;
  return (
    <section className={styles.receipt} aria-labelledby="quote-sent-title">
      <h2 id="quote-sent-title" ref={headingRef} tabIndex={-1}>
        Quote request sent
      </h2>
      <p className={styles.reference}>
        Your reference: <strong data-testid="quote-reference">{receipt.reference}</strong>
      </p>
      <p>
        We sent a confirmation to {email.trim()}.{' '}
        {branches.size > 1
          ? `${branches.size} branches will answer, each for its own units; all of them know this reference.`
          : 'The branch answers with prices, availability and delivery.'}{' '}
        Your quote list is empty again.
      </p>
      <ol className={styles.reviewLines}>
        {receipt.lines.map((line) => (
          <li key={line.position} data-testid="receipt-line">
            <p className={styles.reviewTitle}>{line.equipment?.title ?? 'Unit no longer listed'}</p>
            <p>{lineTerms(line)}</p>
            {line.estimate ? (
              <p>
                <span data-testid="receipt-estimate">{describeRentalEstimate(line.estimate)}</span>{' '}
                = {formatUsd(line.estimate.total)}
                {line.quantity > 1 && line.estimated_total !== null
                  ? ` × ${line.quantity} = ${formatUsd(line.estimated_total)}`
                  : ''}
              </p>
            ) : (
              <p>{line.mode === 'buy' ? 'The branch quotes the price' : 'Rates on request'}</p>
            )}
            <p className={styles.receiptBranch}>
              {line.branch ? `${line.branch.name}` : 'The nearest branch'}
              {branches.size > 1 ? ` · ${line.lead_reference}` : ''}
            </p>
          </li>
        ))}
      </ol>
      {known.length ? (
        <div className={styles.total}>
          <p>
            Estimated rental total: <strong>{formatUsd(total)}</strong>
          </p>
          <p className={styles.disclaimer}>{ESTIMATE_DISCLAIMER}</p>
        </div>
      ) : null}
      <Link href={paths.equipment.getHref()} className={buttonClass('outline')}>
        Back to the catalog
      </Link>
    </section>
  );
}
