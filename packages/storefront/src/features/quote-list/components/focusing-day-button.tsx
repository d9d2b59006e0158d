import { useLayoutEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';

/**
 * react-day-picker's day button, moving the focus in a layout effect instead of a passive one.
 *
 * The stock button calls `focus()` in `useEffect`. On preact/compat (the storefront's browser
 * build) a passive effect that has not run yet runs when its component renders again, with the
 * values of the render it belonged to. Two arrow presses within one frame (a held key, a busy
 * machine) then leave two buttons each holding a stale "focus me" effect: each focus fires the
 * other's blur and focus handlers, which re-render both and run the other's stale effect, and
 * the page hangs in that loop. A layout effect runs in the commit that rendered it, so no stale
 * effect is ever left over.
 */
export function FocusingDayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}
