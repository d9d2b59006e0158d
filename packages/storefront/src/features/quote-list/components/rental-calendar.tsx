import { useLingui } from '@lingui/react';
import { rentalDays, addDays } from '@liftline/sdk';
import { useState } from 'react';
import { DayPicker, type DateRange, type Locale, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useLocaleTag } from '@/i18n/use-locale';
import { useApi } from '@/lib/api/api-provider';
import { formatDay } from '../quote-lines';
import { FocusingDayButton } from './focusing-day-button';
import styles from './rental-calendar.module.scss';
import { translate } from '@/utils/translate';

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
  /** The picker's own words and month names (react-day-picker's `locale`); default English. */
  dayPickerLocale?: Partial<Locale>;
}

const messages = {
  pickFirst: /*i18n*/ { id: 'quoteList.calendar.pickFirst', message: 'Pick the first day.' },
  pickLast: /*i18n*/ {
    id: 'quoteList.calendar.pickLast',
    message: 'From {from}: now pick the last day.',
  },
  chosen: /*i18n*/ {
    id: 'quoteList.calendar.chosen',
    message: '{from} to {to}, {days, plural, one {{days} day} other {{days} days}}.',
  },
  day: /*i18n*/ {
    id: 'quoteList.calendar.day',
    message:
      '{day}{booked, select, yes {, booked} other {}}{selected, select, yes {, selected} other {}}',
  },
  loadFailed: /*i18n*/ {
    id: 'quoteList.calendar.loadFailed',
    message: 'We could not load the booked days: the branch confirms availability with the quote.',
  },
  legend: /*i18n*/ {
    id: 'quoteList.calendar.legend',
    message:
      '{quantity, plural, one {Greyed-out days are past or booked.} other {Greyed-out days are past or have fewer than {quantity} units free.}}',
  },
};

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
  dayPickerLocale,
}: RentalCalendarProps) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const day = (iso: string) => formatDay(iso, tag);
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
  let footer = i18n._(messages.pickFirst);
  if (picked?.from && !picked.to)
    footer = translate(i18n, messages.pickLast, { from: day(isoOf(picked.from)) });
  if (chosen) {
    const days = rentalDays(chosen.start, chosen.end);
    footer = translate(i18n, messages.chosen, {
      from: day(chosen.start),
      to: day(chosen.end),
      days,
    });
  }

  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="range"
        locale={dayPickerLocale}
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
            translate(i18n, messages.day, {
              day: day(isoOf(date)),
              booked: modifiers.booked ? 'yes' : 'no',
              selected: modifiers.selected ? 'yes' : 'no',
            }),
        }}
        components={{ DayButton: FocusingDayButton }}
        footer={footer}
      />
      <p className={styles.legend}>
        {availability.isError
          ? i18n._(messages.loadFailed)
          : translate(i18n, messages.legend, { quantity })}
      </p>
    </div>
  );
}
