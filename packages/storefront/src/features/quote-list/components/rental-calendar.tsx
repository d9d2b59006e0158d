import { rentalDays, addDays } from '@liftline/sdk';
import { useState } from 'react';
import { DayPicker, type DateRange, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useApi } from '@/lib/api/api-provider';
import { formatDay } from '../quote-lines';
import { FocusingDayButton } from './focusing-day-button';
import styles from './rental-calendar.module.scss';

/** `YYYY-MM-DD` of a local date (the picker works in local days, as the date inputs do). */
const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The local date of `YYYY-MM-DD`. */
const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
};
const monthStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

export interface RentalCalendarProps {
  equipmentId: number;
  quantity: number;
  start?: string;
  end?: string;
  today: string;
  /** A whole range was picked. */
  onRange: (range: { start_date: string; end_date: string }) => void;
}

/**
 * The rental days on a calendar (react-day-picker, loaded only when opened): past days and days
 * with fewer free units than the line asks for are greyed out and cannot be picked, nor can a
 * range across them. Arrow keys move between days, Enter or Space picks; the first pick starts a
 * new range, the second ends it.
 */
export default function RentalCalendar({
  equipmentId,
  quantity,
  start,
  end,
  today,
  onRange,
}: RentalCalendarProps) {
  const [month, setMonth] = useState(() => monthStart(dateOf(start ?? today)));
  const [picked, setPicked] = useState<DateRange | undefined>(
    start ? { from: dateOf(start), to: end ? dateOf(end) : undefined } : undefined,
  );
  // The shown month's days (the grid also shows a few of the next month's).
  const from = isoOf(month);
  const availability = useApi().useQuery('get', '/equipment/{id}/availability', {
    params: {
      path: { id: equipmentId },
      query: {
        from,
        to: addDays(isoOf(new Date(month.getFullYear(), month.getMonth() + 1, 0)), 7),
      },
    },
  });
  const booked = new Set(
    (availability.data?.days ?? [])
      .filter((day) => day.available < quantity)
      .map((day) => day.date),
  );
  const isBooked = (date: Date) => booked.has(isoOf(date));
  const first = dateOf(today);

  const chosen =
    picked?.from && picked.to ? { start: isoOf(picked.from), end: isoOf(picked.to) } : null;
  let footer = 'Pick the first day.';
  if (picked?.from && !picked.to)
    footer = `From ${formatDay(isoOf(picked.from))}: now pick the last day.`;
  if (chosen) {
    const days = rentalDays(chosen.start, chosen.end);
    footer = `${formatDay(chosen.start)} to ${formatDay(chosen.end)}, ${days} ${days === 1 ? 'day' : 'days'}.`;
  }

  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="range"
        resetOnSelect
        excludeDisabled
        selected={picked}
        onSelect={(range) => {
          setPicked(range);
          if (range?.from && range.to)
            onRange({ start_date: isoOf(range.from), end_date: isoOf(range.to) });
        }}
        month={month}
        onMonthChange={setMonth}
        startMonth={monthStart(first)}
        endMonth={new Date(first.getFullYear() + 1, first.getMonth(), 1)}
        disabled={[{ before: first }, isBooked]}
        modifiers={{ booked: isBooked }}
        modifiersClassNames={{ booked: styles.booked! }}
        labels={{
          labelDayButton: (date: Date, modifiers: Modifiers) =>
            `${formatDay(isoOf(date))}${modifiers.booked ? ', booked' : ''}${modifiers.selected ? ', selected' : ''}`,
        }}
        components={{ DayButton: FocusingDayButton }}
        footer={footer}
      />
      <p className={styles.legend}>
        {availability.isError
          ? 'We could not load the booked days: the branch confirms availability with the quote.'
          : quantity === 1
            ? 'Greyed-out days are past or booked.'
            : `Greyed-out days are past or have fewer than ${quantity} units free.`}
      </p>
    </div>
  );
}
