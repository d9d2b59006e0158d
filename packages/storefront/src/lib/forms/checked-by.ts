import type { FieldErrors } from '@liftline/sdk';
import type { FieldError, FieldErrors as FormErrors, FieldValues } from 'react-hook-form';
import * as v from 'valibot';

/**
 * A schema for `useApiForm` from a function that checks the whole form and answers messages by the
 * API's field names (dot paths such as `rental_rates.daily` or `specs.0.label`): for forms whose
 * rules span many fields (the product's publishing rules), where those paths are also where the
 * server's 422 puts its messages.
 */
export function checkedBy<T extends FieldValues>(validate: (values: T) => FieldErrors) {
  return v.pipe(
    v.custom<T>((input) => typeof input === 'object' && input !== null),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const [key, messages] of Object.entries(validate(dataset.value))) {
        if (!messages[0]) continue;
        addIssue({
          message: messages[0],
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: undefined }],
        });
      }
    }),
  );
}

const isLeaf = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && typeof (node as FieldError).type === 'string';

/** React Hook Form's nested errors as messages by dot path (`specs.0.label` → ['…']). */
export function flatErrors(errors: FormErrors, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, node] of Object.entries(errors as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(node)) {
      if (node.message) flat[path] = [node.message];
    } else if (typeof node === 'object' && node !== null) {
      Object.assign(flat, flatErrors(node as FormErrors, path));
    }
  }
  return flat;
}
