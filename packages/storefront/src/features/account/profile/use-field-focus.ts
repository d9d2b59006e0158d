import { useCallback, useRef } from 'react';

/**
 * Refs for a form's controls by field name, and `focus(name)` to move focus to one (the first
 * invalid field after a failed submit).
 */
export function useFieldFocus<T extends string>() {
  const controls = useRef(new Map<T, HTMLElement>());
  const register = useCallback(
    (name: T) => (element: HTMLElement | null) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    },
    [],
  );
  const focus = useCallback((name: T | undefined) => {
    if (name) controls.current.get(name)?.focus();
  }, []);
  return { register, focus };
}
