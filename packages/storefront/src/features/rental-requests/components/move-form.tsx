import { ApiError, unwrap } from '@liftline/sdk';
import { useMemo, useState } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import { moveSchema, REASON_MAX } from '../move-schema';
import { MOVE_LABELS, type RentalRequest, type RequestMove } from '../request-actions';
import { REQUEST_QUERIES } from '../rental-requests-api';
import styles from './rental-requests.module.scss';

/** What each move does, said in its dialog before the button. */
const MOVE_TEXT: Readonly<Record<RequestMove, string>> = {
  approved:
    'The rental’s last day moves to the day asked for, if the unit is still free then; the customer gets an e-mail.',
  refused: 'The customer gets an e-mail with your reason; nothing else changes.',
  confirmed: 'The customer gets an e-mail with the pickup day.',
  returned:
    'The rental ends today (or on its first day, if it has not started) and the unit is free from the next day.',
  scheduled: 'The customer gets an e-mail; add the day of the visit if you know it.',
  resolved: 'The customer gets an e-mail saying the problem is solved.',
};

const BUSY: Readonly<Record<RequestMove, string>> = {
  approved: 'Approving…',
  refused: 'Refusing…',
  confirmed: 'Confirming…',
  returned: 'Marking returned…',
  scheduled: 'Scheduling…',
  resolved: 'Resolving…',
};

/** One move of a request (`updateAccountRentalRequest`), with a reason or a day when it takes one. */
export function MoveForm({
  accountId,
  request,
  move,
  onDone,
}: {
  accountId: number;
  request: RentalRequest;
  move: RequestMove;
  onDone: (updated: RentalRequest) => void;
}) {
  const schema = useMemo(() => moveSchema(move), [move]);
  const [conflict, setConflict] = useState<string | null>(null);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: {
      reason: '',
      pickup_date: move === 'confirmed' ? (request.pickup_date ?? '') : '',
    },
    submit: async (values, client) => {
      setConflict(null);
      try {
        return await unwrap(
          client.POST('/account/{id}/rental-requests/{requestId}', {
            params: { path: { id: accountId, requestId: request.id } },
            body: {
              status: move,
              ...(move === 'refused' ? { reason: values.reason } : {}),
              ...(move === 'confirmed' || move === 'scheduled'
                ? { pickup_date: values.pickup_date }
                : {}),
            },
          }),
        );
      } catch (error) {
        // The unit no longer free on the added days, a move someone made first: said here.
        if (error instanceof ApiError && error.status === 409 && error.serverMessage)
          setConflict(error.serverMessage);
        throw error;
      }
    },
    invalidates: REQUEST_QUERIES,
    guardUnsaved: false,
    onSuccess: onDone,
  });
  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormAlert>{conflict}</FormAlert>
      <p className={styles.moveText}>{MOVE_TEXT[move]}</p>
      {move === 'refused' ? (
        <FormField form={form} name="reason" label="Reason">
          {(control) => (
            <textarea {...control} rows={3} className={formStyles.control} maxLength={REASON_MAX} />
          )}
        </FormField>
      ) : null}
      {move === 'confirmed' || move === 'scheduled' ? (
        <FormField
          form={form}
          name="pickup_date"
          label={move === 'confirmed' ? 'Pickup day' : 'Visit day (optional)'}
        >
          {(control) => <input {...control} type="date" className={formStyles.control} />}
        </FormField>
      ) : null}
      <div className={styles.formActions}>
        <SubmitButton busy={busy} busyLabel={BUSY[move]}>
          {MOVE_LABELS[move]}
        </SubmitButton>
      </div>
    </form>
  );
}
