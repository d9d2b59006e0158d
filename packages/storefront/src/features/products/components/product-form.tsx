import type { Branch, FieldErrors } from '@liftline/sdk';
import { ApiError, errorNotice } from '@liftline/sdk';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { fieldErrorsOf, isValidationError, messageOf } from '@/lib/field-errors';
import type { ProductCreateInput } from '../api/product-types';
import { unplacedErrors } from '../form/placed-fields';
import {
  sameProductValues,
  sentSpecRows,
  toProductInput,
  type ProductFormValues,
} from '../form/product-form-values';
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
  onSave: (input: ProductCreateInput) => Promise<ProductFormValues | null>;
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
export function ProductForm({
  initialValues,
  branch,
  onSave,
  submitLabel,
  readOnlyReason,
  actions,
}: ProductFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [baseline, setBaseline] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const readOnly = Boolean(readOnlyReason);
  const dirty = !readOnly && !sameProductValues(values, baseline);

  useUnsavedChanges(dirty);

  // After a failed submit, focus goes to the first field with a message.
  useEffect(() => {
    if (!focusInvalid) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const set = (patch: Partial<ProductFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || saving) return;
    const found = validateProduct(values);
    setFormError(null);
    setSaved(false);
    if (Object.keys(found).length) {
      setErrors(found);
      setFocusInvalid((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const next = await onSave(toProductInput(values));
      setSaving(false);
      if (next) {
        setBaseline(next);
        setValues(next);
        setSaved(true);
      }
    } catch (error) {
      setSaving(false);
      if (isValidationError(error)) {
        setErrors(fieldErrorsOf(error));
        setFocusInvalid((n) => n + 1);
        toast.error(errorNotice(error));
      } else if (error instanceof ApiError && error.status === 409) {
        setErrors({ stock_number: [error.serverMessage ?? 'This stock number is already used.'] });
        setFocusInvalid((n) => n + 1);
        toast.error(errorNotice(error));
      } else {
        setFormError(messageOf(error));
      }
    }
  };

  const unplaced = unplacedErrors(errors, sentSpecRows(values.specs).length);
  const sections = { values, errors, set };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={saving || undefined}
      aria-label="Product"
    >
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
      <FormAlert>{formError}</FormAlert>
      <div aria-live="polite">{saved ? <p className={formStyles.success}>Saved.</p> : null}</div>
      {readOnly && !actions ? null : (
        <div className={styles.actions}>
          {readOnly ? null : (
            <button type="submit" className={buttonClass('primary')} disabled={saving}>
              {saving ? 'Saving…' : submitLabel}
            </button>
          )}
          {actions}
        </div>
      )}
    </form>
  );
}
