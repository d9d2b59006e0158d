import type { FieldErrors } from '@liftline/sdk';
import type { ProductFormValues } from './product-form-values';

/** What each part of the product form gets: the values, the field errors and a setter. */
export interface FormSectionProps {
  values: ProductFormValues;
  errors: FieldErrors;
  set: (patch: Partial<ProductFormValues>) => void;
}
