import { formatDateRange, linePrice, purchaseTimeframes, type QuoteStep } from '@liftline/sdk';
import type { ReactNode } from 'react';
import { formatUsd } from '../quote-money';
import { QuoteTotals } from '../quote-totals';
import { LineAvailabilityNote } from './line-availability';
import { BACK, defineStep } from './step';

/** A last look at the request, with a way back to each step; also shown while it is sent. */
export const ConfirmStep = defineStep(
  { title: 'confirmTitle', back: BACK, submit: ['send', (flow) => flow.submit()] },
  function ConfirmStep({ flow, busy, words, locale }) {
    const { draft, branch, units, availability } = flow;
    const list = draft.lines.length > 0;
    const timeframe = purchaseTimeframes(locale).find((o) => o.value === draft.purchase_timeframe);
    const rows: [QuoteStep, string, ReactNode][] = [
      [
        'lines',
        words.equipment,
        list ? (
          <ul className="lf-quote__summary">
            {draft.lines.map((line) => {
              const unit = units[line.equipment_id];
              const price = unit && linePrice(unit, line).total;
              return (
                <li key={`${line.equipment_id}-${line.mode}`}>
                  {line.quantity} ×{' '}
                  {unit?.title ?? line.title ?? words.unitFallback(line.equipment_id)}
                  <br />
                  {line.mode === 'rent'
                    ? words.rentDates(
                        formatDateRange(line.start_date ?? '?', line.end_date ?? '?', locale),
                      )
                    : words.buy}
                  {price != null ? ` · ${formatUsd(price, locale)}` : ''}
                  {/* What the lines step said of its dates, when it is a warning. */}
                  <LineAvailabilityNote
                    line={line}
                    check={availability[line.equipment_id]}
                    words={words}
                    warningsOnly
                  />
                </li>
              );
            })}
          </ul>
        ) : draft.listing === 'buy' ? (
          words.generalBuy(timeframe?.label ?? '')
        ) : (
          words.generalRent(words.day(draft.start_date))
        ),
      ],
      [
        'details',
        words.jobsite,
        <>
          {list ? draft.jobsite_address : null}
          {list ? <br /> : null}
          {words.zip(draft.jobsite_zip)}
          {list ? null : <br />}
          {list
            ? null
            : branch
              ? words.branch(words.place(branch.city, branch.state))
              : words.nearest}
        </>,
      ],
      [
        'details',
        words.contact,
        <>
          {draft.name}
          {draft.company.trim() ? `, ${draft.company.trim()}` : ''}
          <br />
          {draft.email}
          <br />
          {draft.phone}
          {draft.po_number.trim() ? words.po(draft.po_number.trim()) : ''}
        </>,
      ],
      ['details', words.notes, draft.notes.trim() || words.none],
    ];
    return (
      <>
        <dl className="lf-quote__review">
          {rows.map(([step, label, value]) => (
            <div key={label} className="lf-quote__review-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
              <dd className="lf-quote__review-edit">
                <button
                  type="button"
                  className="lf-link-button"
                  disabled={busy}
                  onClick={() => flow.edit(step)}
                  aria-label={words.editRow(label)}
                >
                  {words.edit}
                </button>
              </dd>
            </div>
          ))}
        </dl>
        {list ? (
          <QuoteTotals lines={draft.lines} units={units} words={words} locale={locale} />
        ) : null}
      </>
    );
  },
);
