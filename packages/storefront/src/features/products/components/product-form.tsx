import type { ApiClient, Branch } from '@liftline/sdk';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { checkedBy, flatErrors } from '@/lib/forms/checked-by';
import { useApiForm } from '@/lib/forms/use-api-form';
import type { ProductCreateInput } from '../api/product-types';
import { unplacedErrors } from '../form/placed-fields';
import { sentSpecRows, toProductInput, type ProductFormValues } from '../form/product-form-values';
import { validateProduct } from '../form/validate-product';
import { ProductDetailsFields } from './product-details-fields';
import { ProductIdentityFields } from './product-identity-fields';
import { ProductPricingFields } from './product-pricing-fields';
import { ProductSpecsFields } from './product-specs-fields';
import styles from './product-form.module.scss';

interface ProductFormProps {
  initialValues: ProductFormValues;
  /** The branch the product is at (to name it next to the branch number). */
  branch?: Branch | null;
  /**
   * Saves the product; resolves to the values the form starts from again (the saved product), or
   * null when the page moves on. Rejects with the API's error.
   */
  onSave: (input: ProductCreateInput, client: ApiClient) => Promise<ProductFormValues | null>;
  /** Queries the save makes stale. */
  invalidates?: readonly QueryKey[];
  submitLabel: string;
  /** Why the user may only look (no `products.manage`); the form is then disabled. */
  readOnlyReason?: ReactNode;
  /** More actions next to the submit button (e.g. Delete). */
  actions?: ReactNode;
}

/**
 * Every field of ProductCreateInput/ProductUpdateInput, checked before sending (the schema's rules
 * and the publishing rules); the server's 422 messages appear next to the same fields, with the
 * validation toast. Leaving with unsaved changes asks first.
 */
const productSchema = checkedBy<ProductFormValues>(validateProduct);

export function ProductForm({
  initialValues,
  branch,
  onSave,
  invalidates,
  submitLabel,
  readOnlyReason,
  actions,
}: ProductFormProps) {
  const readOnly = Boolean(readOnlyReason);
  const [saved, setSaved] = useState(false);
  const { form, formProps, busy } = useApiForm({
    schema: productSchema,
    defaultValues: initialValues,
    guardUnsaved: !readOnly,
    ...(invalidates ? { invalidates } : {}),
    submit: (values, client) => onSave(toProductInput(values), client),
    onSuccess: (next) => {
      // The saved product is the new starting point (null: the page moves on).
      if (!next) return;
      form.reset(next);
      setSaved(true);
    },
  });
  const values = form.watch() as ProductFormValues;
  const errors = flatErrors(form.formState.errors);

  const set = (patch: Partial<ProductFormValues>) => {
    for (const [name, value] of Object.entries(patch))
      form.setValue(name as FieldPath<ProductFormValues>, value, { shouldDirty: true });
    setSaved(false);
  };

  const unplaced = unplacedErrors(errors, sentSpecRows(values.specs).length);
  const sections = { values, errors, set };

  return (
    <form {...formProps} className={styles.form} aria-label="Product">
      {readOnlyReason ? (
        <p className={`${formStyles.hint} ${styles.readOnly}`}>{readOnlyReason}</p>
      ) : null}
      <fieldset disabled={readOnly} className={styles.group}>
        <div className={styles.form}>
          <ProductIdentityFields {...sections} />
          <ProductPricingFields {...sections} />
          <ProductDetailsFields {...sections} branch={branch} />
          <ProductSpecsFields {...sections} />
        </div>
      </fieldset>
      {unplaced.length ? (
        <div role="alert" className={formStyles.alert}>
          Please check:
          <ul className={styles.unplaced}>
            {unplaced.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite">{saved ? <p className={formStyles.success}>Saved.</p> : null}</div>
      {readOnly && !actions ? null : (
        <div className={styles.actions}>
          {readOnly ? null : (
            <SubmitButton busy={busy} busyLabel="Saving…">
              {submitLabel}
            </SubmitButton>
          )}
          {actions}
        </div>
      )}
    </form>
  );
}
