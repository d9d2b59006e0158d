import { useUser } from '@/lib/auth';
import { Field } from '@/components/ui/form/field';
import formStyles from '@/components/ui/form/form.module.scss';
import { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, type ProductStatus } from '../api/product-types';
import type { FormSectionProps } from '../form/form-section';
import { errorsFor } from '../form/validate-product';
import { CheckField } from './check-field';
import styles from './product-form.module.scss';

const RATES = [
  { rate: 'daily', label: 'Daily rate (USD)', key: 'rental_daily' },
  { rate: 'weekly', label: 'Weekly rate (USD)', key: 'rental_weekly' },
  { rate: 'monthly', label: 'Monthly rate (USD)', key: 'rental_monthly' },
] as const;

export const NOT_APPROVED_HINT =
  'Your account may not publish yet: a platform administrator approves new accounts. Save drafts until then.';

/** Status (publishing), for rent / for sale, sale price and the three rental rates. */
export function ProductPricingFields({ values, errors, set }: FormSectionProps) {
  // An account a platform administrator has not approved keeps its products as drafts.
  const mayPublish = useUser()?.current_account.publishing_approved ?? false;
  // The rates as a whole ("required to publish") show under the first rate.
  const rateErrors = (rate: (typeof RATES)[number]['rate']) => {
    const own = errors[`rental_rates.${rate}`] ?? [];
    const all = rate === 'daily' ? [...(errors.rental_rates ?? []), ...own] : own;
    return all.length ? all : undefined;
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Publishing and prices</legend>
      <Field
        label="Status"
        hint={
          mayPublish
            ? 'Only published products appear in the public catalog. Drafts may be incomplete.'
            : NOT_APPROVED_HINT
        }
        errors={errorsFor(errors, 'status')}
      >
        {(p) => (
          <select
            {...p}
            name="status"
            className={formStyles.control}
            value={values.status}
            onChange={(event) => set({ status: event.target.value as ProductStatus })}
          >
            {PRODUCT_STATUSES.map((status) => (
              <option
                key={status}
                value={status}
                disabled={status === 'published' && !mayPublish && values.status !== status}
              >
                {PRODUCT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.checks}>
        <CheckField
          label="For rent"
          name="for_rent"
          checked={values.for_rent}
          onChange={(for_rent) => set({ for_rent })}
          errors={errorsFor(errors, 'for_rent')}
        />
        <CheckField
          label="For sale"
          name="for_sale"
          checked={values.for_sale}
          onChange={(for_sale) => set({ for_sale })}
          errors={errorsFor(errors, 'for_sale')}
        />
      </div>
      <Field
        label="Sale price (USD)"
        hint="Leave empty for “price on request”."
        errors={errorsFor(errors, 'sale_price')}
      >
        {(p) => (
          <input
            {...p}
            name="sale_price"
            className={formStyles.control}
            inputMode="decimal"
            value={values.sale_price}
            onChange={(event) => set({ sale_price: event.target.value })}
          />
        )}
      </Field>
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>Rental rates</legend>
        <p className={formStyles.hint}>All three, or none for “rates on request”.</p>
        <div className={formStyles.row}>
          {RATES.map(({ rate, label, key }) => (
            <Field key={rate} label={label} errors={rateErrors(rate)}>
              {(p) => (
                <input
                  {...p}
                  name={`rental_rates.${rate}`}
                  className={formStyles.control}
                  inputMode="decimal"
                  value={values[key]}
                  onChange={(event) => set({ [key]: event.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
