import { defaultRentalDates, type QuoteLine } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import formStyles from '@/components/ui/form/form.module.scss';
import { LineFieldError } from './line-field-error';
import styles from './quote-list.module.scss';

const messages = {
  rent: /*i18n*/ { id: 'quoteList.line.rent', message: 'Rent' },
  buy: /*i18n*/ { id: 'quoteList.line.buy', message: 'Buy' },
  rentOnly: /*i18n*/ { id: 'quoteList.line.rentOnly', message: 'Rent only' },
  buyOnly: /*i18n*/ { id: 'quoteList.line.buyOnly', message: 'Buy only' },
  rentOrBuy: /*i18n*/ { id: 'quoteList.line.rentOrBuy', message: 'Rent or buy' },
};

/**
 * Rent or buy: a choice between the modes the unit offers (a new rent line gets the default
 * dates), or the only one it offers, said.
 */
export function LineModeField({
  id,
  line,
  modes,
  unitKnown,
  today,
  error,
  errorId,
  onChange,
}: {
  id: string;
  line: QuoteLine;
  modes: readonly QuoteLine['mode'][];
  /** The unit was read: its only mode is "Rent only" / "Buy only". */
  unitKnown: boolean;
  today: string;
  error: string | undefined;
  errorId: string | undefined;
  onChange: (changes: Partial<QuoteLine>) => void;
}) {
  const { i18n } = useLingui();
  const fieldError = <LineFieldError id={errorId} message={error} />;
  if (modes.length > 1)
    return (
      <div
        role="radiogroup"
        className={styles.modes}
        aria-labelledby={`${id}-mode-label`}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        // Focusable only while in error: the form moves focus to its first invalid control.
        tabIndex={error ? -1 : undefined}
      >
        <span id={`${id}-mode-label`} className={formStyles.label}>
          {i18n._(messages.rentOrBuy)}
        </span>
        {modes.map((mode) => (
          <label key={mode} className={styles.mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={line.mode === mode}
              onChange={() =>
                onChange({
                  mode,
                  ...(mode === 'rent' && !line.start_date && !line.end_date
                    ? defaultRentalDates(today)
                    : {}),
                })
              }
            />
            {i18n._(messages[mode])}
          </label>
        ))}
        {fieldError}
      </div>
    );
  return (
    <div className={formStyles.field}>
      <span className={formStyles.label}>{i18n._(messages.rentOrBuy)}</span>
      <p className={styles.onlyMode}>
        {i18n._(
          unitKnown
            ? line.mode === 'rent'
              ? messages.rentOnly
              : messages.buyOnly
            : messages[line.mode],
        )}
      </p>
      {fieldError}
    </div>
  );
}
