import { useId, useLayoutEffect, useRef } from 'react';
import { PlusIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field } from '@/components/ui/form/field';
import formStyles from '@/components/ui/form/form.module.scss';
import type { FormSectionProps } from '../form/form-section';
import { newSpecRow, sentSpecRows } from '../form/product-form-values';
import { LIMITS, errorsFor } from '../form/validate-product';
import styles from './product-specs-fields.module.scss';
import formSectionStyles from './product-form.module.scss';

const ADD_BUTTON = 'add-button';

/** The description and the specification table (label / value lines). */
export function ProductSpecsFields({ values, errors, set }: FormSectionProps) {
  const list = useRef<HTMLOListElement>(null);
  // The line to focus once it is rendered (after adding or removing a line).
  const focusKey = useRef<string | null>(null);
  const headingId = useId();
  // Field errors name the lines as sent (blank lines are left out): `specs.0.label` …
  const sentIndex = new Map(sentSpecRows(values.specs).map((row, index) => [row.key, index]));
  const lineErrors = (key: string, part: 'label' | 'value') => {
    const index = sentIndex.get(key);
    return index === undefined ? undefined : errorsFor(errors, `specs.${String(index)}.${part}`);
  };

  const addButton = useRef<HTMLButtonElement>(null);
  // A layout effect, and the request kept until its element is there: a passive effect of an
  // earlier render (one that a query's answer caused, say) could still be pending when "Add a line"
  // is pressed; it ran before the new line was rendered, found nothing and dropped the request,
  // leaving focus on the button (seen once in Chromium, in the products spec of 2026-11-29).
  useLayoutEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    const target =
      key === ADD_BUTTON
        ? addButton.current
        : list.current?.querySelector<HTMLInputElement>(`[data-spec="${key}"] input`);
    if (!target) return;
    target.focus();
    focusKey.current = null;
  });

  const add = () => {
    const row = newSpecRow();
    set({ specs: [...values.specs, row] });
    focusKey.current = row.key;
  };
  const update = (key: string, patch: { label?: string; value?: string }) =>
    set({ specs: values.specs.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const remove = (index: number) => {
    const next = values.specs.filter((_, i) => i !== index);
    set({ specs: next });
    // Focus stays in the list: on the line that took its place, else the previous one, else on
    // "Add a line".
    const neighbour = next[index] ?? next[index - 1];
    focusKey.current = neighbour ? neighbour.key : ADD_BUTTON;
  };

  return (
    <fieldset className={formSectionStyles.section}>
      <legend className={formSectionStyles.legend}>Description and specifications</legend>
      <Field
        label="Description"
        hint="Plain text; line breaks are kept."
        errors={errorsFor(errors, 'description')}
      >
        {(p) => (
          <textarea
            {...p}
            name="description"
            className={formStyles.control}
            maxLength={LIMITS.description}
            rows={6}
            value={values.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </Field>
      <div className={styles.specs}>
        <p className={styles.heading} id={headingId}>
          Specifications
        </p>
        {errorsFor(errors, 'specs') ? (
          <p className={formStyles.fieldError}>{errors.specs?.join(' ')}</p>
        ) : null}
        {values.specs.length === 0 ? (
          <p className={formStyles.hint}>No lines yet, e.g. “Mast type: Triple stage”.</p>
        ) : (
          <ol ref={list} className={styles.list} aria-labelledby={headingId}>
            {values.specs.map((row, index) => (
              <li key={row.key} className={styles.line} data-spec={row.key}>
                <Field
                  label={`Line ${String(index + 1)} label`}
                  errors={lineErrors(row.key, 'label')}
                >
                  {(p) => (
                    <input
                      {...p}
                      className={formStyles.control}
                      value={row.label}
                      onChange={(event) => update(row.key, { label: event.target.value })}
                    />
                  )}
                </Field>
                <Field
                  label={`Line ${String(index + 1)} value`}
                  errors={lineErrors(row.key, 'value')}
                >
                  {(p) => (
                    <input
                      {...p}
                      className={formStyles.control}
                      value={row.value}
                      onChange={(event) => update(row.key, { value: event.target.value })}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className={buttonClass('outline', styles.remove)}
                  onClick={() => remove(index)}
                  aria-label={`Remove line ${String(index + 1)}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        {values.specs.length < LIMITS.specs ? (
          <div>
            <button ref={addButton} type="button" className={buttonClass('outline')} onClick={add}>
              <PlusIcon />
              Add a line
            </button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
