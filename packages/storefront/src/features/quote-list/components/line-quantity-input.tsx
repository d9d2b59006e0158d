import { useState } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import styles from './quote-list.module.scss';

/** A number field that may be emptied while typing; the list keeps the last whole number 1..max. */
export function QuantityInput({
  id,
  value,
  max,
  invalid,
  describedBy,
  onValue,
}: {
  id: string;
  value: number;
  max: number;
  invalid: boolean;
  describedBy: string | undefined;
  onValue: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      className={`${formStyles.control} ${styles.quantity}`}
      value={draft ?? String(value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const quantity = Number(event.target.value);
        if (Number.isInteger(quantity) && quantity >= 1 && quantity <= 999) onValue(quantity);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
