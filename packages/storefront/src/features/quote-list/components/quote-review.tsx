import type { Equipment, QuoteLine } from '@liftline/sdk';
import { describeEstimate } from '@liftline/sdk';
import { formatDay, formatUsd, linePrice } from '../quote-lines';
import type { QuoteRequestValues } from '../quote-request-schema';
import styles from './quote-list.module.scss';

interface QuoteReviewProps {
  lines: readonly QuoteLine[];
  /** Each line's unit, when loaded. */
  units: readonly (Equipment | undefined)[];
  contact: QuoteRequestValues;
  onEditLines: () => void;
  onEditDetails: () => void;
}

/** "Rent 2 · Dec 3, 2026 – Dec 12, 2026" / "Buy 1". */
export function lineTerms(line: {
  mode: QuoteLine['mode'];
  quantity: number;
  start_date?: string | null;
  end_date?: string | null;
}) {
  if (line.mode === 'buy') return `Buy ${line.quantity}`;
  const dates =
    line.start_date && line.end_date
      ? ` · ${formatDay(line.start_date)} – ${formatDay(line.end_date)}`
      : '';
  return `Rent ${line.quantity}${dates}`;
}

/** The last look before sending: every line with its estimate, then the jobsite and contact. */
export function QuoteReview({
  lines,
  units,
  contact,
  onEditLines,
  onEditDetails,
}: QuoteReviewProps) {
  const details: [string, string | null | undefined][] = [
    ['Jobsite', `${contact.jobsite_address.trim()}, ${contact.jobsite_zip.trim()}`],
    ['Name', contact.name],
    ['Company', contact.company],
    ['E-mail', contact.email],
    ['Phone', contact.phone],
    ['PO number', contact.po_number],
    ['Notes', contact.notes],
  ];
  return (
    <div className={styles.review}>
      <section aria-labelledby="quote-review-lines">
        <div className={styles.reviewHead}>
          <h3 id="quote-review-lines">
            {lines.length === 1 ? 'One line' : `${lines.length} lines`}
          </h3>
          <button type="button" className={styles.inlineButton} onClick={onEditLines}>
            Edit <span className="visually-hidden">the lines</span>
          </button>
        </div>
        <ol className={styles.reviewLines}>
          {lines.map((line, index) => {
            const unit = units[index];
            const price = unit ? linePrice(unit, line) : null;
            return (
              <li key={`${line.equipment_id}-${line.mode}`}>
                <p className={styles.reviewTitle}>
                  {unit?.title ?? line.title ?? `Unit ${line.equipment_id}`}
                </p>
                <p>{lineTerms(line)}</p>
                {price?.estimate ? (
                  <p>
                    <span data-testid="review-estimate">{describeEstimate(price.estimate)}</span> ={' '}
                    {formatUsd(price.estimate.total)}
                    {line.quantity > 1
                      ? ` × ${line.quantity} = ${formatUsd(price.total ?? 0)}`
                      : ''}
                  </p>
                ) : price?.total != null ? (
                  <p>{formatUsd(price.total)}</p>
                ) : (
                  <p>Priced on request</p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="quote-review-details">
        <div className={styles.reviewHead}>
          <h3 id="quote-review-details">Jobsite and contact</h3>
          <button type="button" className={styles.inlineButton} onClick={onEditDetails}>
            Edit <span className="visually-hidden">the jobsite and contact</span>
          </button>
        </div>
        <dl className={styles.details}>
          {details
            .filter(([, value]) => value?.trim())
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </div>
  );
}
