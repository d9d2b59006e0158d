import { ESTIMATE_DISCLAIMER, linePrice, PURCHASE_TIMEFRAMES, type QuoteStep } from '@liftline/sdk';
import type { ReactNode } from 'react';
import { formatUsd, requestTotal } from '../quote-money';
import { BACK, defineStep } from './step';

// Built on first use (see quote-money.ts).
let dateFormat: Intl.DateTimeFormat | undefined;
const formatDate = (iso?: string) =>
  iso
    ? (dateFormat ??= new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })).format(new Date(`${iso}T00:00:00Z`))
    : '?';

/** A last look at the request, with a way back to each step; also shown while it is sent. */
export const ConfirmStep = defineStep(
  { title: 'Confirm your request', back: BACK, submit: ['Send request', (flow) => flow.submit()] },
  function ConfirmStep({ flow, busy }) {
    const { draft, branch, units } = flow;
    const list = draft.lines.length > 0;
    const { total, onRequest } = requestTotal(draft.lines, units);
    const timeframe = PURCHASE_TIMEFRAMES.find((o) => o.value === draft.purchase_timeframe);
    const rows: [QuoteStep, string, ReactNode][] = [
      [
        'lines',
        'Equipment',
        list ? (
          <ul className="lf-quote__summary">
            {draft.lines.map((line) => {
              const unit = units[line.equipment_id];
              const price = unit && linePrice(unit, line).total;
              return (
                <li key={`${line.equipment_id}-${line.mode}`}>
                  {line.quantity} × {unit?.title ?? line.title ?? `Equipment #${line.equipment_id}`}
                  <br />
                  {line.mode === 'rent'
                    ? `Rent ${formatDate(line.start_date)} – ${formatDate(line.end_date)}`
                    : 'Buy'}
                  {price != null ? ` · ${formatUsd(price)}` : ''}
                </li>
              );
            })}
          </ul>
        ) : draft.listing === 'buy' ? (
          `General request: buy, ${timeframe?.label.toLowerCase()}`
        ) : (
          `General request: rent from ${formatDate(draft.start_date)}`
        ),
      ],
      [
        'details',
        'Jobsite',
        <>
          {list ? draft.jobsite_address : null}
          {list ? <br /> : null}
          Zip {draft.jobsite_zip}
          {list ? null : <br />}
          {list ? null : branch ? `Branch: ${branch.city}, ${branch.state}` : 'Nearest branch'}
        </>,
      ],
      [
        'details',
        'Contact',
        <>
          {draft.name}
          {draft.company.trim() ? `, ${draft.company.trim()}` : ''}
          <br />
          {draft.email}
          <br />
          {draft.phone}
          {draft.po_number.trim() ? ` · PO ${draft.po_number.trim()}` : ''}
        </>,
      ],
      ['details', 'Notes', draft.notes.trim() || 'None'],
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
                  aria-label={`Edit ${label.toLowerCase()}`}
                >
                  Edit
                </button>
              </dd>
            </div>
          ))}
        </dl>
        {list ? (
          <p className="lf-quote__total">
            Estimated total: <strong>{formatUsd(total)}</strong>
            {onRequest ? ` (plus ${onRequest} priced on request)` : ''}
            <br />
            <span className="lf-quote__muted">{ESTIMATE_DISCLAIMER}</span>
          </p>
        ) : null}
      </>
    );
  },
);
