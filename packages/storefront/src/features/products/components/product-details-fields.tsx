import { FUEL_TYPE_LABELS } from '@liftline/sdk';
import type { Branch } from '@liftline/sdk';
import { Field } from '@/components/ui/form/field';
import formStyles from '@/components/ui/form/form.module.scss';
import { FUEL_TYPES, type FuelType } from '../api/product-types';
import type { FormSectionProps } from '../form/form-section';
import { errorsFor } from '../form/validate-product';
import { BranchField } from './branch-field';
import styles from './product-form.module.scss';

const NUMBERS = [
  { key: 'capacity_lbs', label: 'Capacity (lbs)', inputMode: 'numeric' },
  { key: 'lift_height_ft', label: 'Lift height (ft)', inputMode: 'decimal' },
  { key: 'hours_used', label: 'Hours used', inputMode: 'numeric' },
] as const;

/** Fuel type, capacity, lift height, hour meter, the branch holding the unit and how many it holds. */
export function ProductDetailsFields({
  values,
  errors,
  set,
  branch,
}: FormSectionProps & { branch: Branch | null | undefined }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Details</legend>
      <div className={formStyles.row}>
        <Field label="Fuel type" errors={errorsFor(errors, 'fuel_type')}>
          {(p) => (
            <select
              {...p}
              name="fuel_type"
              className={formStyles.control}
              value={values.fuel_type}
              onChange={(event) => set({ fuel_type: event.target.value as FuelType | '' })}
            >
              <option value="">Not specified</option>
              {FUEL_TYPES.map((fuel) => (
                <option key={fuel} value={fuel}>
                  {FUEL_TYPE_LABELS[fuel]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {NUMBERS.map(({ key, label, inputMode }) => (
          <Field key={key} label={label} errors={errorsFor(errors, key)}>
            {(p) => (
              <input
                {...p}
                name={key}
                className={formStyles.control}
                inputMode={inputMode}
                value={values[key]}
                onChange={(event) => set({ [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <BranchField
        value={values.branch_id}
        onChange={(branch_id) => set({ branch_id })}
        errors={errorsFor(errors, 'branch_id')}
        current={branch}
      />
      <Field
        label="Units at the branch"
        hint="How many of this unit the branch can rent out on one day: quote requests, holds and won quotes book up to this many."
        errors={errorsFor(errors, 'fleet_quantity')}
      >
        {(p) => (
          <input
            {...p}
            name="fleet_quantity"
            className={`${formStyles.control} ${styles.fleet}`}
            inputMode="numeric"
            value={values.fleet_quantity}
            onChange={(event) => set({ fleet_quantity: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
