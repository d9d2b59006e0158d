import { Trans, useLingui } from '@lingui/react';
import type { Equipment, QuoteLine } from '@liftline/sdk';
import { describeEstimate } from '@liftline/sdk';
import { useLocaleTag } from '@/i18n/use-locale';
import { formatUsd, linePrice } from '../quote-lines';
import type { QuoteRequestValues } from '../quote-request-schema';
import { EstimateText } from './estimate-text';
import { lineTerms } from './line-terms';
import styles from './quote-list.module.scss';
import { translate } from '@/utils/translate';

interface QuoteReviewProps {
  lines: readonly QuoteLine[];
  /** Each line's unit, when loaded. */
  units: readonly (Equipment | undefined)[];
  /** The days a line's units are not free, in words, by the line's place (kept from the lines step). */
  notFree?: Readonly<Record<number, string>>;
  contact: QuoteRequestValues;
  onEditLines: () => void;
  onEditDetails: () => void;
}

const messages = {
  lines: /*i18n*/ {
    id: 'quoteList.review.lines',
    message: '{count, plural, one {One line} other {{count} lines}}',
  },
  unit: /*i18n*/ { id: 'quoteList.line.unit', message: 'Unit {id}' },
  onRequest: /*i18n*/ { id: 'quoteList.review.onRequest', message: 'Priced on request' },
  details: /*i18n*/ { id: 'quoteList.step.details', message: 'Jobsite and contact' },
  jobsite: /*i18n*/ { id: 'quoteList.details.jobsite', message: 'Jobsite' },
  jobsiteValue: /*i18n*/ { id: 'quoteList.review.jobsiteValue', message: '{address}, {zip}' },
  name: /*i18n*/ { id: 'auth.field.name', message: 'Name' },
  company: /*i18n*/ { id: 'quoteList.review.company', message: 'Company' },
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'quoteList.details.phone', message: 'Phone' },
  po: /*i18n*/ { id: 'quoteList.review.po', message: 'PO number' },
  notes: /*i18n*/ { id: 'quoteList.review.notes', message: 'Notes' },
};

/** The last look before sending: every line with its estimate, then the jobsite and contact. */
export function QuoteReview({
  lines,
  units,
  notFree = {},
  contact,
  onEditLines,
  onEditDetails,
}: QuoteReviewProps) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const jobsite = translate(i18n, messages.jobsiteValue, {
    address: contact.jobsite_address.trim(),
    zip: contact.jobsite_zip.trim(),
  });
  const details: [string, string | null | undefined][] = [
    [i18n._(messages.jobsite), jobsite],
    [i18n._(messages.name), contact.name],
    [i18n._(messages.company), contact.company],
    [i18n._(messages.email), contact.email],
    [i18n._(messages.phone), contact.phone],
    [i18n._(messages.po), contact.po_number],
    [i18n._(messages.notes), contact.notes],
  ];
  return (
    <div className={styles.review}>
      <section aria-labelledby="quote-review-lines">
        <div className={styles.reviewHead}>
          <h3 id="quote-review-lines">
            {translate(i18n, messages.lines, { count: lines.length })}
          </h3>
          <button type="button" className={styles.inlineButton} onClick={onEditLines}>
            <Trans
              id="quoteList.review.editLines"
              message="Edit <0>the lines</0>"
              components={{ 0: <span className="visually-hidden" /> }}
            />
          </button>
        </div>
        <ol className={styles.reviewLines}>
          {lines.map((line, index) => {
            const unit = units[index];
            const price = unit ? linePrice(unit, line) : null;
            return (
              <li key={`${line.equipment_id}-${line.mode}`}>
                <p className={styles.reviewTitle}>
                  {unit?.title ??
                    line.title ??
                    translate(i18n, messages.unit, { id: line.equipment_id })}
                </p>
                <p>{lineTerms(line, i18n, tag)}</p>
                {notFree[index] ? (
                  <p className={styles.availability} data-tone="short" role="alert">
                    {notFree[index]}
                  </p>
                ) : null}
                {price?.estimate ? (
                  <p>
                    <EstimateText
                      estimate={describeEstimate(price.estimate, tag)}
                      each={formatUsd(price.estimate.total, tag)}
                      quantity={line.quantity}
                      total={formatUsd(price.total ?? 0, tag)}
                      testId="review-estimate"
                    />
                  </p>
                ) : price?.total != null ? (
                  <p>{formatUsd(price.total, tag)}</p>
                ) : (
                  <p>{i18n._(messages.onRequest)}</p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="quote-review-details">
        <div className={styles.reviewHead}>
          <h3 id="quote-review-details">{i18n._(messages.details)}</h3>
          <button type="button" className={styles.inlineButton} onClick={onEditDetails}>
            <Trans
              id="quoteList.review.editDetails"
              message="Edit <0>the jobsite and contact</0>"
              components={{ 0: <span className="visually-hidden" /> }}
            />
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
