import {
  defaultRentalDates,
  describeEstimate,
  linePrice,
  localToday,
  offeredModes,
  purchaseTimeframes,
  type QuoteDraft,
  type QuoteLine,
} from '@liftline/sdk';
import { ChoiceGroup, SelectField, TextField } from '../quote-fields';
import { formatUsd } from '../quote-money';
import { QuoteTotals } from '../quote-totals';
import { datesProblem, LineAvailabilityNote } from './line-availability';
import { defineStep, NEXT, type StepProps } from './step';

/** A line's fields as the API and the flow name them (`dates`: its dates lack units). */
const LINE_FIELDS = ['equipment_id', 'mode', 'quantity', 'start_date', 'end_date', 'dates'];

/**
 * The quote list's lines (rent or buy, quantity, dates, estimate, remove), then the request's
 * estimated total; without lines, a general request: rent or buy, and when.
 */
export const LinesStep = defineStep(
  {
    title: (draft) => (draft.lines.length ? 'linesTitle' : 'generalTitle'),
    fields: (draft) =>
      draft.lines.length
        ? draft.lines.flatMap((_, index) => LINE_FIELDS.map((field) => `items.${index}.${field}`))
        : ['listing', 'start_date', 'purchase_timeframe'],
    back: ['cancel', (_flow, close) => close()],
    submit: NEXT,
  },
  function LinesStep(props) {
    const { flow, id, equipmentId, close, words, locale } = props;
    const { draft, units } = flow;
    if (!draft.lines.length)
      return flow.loading ? (
        <p className="lf-quote__card" aria-busy="true">
          {words.loadingUnit}
        </p>
      ) : (
        <GeneralRequest {...props} />
      );
    return (
      <>
        <ul className="lf-quote__lines">
          {draft.lines.map((line, index) => (
            <Line
              key={`${line.equipment_id}-${line.mode}`}
              {...props}
              line={line}
              id={`${id}-${index}`}
              prefix={`items.${index}.`}
            />
          ))}
        </ul>
        <QuoteTotals lines={draft.lines} units={units} words={words} locale={locale} />
        {equipmentId ? (
          <button type="button" className="lf-link-button" onClick={close}>
            {words.addAnother}
          </button>
        ) : null}
      </>
    );
  },
);

function Line({
  flow,
  id,
  line,
  prefix,
  words,
  locale,
}: StepProps & { line: QuoteLine; prefix: string }) {
  const { errors, units, updateLine, removeLine, availability } = flow;
  const check = availability[line.equipment_id];
  const unit = units[line.equipment_id];
  const modes = unit ? offeredModes(unit) : [];
  const title = unit?.title ?? line.title ?? words.unitFallback(line.equipment_id);
  const price = unit && linePrice(unit, line);
  const error = (field: string) => errors[prefix + field];
  const today = localToday();
  // Next was refused for the line's dates: the days that lack units, below both dates (which
  // name it and are marked invalid: the dialog focuses the first day).
  const notFree = error('dates') ? datesProblem(line, check, words) : undefined;
  const notFreeId = `${id}-dates-error`;
  const datesInvalid = (field: 'start_date' | 'end_date') =>
    notFree && !error(field)
      ? { 'aria-invalid': true as const, 'aria-describedby': notFreeId }
      : {};
  return (
    <li>
      <fieldset className="lf-quote__line">
        <legend className="lf-quote__equipment">{title}</legend>
        {error('equipment_id') ? (
          <p className="lf-field-error">{error('equipment_id')!.join(' ')}</p>
        ) : null}
        <div className="lf-quote__row">
          <SelectField
            id={`${id}-mode`}
            label={words.mode}
            value={line.mode}
            errors={error('mode')}
            onChange={(event) => {
              const mode = event.target.value as QuoteLine['mode'];
              updateLine(line, {
                mode,
                ...(mode === 'rent' && !line.start_date ? defaultRentalDates(today) : {}),
              });
            }}
          >
            {(modes.length ? modes : (['rent', 'buy'] as const)).map((mode) => (
              <option key={mode} value={mode}>
                {words[mode]}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${id}-quantity`}
            label={words.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={line.quantity}
            errors={error('quantity')}
            onChange={(event) => updateLine(line, { quantity: Number(event.target.value) })}
          />
        </div>
        {line.mode === 'rent' ? (
          <div className="lf-quote__row">
            <TextField
              id={`${id}-start`}
              label={words.startDate}
              type="date"
              min={today}
              value={line.start_date ?? ''}
              errors={error('start_date')}
              {...datesInvalid('start_date')}
              onChange={(event) =>
                updateLine(line, { start_date: event.target.value || undefined })
              }
            />
            <TextField
              id={`${id}-end`}
              label={words.endDate}
              type="date"
              min={line.start_date || today}
              value={line.end_date ?? ''}
              errors={error('end_date')}
              {...datesInvalid('end_date')}
              onChange={(event) => updateLine(line, { end_date: event.target.value || undefined })}
            />
          </div>
        ) : null}
        {notFree ? (
          <p id={notFreeId} className="lf-field-error">
            {notFree}
          </p>
        ) : (
          <LineAvailabilityNote line={line} check={check} words={words} />
        )}
        <p className="lf-quote__muted">
          {price?.total != null
            ? `${formatUsd(price.total, locale)}${price.estimate ? `: ${describeEstimate(price.estimate, locale)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}` : ''}`
            : words.pricedOnRequest}
        </p>
        <button
          type="button"
          className="lf-link-button"
          aria-label={words.removeUnit(title)}
          onClick={() => removeLine(line)}
        >
          {words.remove}
        </button>
      </fieldset>
    </li>
  );
}

/** No unit: the nearest branch suggests one; rent from when, or buy when. */
function GeneralRequest({ flow: { draft, errors, change }, id, words, locale }: StepProps) {
  return (
    <>
      <p className="lf-quote__card">
        <span className="lf-quote__muted">{words.generalIntro}</span> {words.generalHint}
      </p>
      <ChoiceGroup
        id={`${id}-listing`}
        name={`${id}-listing`}
        legend={words.rentOrBuy}
        value={draft.listing}
        options={[
          { value: 'rent', label: words.rent, description: words.rentHint },
          { value: 'buy', label: words.buy, description: words.buyHint },
        ]}
        errors={errors.listing}
        onChange={(value) => change('listing', value)}
      />
      {draft.listing === 'rent' ? (
        <TextField
          id={`${id}-start`}
          label={words.whenNeeded}
          type="date"
          min={localToday()}
          value={draft.start_date}
          errors={errors.start_date}
          onChange={(event) => change('start_date', event.target.value)}
        />
      ) : draft.listing === 'buy' ? (
        <SelectField
          id={`${id}-timeframe`}
          label={words.timeframe}
          value={draft.purchase_timeframe ?? ''}
          errors={errors.purchase_timeframe}
          onChange={(event) =>
            change(
              'purchase_timeframe',
              (event.target.value || null) as QuoteDraft['purchase_timeframe'],
            )
          }
        >
          <option value="">{words.chooseTimeframe}</option>
          {purchaseTimeframes(locale).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}
