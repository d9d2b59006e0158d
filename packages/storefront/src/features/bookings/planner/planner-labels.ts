import type { I18n } from '@lingui/core';
import { paths } from '@/config/paths';
import { formatDayRange } from '@/utils/format';
import { translate } from '@/utils/translate';
import { bookingsHref } from '../bookings-url';
import type { PlannerBar } from './planner-layout';

/** What each kind of bar is called, on the bar and in the legend. */
export const BAR_KIND_LABELS = {
  lead: /*i18n*/ { id: 'planner.kind.lead', message: 'Rental' },
  hold: /*i18n*/ { id: 'planner.kind.hold', message: 'Hold' },
  extension: /*i18n*/ { id: 'planner.kind.extension', message: 'Extension asked' },
  off_rent: /*i18n*/ { id: 'planner.kind.offRent', message: 'Pickup asked' },
} as const;

export const BAR_KINDS = ['lead', 'hold', 'extension', 'off_rent'] as const;

const messages = {
  bar: /*i18n*/ {
    id: 'planner.bar.label',
    message:
      '{kind} {reference}: {count, plural, one {{count} unit} other {{count} units}}, {days}',
  },
  barNoReference: /*i18n*/ {
    id: 'planner.bar.labelNoReference',
    message: '{kind}: {count, plural, one {{count} unit} other {{count} units}}, {days}',
  },
};

/**
 * Where a bar leads: a won lead's booking to the lead, a hold to its unit's bookings (where it is
 * released), a request to the requests inbox's waiting ones of its kind. `null`: nowhere (a booking without a reference).
 */
export function barHref(bar: PlannerBar, unitId: number): string | null {
  switch (bar.kind) {
    case 'lead':
      return bar.lead_reference ? paths.lead.getHref(bar.lead_reference) : null;
    case 'hold':
      return bookingsHref({ unit: unitId });
    default:
      // The inbox's waiting requests of the bar's kind (the inbox filters by kind and status).
      return bar.request_id
        ? `${paths.rentalRequests.getHref()}?${new URLSearchParams({
            kind: bar.kind,
            status: 'pending',
          }).toString()}`
        : null;
  }
}

/** A bar's accessible name: its kind, lead, units and days ("Hold: 2 units, Dec 3–5"). */
export function barLabel(i18n: I18n, bar: PlannerBar, locale: string): string {
  const values = {
    kind: i18n._(BAR_KIND_LABELS[bar.kind]),
    reference: bar.lead_reference ?? '',
    count: bar.quantity,
    days: formatDayRange(bar.start_date, bar.end_date, locale),
  };
  return translate(i18n, bar.lead_reference ? messages.bar : messages.barNoReference, values);
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Mon" (es "lun") for a calendar day (`2026-12-07`), one formatter per language. */
export function weekdayOf(day: string, locale: string): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** The short text drawn on a bar: its lead's reference, else its kind. */
export const barText = (i18n: I18n, bar: PlannerBar) =>
  bar.lead_reference ?? i18n._(BAR_KIND_LABELS[bar.kind]);
