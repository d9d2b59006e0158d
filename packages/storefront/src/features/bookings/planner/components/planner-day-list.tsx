import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { useLocaleTag } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { formatMonthDay } from '@/utils/format';
import { translate } from '@/utils/translate';
import { barHref, barLabel, weekdayOf } from '../planner-labels';
import { barsOnDay, placeBars, unitsTaken, type PlannerUnit } from '../planner-layout';
import styles from './planner.module.scss';

const messages = {
  summary: /*i18n*/ {
    id: 'planner.list.summary',
    message:
      '{count, plural, =0 {free every day} one {{count} booking or request} other {{count} bookings or requests}}',
  },
  free: /*i18n*/ { id: 'planner.list.free', message: 'Free' },
  taken: /*i18n*/ { id: 'planner.list.taken', message: '{taken} of {fleet} taken' },
  today: /*i18n*/ { id: 'planner.list.today', message: '{day} (today)' },
  hold: /*i18n*/ { id: 'planner.list.hold', message: 'Hold units of {unit}' },
};

/** "Mon, Oct 11" (es "lun, 11 oct"): a day of the range, whose year the page already says. */
const weekdayAndDay = (day: string, tag: string) =>
  `${weekdayOf(day, tag)}, ${formatMonthDay(day, false, tag)}`;

function UnitDays({
  unit,
  days,
  today,
  canHold,
  onHold,
}: {
  unit: PlannerUnit;
  days: readonly string[];
  today: string;
  canHold: boolean;
  onHold: (unit: PlannerUnit) => void;
}) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rootHref = useRootHref();
  const { placed } = placeBars(unit.bars, days[0]!, days.length);
  return (
    <div className={styles.unitDays}>
      {canHold ? (
        <button type="button" className={buttonClass('outline')} onClick={() => onHold(unit)}>
          {translate(i18n, messages.hold, { unit: unit.title })}
        </button>
      ) : null}
      <ol className={styles.dayList}>
        {days.map((day, column) => {
          const bars = barsOnDay(placed, column);
          const taken = unitsTaken(placed, column);
          return (
            <li key={day} className={day === today ? styles.todayItem : undefined}>
              <span className={styles.dayName}>
                {day === today
                  ? translate(i18n, messages.today, { day: weekdayAndDay(day, tag) })
                  : weekdayAndDay(day, tag)}
              </span>
              {bars.length === 0 ? (
                <span className={styles.free}>{i18n._(messages.free)}</span>
              ) : (
                <span className={styles.dayBars}>
                  <span className={styles.taken}>
                    {translate(i18n, messages.taken, { taken, fleet: unit.fleet })}
                  </span>
                  {bars.map(({ bar }) => {
                    const href = barHref(bar, unit.id);
                    const label = barLabel(i18n, bar, tag);
                    const className = `${styles.chip} ${styles[`bar-${bar.kind}`]}`;
                    return href ? (
                      <Link
                        key={`${bar.kind}-${bar.booking_id}-${bar.request_id ?? ''}`}
                        href={rootHref(href)}
                        className={className}
                      >
                        {label}
                      </Link>
                    ) : (
                      <span
                        key={`${bar.kind}-${bar.booking_id}-${bar.request_id ?? ''}`}
                        className={className}
                      >
                        {label}
                      </span>
                    );
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The planner on a phone: the units as a list, each opening to its days with what takes them
 * (and "Hold units" for those who may hold). A unit's days are rendered only while it is open.
 */
export function PlannerDayList({
  units,
  days,
  today,
  canHold,
  onHold,
}: {
  units: readonly PlannerUnit[];
  days: readonly string[];
  today: string;
  canHold: boolean;
  onHold: (unit: PlannerUnit) => void;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return (
    <ul className={styles.unitList}>
      {units.map((unit) => {
        const isOpen = open.has(unit.id);
        return (
          <li key={unit.id}>
            <details
              open={isOpen}
              onToggle={(event) => {
                const nowOpen = event.currentTarget.open;
                setOpen((previous) => {
                  if (previous.has(unit.id) === nowOpen) return previous;
                  const next = new Set(previous);
                  if (nowOpen) next.add(unit.id);
                  else next.delete(unit.id);
                  return next;
                });
              }}
            >
              <summary className={styles.unitSummary}>
                <span className={styles.unitTitle}>{unit.title}</span>
                <span className={styles.unitFleet}>
                  {translate(i18n, messages.summary, { count: unit.bars.length })}
                </span>
              </summary>
              {isOpen ? (
                <UnitDays unit={unit} days={days} today={today} canHold={canHold} onHold={onHold} />
              ) : null}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
