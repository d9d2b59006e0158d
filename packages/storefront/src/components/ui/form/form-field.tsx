import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Field, type FieldControlProps } from './field';

interface FormFieldProps<V extends FieldValues> {
  /** The form of `useApiForm` (its `form`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type of the schema
  form: UseFormReturn<V, any, any>;
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Renders the control: spread `control` on it (ids, ARIA state and the form's registration). */
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode;
}

/**
 * A `<Field>` bound to a `useApiForm` form by name: the control is registered, labelled, described
 * by its hint and message, and marked invalid while the field (client rules or the server's 422)
 * has an error.
 *
 *   <FormField form={form} name="email" label="E-mail">
 *     {(control) => <input {...control} type="email" className={formStyles.control} />}
 *   </FormField>
 */
export function FormField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  children,
}: FormFieldProps<V>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field label={label} hint={hint} className={className} errors={error?.message}>
      {(control) => children({ ...control, ...form.register(name) })}
    </Field>
  );
}
