import { localToday, unwrap } from '@liftline/sdk';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import { BOOKING_QUERIES, type Booking } from '../bookings-api';
import { HOLD_LIMITS, holdSchema } from '../hold-schema';
import styles from './bookings.module.scss';

/**
 * "Hold units" of one unit for some days (`createAccountHold`): taken from the quote lists, the
 * availability calendar and the catalog's availability filter. The database refuses a hold that
 * would overbook the fleet, also when two people hold the last unit at once (409, said here).
 */
export function HoldForm({
  accountId,
  unitId,
  unitName,
  onHeld,
}: {
  accountId: number;
  unitId: number;
  unitName: string;
  onHeld: (hold: Booking) => void;
}) {
  const today = localToday();
  const { form, formProps, busy, summary } = useApiForm({
    schema: holdSchema,
    defaultValues: { quantity: '1', start_date: today, end_date: today, note: '' },
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
        Holds units of <strong>{unitName}</strong> for a customer, a repair or an inspection. Both
        days are held.
      </p>
      <div className={styles.holdFields}>
        <FormField form={form} name="quantity" label="Units">
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
        <FormField form={form} name="start_date" label="First day">
          {(control) => (
            <input {...control} type="date" min={today} className={formStyles.control} />
          )}
        </FormField>
        <FormField form={form} name="end_date" label="Last day">
          {(control) => (
            <input {...control} type="date" min={today} className={formStyles.control} />
          )}
        </FormField>
      </div>
      <FormField
        form={form}
        name="note"
        label="Note (optional)"
        hint="For your team only: who or what the units are held for."
      >
        {(control) => (
          <input {...control} className={formStyles.control} maxLength={HOLD_LIMITS.noteMax} />
        )}
      </FormField>
      <div>
        <SubmitButton busy={busy} busyLabel="Holding…">
          Hold units
        </SubmitButton>
      </div>
    </form>
  );
}
