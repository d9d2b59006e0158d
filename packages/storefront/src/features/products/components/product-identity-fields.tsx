import { EQUIPMENT_CATEGORY_LABELS } from '@liftline/sdk';
import type { EquipmentCategory } from '@liftline/sdk';
import { Field } from '@/components/ui/form/field';
import formStyles from '@/components/ui/form/form.module.scss';
import { EQUIPMENT_CATEGORIES } from '@/config/equipment-categories';
import type { EquipmentCondition } from '../api/product-types';
import type { FormSectionProps } from '../form/form-section';
import { LIMITS, errorsFor } from '../form/validate-product';
import styles from './product-form.module.scss';

/** Title, stock number, category, make, model, year and condition. */
export function ProductIdentityFields({ values, errors, set }: FormSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Listing</legend>
      <Field label="Title" errors={errorsFor(errors, 'title')}>
        {(p) => (
          <input
            {...p}
            name="title"
            className={formStyles.control}
            maxLength={LIMITS.title}
            required
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
          />
        )}
      </Field>
      <div className={formStyles.row}>
        <Field label="Stock number" errors={errorsFor(errors, 'stock_number')}>
          {(p) => (
            <input
              {...p}
              name="stock_number"
              className={formStyles.control}
              maxLength={LIMITS.stockNumber}
              required
              value={values.stock_number}
              onChange={(event) => set({ stock_number: event.target.value })}
            />
          )}
        </Field>
        <Field label="Category" errors={errorsFor(errors, 'category')}>
          {(p) => (
            <select
              {...p}
              name="category"
              className={formStyles.control}
              required
              value={values.category}
              onChange={(event) => set({ category: event.target.value as EquipmentCategory | '' })}
            >
              <option value="">Choose a category</option>
              {EQUIPMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {EQUIPMENT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={formStyles.row}>
        <Field label="Make" errors={errorsFor(errors, 'make')}>
          {(p) => (
            <input
              {...p}
              name="make"
              className={formStyles.control}
              maxLength={LIMITS.makeModel}
              required
              value={values.make}
              onChange={(event) => set({ make: event.target.value })}
            />
          )}
        </Field>
        <Field label="Model" errors={errorsFor(errors, 'model')}>
          {(p) => (
            <input
              {...p}
              name="model"
              className={formStyles.control}
              maxLength={LIMITS.makeModel}
              required
              value={values.model}
              onChange={(event) => set({ model: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className={formStyles.row}>
        <Field label="Year" errors={errorsFor(errors, 'year')}>
          {(p) => (
            <input
              {...p}
              name="year"
              className={formStyles.control}
              inputMode="numeric"
              required
              value={values.year}
              onChange={(event) => set({ year: event.target.value })}
            />
          )}
        </Field>
        <Field label="Condition" errors={errorsFor(errors, 'condition')}>
          {(p) => (
            <select
              {...p}
              name="condition"
              className={formStyles.control}
              required
              value={values.condition}
              onChange={(event) =>
                set({ condition: event.target.value as EquipmentCondition | '' })
              }
            >
              <option value="">Choose new or used</option>
              <option value="new">New</option>
              <option value="used">Used</option>
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
