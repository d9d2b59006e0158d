import { TIME_ZONE_LABELS, unwrap, WEEKDAY_LABELS, WEEKDAYS } from '@liftline/sdk';
import { useFieldArray } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormActions } from '@/components/ui/form/form-actions';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import { BRANCH_QUERIES, type AdminBranch } from './branches-api';
import {
  branchSchema,
  TIME_ZONES,
  toBranchInput,
  weeklyHoursServerFields,
  type BranchFormInput,
} from './branch-form-values';
import styles from './branches.module.scss';

interface BranchFormProps {
  /** The branch being edited; without it the form creates one. */
  branch?: AdminBranch;
  defaultValues: BranchFormInput;
  onSaved: (branch: AdminBranch) => void;
  onCancel: () => void;
}

/**
 * The one branch form (create and edit): name, address, ZIP code, city and state (the state from the ZIP
 * code when empty), phone, e-mail, time zone, the hours of each weekday and holiday closures.
 */
export function BranchForm({ branch, defaultValues, onSaved, onCancel }: BranchFormProps) {
  const { form, formProps, busy, summary, field, errorOf } = useApiForm({
    schema: branchSchema,
    defaultValues,
    invalidates: BRANCH_QUERIES,
    serverFields: weeklyHoursServerFields,
    submit: (values, client) =>
      branch
        ? unwrap(
            client.PUT('/admin/branches/{id}', {
              params: { path: { id: branch.id } },
              body: toBranchInput(values),
            }),
          )
        : unwrap(client.POST('/admin/branches', { body: toBranchInput(values) })),
    onSuccess: (saved) => onSaved(saved),
  });
  const closures = useFieldArray({ control: form.control, name: 'closures' });
  const hours = form.watch('weekly_hours');
  const hoursError = errorOf('weekly_hours');

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField form={form} name="name" label="Name">
        {(control) => <input {...control} className={formStyles.control} maxLength={80} />}
      </FormField>
      <FormField form={form} name="address_line1" label="Street address">
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            maxLength={120}
            autoComplete="street-address"
          />
        )}
      </FormField>
      <div className={formStyles.row}>
        <FormField
          form={form}
          name="zip_code"
          label="ZIP code"
          hint="Places the branch on the map and in the branch finder."
        >
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
            />
          )}
        </FormField>
        <FormField form={form} name="city" label="City">
          {(control) => <input {...control} className={formStyles.control} maxLength={80} />}
        </FormField>
        <FormField form={form} name="state" label="State" hint="From the ZIP code when empty.">
          {(control) => <input {...control} className={formStyles.control} maxLength={2} />}
        </FormField>
      </div>
      <div className={formStyles.row}>
        <FormField form={form} name="phone_number" label="Phone (optional)">
          {(control) => (
            <input {...control} type="tel" className={formStyles.control} maxLength={30} />
          )}
        </FormField>
        <FormField form={form} name="email" label="E-mail (optional)">
          {(control) => (
            <input {...control} type="email" className={formStyles.control} maxLength={254} />
          )}
        </FormField>
      </div>
      <FormField
        form={form}
        name="time_zone"
        label="Time zone"
        hint="The hours below are the branch’s local time."
      >
        {(control) => (
          <select {...control} className={formStyles.control}>
            <option value="">Choose…</option>
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {TIME_ZONE_LABELS[zone]}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <fieldset className={styles.fieldset}>
        <legend className={formStyles.label}>Weekly hours</legend>
        {hoursError ? <p className={formStyles.fieldError}>{hoursError}</p> : null}
        <ul className={styles.days}>
          {WEEKDAYS.map((day, index) => {
            const label = WEEKDAY_LABELS[day];
            const open = hours[index]?.open;
            const opensError = errorOf(`weekly_hours.${index}.opens`);
            const closesError = errorOf(`weekly_hours.${index}.closes`);
            return (
              <li key={day} className={styles.day}>
                <label className={formStyles.checkbox}>
                  <input type="checkbox" {...form.register(`weekly_hours.${index}.open`)} />
                  <span>
                    <span className={styles.dayName}>{label}</span>
                    <span className="visually-hidden">: open</span>
                  </span>
                </label>
                {open ? (
                  <>
                    <label className={styles.time}>
                      <span>Opens</span>
                      <input
                        type="time"
                        className={formStyles.control}
                        aria-label={`${label} opens`}
                        {...field(`weekly_hours.${index}.opens`)}
                      />
                    </label>
                    <label className={styles.time}>
                      <span>Closes</span>
                      <input
                        type="time"
                        className={formStyles.control}
                        aria-label={`${label} closes`}
                        {...field(`weekly_hours.${index}.closes`)}
                      />
                    </label>
                    {opensError || closesError ? (
                      <p className={`${formStyles.fieldError} ${styles.dayError}`}>
                        {[opensError, closesError].filter(Boolean).join(' ')}
                      </p>
                    ) : null}
                  </>
                ) : (
                  <span className={styles.closed}>Closed</span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={formStyles.label}>Holiday closures</legend>
        <p className={formStyles.hint}>Days the branch is closed although its hours say open.</p>
        {closures.fields.length ? (
          <ul className={styles.closureRows}>
            {closures.fields.map((row, index) => {
              const errors = [
                errorOf(`closures.${index}.date`),
                errorOf(`closures.${index}.reason`),
              ].filter(Boolean);
              return (
                <li key={row.id} className={styles.closureRow}>
                  <label className={styles.time}>
                    <span>Date</span>
                    <input
                      type="date"
                      className={formStyles.control}
                      aria-label={`Closure ${index + 1} date`}
                      {...field(`closures.${index}.date`)}
                    />
                  </label>
                  <label className={styles.reason}>
                    <span>Reason</span>
                    <input
                      className={formStyles.control}
                      maxLength={100}
                      aria-label={`Closure ${index + 1} reason`}
                      {...field(`closures.${index}.reason`)}
                    />
                  </label>
                  <button
                    type="button"
                    className={buttonClass('outline')}
                    onClick={() => closures.remove(index)}
                    aria-label={`Remove closure ${index + 1}`}
                  >
                    Remove
                  </button>
                  {errors.length ? (
                    <p className={`${formStyles.fieldError} ${styles.dayError}`}>
                      {errors.join(' ')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.closed}>No closures planned.</p>
        )}
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => closures.append({ date: '', reason: '' })}
        >
          Add a closure
        </button>
      </fieldset>

      <FormActions busy={busy} busyLabel="Saving…" onCancel={onCancel}>
        {branch ? 'Save branch' : 'Create branch'}
      </FormActions>
    </form>
  );
}
