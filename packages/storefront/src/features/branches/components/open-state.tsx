import {
  branchOpenState,
  enumLabels,
  formatClockTime,
  formatHoursRange,
  type BranchHoursSubject,
  type BranchOpenState,
} from '@liftline/sdk';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Badge } from '@/components/ui/badge/badge';
import { usePageLocale } from '@/lib/page-locale';
import { translate } from '@/utils/translate';

/** "Open now" or "Closed", on the branch's clock. */
export function OpenBadge({ state }: { state: BranchOpenState }) {
  const { i18n } = useLingui();
  return state.open ? (
    <Badge tone="success">{i18n._({ id: 'branch.openNow', message: 'Open now' })}</Badge>
  ) : (
    <Badge>{i18n._({ id: 'branch.closed', message: 'Closed' })}</Badge>
  );
}

const TODAY = {
  holiday: /*i18n*/ { id: 'branch.today.holiday', message: 'Closed today ({reason})' },
  closed: /*i18n*/ { id: 'branch.today.closed', message: 'Closed today' },
  hours: /*i18n*/ { id: 'branch.today.hours', message: 'Today {hours}' },
  hoursNextToday: /*i18n*/ {
    id: 'branch.today.hoursOpensAt',
    message: 'Today {hours} · Opens at {opens}',
  },
  hoursNextDay: /*i18n*/ {
    id: 'branch.today.hoursOpensOn',
    message: 'Today {hours} · Opens {day} {opens}',
  },
  closedNextToday: /*i18n*/ {
    id: 'branch.today.closedOpensAt',
    message: 'Closed today · Opens at {opens}',
  },
  closedNextDay: /*i18n*/ {
    id: 'branch.today.closedOpensOn',
    message: 'Closed today · Opens {day} {opens}',
  },
  holidayNextDay: /*i18n*/ {
    id: 'branch.today.holidayOpensOn',
    message: 'Closed today ({reason}) · Opens {day} {opens}',
  },
};

/**
 * What today looks like at the branch, in its local time, in one sentence: hours ("Today 7:00 AM
 * – 5:00 PM" in en-US), a holiday or closed, and when a closed branch opens next ("· Opens at
 * 9:00 AM", "· Opens Monday 7:00 AM").
 */
export function todayText(i18n: I18n, state: BranchOpenState, locale: string): string {
  const next = state.open ? null : state.next;
  const values = {
    reason: state.closure?.reason ?? '',
    hours: state.today ? formatHoursRange(state.today, locale) : '',
    opens: next ? formatClockTime(next.opens, locale) : '',
    day: next ? enumLabels(locale).WEEKDAY[next.day] : '',
  };
  if (state.closure)
    return translate(i18n, next && !next.today ? TODAY.holidayNextDay : TODAY.holiday, values);
  if (!state.today) {
    if (!next) return i18n._(TODAY.closed);
    return translate(i18n, next.today ? TODAY.closedNextToday : TODAY.closedNextDay, values);
  }
  if (!next) return translate(i18n, TODAY.hours, values);
  return translate(i18n, next.today ? TODAY.hoursNextToday : TODAY.hoursNextDay, values);
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
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const state = branchOpenState(branch, now);
  return (
    <p className={className}>
      <Trans
        id="branch.todayLine"
        message="<0/> {today} <1>(local time)</1>"
        values={{ today: todayText(i18n, state, locale) }}
        components={{ 0: <OpenBadge state={state} />, 1: <span /> }}
      />
    </p>
  );
}
