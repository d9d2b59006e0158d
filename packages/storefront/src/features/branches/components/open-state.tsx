import {
  branchOpenState,
  formatHoursRange,
  WEEKDAY_LABELS,
  type BranchHoursSubject,
  type BranchOpenState,
} from '@liftline/sdk';
import { Badge } from '@/components/ui/badge/badge';

/** "Open now" or "Closed", on the branch's clock. */
export function OpenBadge({ state }: { state: BranchOpenState }) {
  return state.open ? <Badge tone="success">Open now</Badge> : <Badge>Closed</Badge>;
}

/** What today looks like at the branch, in its local time: hours, a holiday or closed. */
export function todayText(state: BranchOpenState): string {
  if (state.closure) return `Closed today (${state.closure.reason})`;
  if (!state.today) return 'Closed today';
  return `Today ${formatHoursRange(state.today)}`;
}

/** When a closed branch opens next ("Opens at 09:00", "Opens Monday 07:00"). */
export function nextText(state: BranchOpenState): string | null {
  if (state.open || !state.next) return null;
  return state.next.today
    ? `Opens at ${state.next.opens}`
    : `Opens ${WEEKDAY_LABELS[state.next.day]} ${state.next.opens}`;
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
  const state = branchOpenState(branch, now);
  const next = nextText(state);
  return (
    <p className={className}>
      <OpenBadge state={state} /> {todayText(state)}
      {next ? ` · ${next}` : ''} <span>(local time)</span>
    </p>
  );
}
