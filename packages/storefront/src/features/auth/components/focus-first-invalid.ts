import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Moves focus to the first control of the form marked invalid (after a failed submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * `focusInvalid()` after a failed submit: once the error messages are rendered, focus moves to the
 * first field in error (or stays where it is when no field is marked).
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) focusFirstInvalid(formRef.current);
  }, [failures, formRef]);
  return useCallback(() => setFailures((count) => count + 1), []);
}
