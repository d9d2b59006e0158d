import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean;
  /** What follows an optional field's label (' (optional)' in the dialog's words). */
  optionalText?: string | undefined;
  hint?: ReactNode;
  errors?: string[] | undefined;
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}

/** A labelled field whose hint and errors are tied to the control with aria-describedby. */
function FieldShell({
  id,
  label,
  optional,
  optionalText,
  hint,
  errors,
  children,
}: FieldShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [errors?.length ? errorId : null, hint ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="lf-field">
      <label className="lf-field__label" htmlFor={id}>
        {label}
        {optional && optionalText ? (
          <span className="lf-field__optional">{optionalText}</span>
        ) : null}
      </label>
      {children(describedBy || undefined, errors?.length ? true : undefined)}
      {errors?.length ? (
        <p id={errorId} className="lf-field-error">
          {errors.join(' ')}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="lf-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps<E> = Omit<E, 'id' | 'children'> & {
  id: string;
  label: string;
  optional?: boolean;
  optionalText?: string | undefined;
  hint?: ReactNode;
  errors?: string[] | undefined;
};

export function TextField({
  id,
  label,
  optional,
  optionalText,
  hint,
  errors,
  ...input
}: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <FieldShell
      id={id}
      label={label}
      optional={optional}
      optionalText={optionalText}
      hint={hint}
      errors={errors}
    >
      {(describedBy, invalid) => (
        <input
          id={id}
          className="lf-input"
          part="input"
          type="text"
          required={!optional}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  optional,
  optionalText,
  hint,
  errors,
  ...textarea
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <FieldShell
      id={id}
      label={label}
      optional={optional}
      optionalText={optionalText}
      hint={hint}
      errors={errors}
    >
      {(describedBy, invalid) => (
        <textarea
          id={id}
          className="lf-input lf-input--textarea"
          part="input"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  optional,
  optionalText,
  hint,
  errors,
  children,
  ...select
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  return (
    <FieldShell
      id={id}
      label={label}
      optional={optional}
      optionalText={optionalText}
      hint={hint}
      errors={errors}
    >
      {(describedBy, invalid) => (
        <select
          id={id}
          className="lf-input lf-input--select"
          part="input"
          required={!optional}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

export interface ChoiceGroupProps<V extends string> {
  id: string;
  legend: string;
  name: string;
  value: V | null;
  options: readonly { value: V; label: string; description?: string }[];
  errors?: string[] | undefined;
  onChange: (value: V) => void;
}

/** Radio buttons in a fieldset; the error is announced with each option. */
export function ChoiceGroup<V extends string>({
  id,
  legend,
  name,
  value,
  options,
  errors,
  onChange,
}: ChoiceGroupProps<V>) {
  const errorId = `${id}-error`;
  const describedBy = errors?.length ? errorId : undefined;
  return (
    <fieldset className="lf-choices" id={id} aria-describedby={describedBy}>
      <legend className="lf-field__label">{legend}</legend>
      {errors?.length ? (
        <p id={errorId} className="lf-field-error lf-choices__error">
          {errors.join(' ')}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="lf-choice" part="choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-describedby={describedBy}
            onChange={() => onChange(option.value)}
          />
          <span className="lf-choice__text">
            <span className="lf-choice__label">{option.label}</span>
            {option.description ? (
              <span className="lf-choice__description">{option.description}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
