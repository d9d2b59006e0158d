import { localToday, PURCHASE_TIMEFRAMES, type QuoteDraft } from '@liftline/sdk';
import { SelectField, TextField } from '../quote-fields';
import { BACK, defineStep, NEXT } from './step';

/** Rental dates, or the purchase timeframe of a purchase. */
export const ScheduleStep = defineStep(
  {
    title: (draft) => (draft.listing === 'buy' ? 'When do you plan to buy?' : 'Rental dates'),
    fields: (draft) =>
      draft.listing === 'buy' ? ['purchase_timeframe'] : ['start_date', 'end_date'],
    back: BACK,
    submit: NEXT,
  },
  function ScheduleStep({ flow: { draft, errors, change }, id }) {
    const today = localToday();
    return draft.listing === 'buy' ? (
      <SelectField
        id={`${id}-timeframe`}
        label="Purchase timeframe"
        value={draft.purchase_timeframe ?? ''}
        errors={errors.purchase_timeframe}
        onChange={(event) =>
          change(
            'purchase_timeframe',
            (event.target.value || null) as QuoteDraft['purchase_timeframe'],
          )
        }
      >
        <option value="">Choose a timeframe</option>
        {PURCHASE_TIMEFRAMES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    ) : (
      <div className="lf-quote__row">
        <TextField
          id={`${id}-start`}
          label="Start date"
          type="date"
          min={today}
          value={draft.start_date}
          errors={errors.start_date}
          onChange={(event) => change('start_date', event.target.value)}
        />
        <TextField
          id={`${id}-end`}
          label="End date"
          type="date"
          min={draft.start_date || today}
          value={draft.end_date}
          errors={errors.end_date}
          onChange={(event) => change('end_date', event.target.value)}
        />
      </div>
    );
  },
);
