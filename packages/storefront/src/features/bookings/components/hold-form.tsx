import { Trans, useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { localToday, unwrap } from '@liftline/sdk';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import { BOOKING_QUERIES, type Booking } from '../bookings-api';
import { HOLD_LIMITS, holdSchema } from '../hold-schema';
import styles from './bookings.module.scss';

const messages = {
  units: /*i18n*/ { id: 'bookings.hold.units', message: 'Units' },
  firstDay: /*i18n*/ { id: 'quoteList.line.firstDay', message: 'First day' },
  lastDay: /*i18n*/ { id: 'quoteList.line.lastDay', message: 'Last day' },
  note: /*i18n*/ { id: 'bookings.hold.note', message: 'Note (optional)' },
  noteHint: /*i18n*/ {
    id: 'bookings.hold.noteHint',
    message: 'For your team only: who or what the units are held for.',
  },
  busy: /*i18n*/ { id: 'bookings.hold.busy', message: 'Holding…' },
  submit: /*i18n*/ { id: 'bookings.hold.submit', message: 'Hold units' },
};

/**
 * "Hold units" of one unit for some days (`createAccountHold`): taken from the quote lists, the
 * availability calendar and the catalog's availability filter. The database refuses a hold that
 * would overbook the fleet, also when two people hold the last unit at once (409, said here).
 */
export function HoldForm({
  accountId,
  unitId,
  unitName,
  days,
  onHeld,
}: {
  accountId: number;
  unitId: number;
  unitName: string;
  /** The days the form starts with (default: today only), e.g. those selected on the planner. */
  days?: { start_date: string; end_date: string };
  onHeld: (hold: Booking) => void;
}) {
  const { i18n } = useLingui();
  const schema = useMemo(() => holdSchema(i18n), [i18n]);
  const today = localToday();
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: {
      quantity: '1',
      start_date: days?.start_date ?? today,
      end_date: days?.end_date ?? today,
      note: '',
    },
    submit: (values, client) =>
      unwrap(
        client.POST('/account/{id}/bookings', {
          params: { path: { id: accountId } },
          body: { equipment_id: unitId, ...values },
        }),
      ),
    invalidates: BOOKING_QUERIES,
    guardUnsaved: false,
    // Too few units free on some day: said at the units (fewer, or other days).
    conflictField: 'quantity',
    // The values stay: holding the same days of another quantity or note is one change away.
    onSuccess: onHeld,
  });
  return (
    <form className={`${formStyles.form} ${styles.holdForm}`} {...formProps}>
      <FormSummary summary={summary} />
      <p className={styles.muted}>
        <Trans
          id="bookings.hold.lead"
          message="Holds units of <0>{unit}</0> for a customer, a repair or an inspection. Both days are held."
          values={{ unit: unitName }}
          components={{ 0: <strong /> }}
        />
      </p>
      <div className={styles.holdFields}>
        <FormField form={form} name="quantity" label={i18n._(messages.units)}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField form={form} name="start_date" label={i18n._(messages.firstDay)}>
          {(control) => (
            <input {...control} type="date" min={today} className={formStyles.control} />
          )}
        </FormField>
        <FormField form={form} name="end_date" label={i18n._(messages.lastDay)}>
          {(control) => (
            <input {...control} type="date" min={today} className={formStyles.control} />
          )}
        </FormField>
      </div>
      <FormField
        form={form}
        name="note"
        label={i18n._(messages.note)}
        hint={i18n._(messages.noteHint)}
      >
        {(control) => (
          <input {...control} className={formStyles.control} maxLength={HOLD_LIMITS.noteMax} />
        )}
      </FormField>
      <div>
        <SubmitButton busy={busy} busyLabel={i18n._(messages.busy)}>
          {i18n._(messages.submit)}
        </SubmitButton>
      </div>
    </form>
  );
}
