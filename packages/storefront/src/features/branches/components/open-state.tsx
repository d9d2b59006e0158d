import {
  branchOpenState,
  formatClockTime,
  formatHoursRange,
  WEEKDAY_LABELS,
  type BranchHoursSubject,
  type BranchOpenState,
} from '@liftline/sdk';
import { Badge } from '@/components/ui/badge/badge';
import { usePageLocale } from '@/lib/page-locale';

/** "Open now" or "Closed", on the branch's clock. */
export function OpenBadge({ state }: { state: BranchOpenState }) {
  return state.open ? <Badge tone="success">Open now</Badge> : <Badge>Closed</Badge>;
}

/**
 * What today looks like at the branch, in its local time: hours ("Today 7:00 AM – 5:00 PM" in
 * en-US), a holiday or closed.
 */
export function todayText(state: BranchOpenState, locale: string): string {
  if (state.closure) return `Closed today (${state.closure.reason})`;
  if (!state.today) return 'Closed today';
  return `Today ${formatHoursRange(state.today, locale)}`;
}

/** When a closed branch opens next ("Opens at 9:00 AM", "Opens Monday 7:00 AM" in en-US). */
export function nextText(state: BranchOpenState, locale: string): string | null {
  if (state.open || !state.next) return null;
  const opens = formatClockTime(state.next.opens, locale);
  return state.next.today
    ? `Opens at ${opens}`
    : `Opens ${WEEKDAY_LABELS[state.next.day]} ${opens}`;
}

/** The badge and today's hours of a branch, "local time" (the branch's, not the visitor's). */
export function BranchToday({
  branch,
  now,
  className,
}: {
  branch: BranchHoursSubject;
  now: Date;
  className?: string;
}) {
  const locale = usePageLocale();
  const state = branchOpenState(branch, now);
  const next = nextText(state, locale);
  return (
    <p className={className}>
      <OpenBadge state={state} /> {todayText(state, locale)}
      {next ? ` · ${next}` : ''} <span>(local time)</span>
    </p>
  );
}
