import { PURCHASE_TIMEFRAMES, type QuoteStep } from '@liftline/sdk';
import type { ReactNode } from 'react';
import { BACK, defineStep } from './step';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (iso: string) =>
  iso ? dateFormat.format(new Date(`${iso}T00:00:00Z`)) : 'Not set';

/** Every answer with a link back to its step; also shown, disabled, while the request is sent. */
export const ReviewStep = defineStep(
  { title: 'Review your request', back: BACK, submit: ['Submit request', (flow) => flow.submit()] },
  function ReviewStep({ flow, busy }) {
    const { draft, branch } = flow;
    const timeframe = PURCHASE_TIMEFRAMES.find(
      (option) => option.value === draft.purchase_timeframe,
    );
    const rows: { step: QuoteStep; label: string; value: ReactNode }[] = [
      {
        step: 'equipment',
        label: 'Equipment',
        value:
          draft.equipment_id === null
            ? 'General request'
            : (draft.equipment_label ?? `Equipment #${draft.equipment_id}`),
      },
      { step: 'listing', label: 'Rent or buy', value: draft.listing === 'buy' ? 'Buy' : 'Rent' },
      draft.listing === 'buy'
        ? { step: 'schedule', label: 'Timeframe', value: timeframe?.label ?? 'Not set' }
        : {
            step: 'schedule',
            label: 'Dates',
            value: `${formatDate(draft.start_date)} – ${formatDate(draft.end_date)}`,
          },
      {
        step: 'details',
        label: 'Quantity and jobsite',
        value: (
          <>
            Quantity {draft.quantity} · jobsite zip {draft.jobsite_zip}
            <br />
            {branch ? `Branch: ${branch.city}, ${branch.state}` : 'Nearest branch'}
          </>
        ),
      },
      {
        step: 'contact',
        label: 'Contact',
        value: (
          <>
            {draft.name}
            {draft.company.trim() ? `, ${draft.company.trim()}` : ''}
            <br />
            {draft.email}
            <br />
            {draft.phone}
          </>
        ),
      },
      { step: 'notes', label: 'Notes', value: draft.notes.trim() || 'None' },
    ];
    return (
      <dl className="lf-quote__review">
        {rows.map((row) => (
          <div key={row.step} className="lf-quote__review-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd className="lf-quote__review-edit">
              <button
                type="button"
                className="lf-link-button"
                disabled={busy}
                onClick={() => flow.edit(row.step)}
                aria-label={`Edit ${row.label.toLowerCase()}`}
              >
                Edit
              </button>
            </dd>
          </div>
        ))}
      </dl>
    );
  },
);
