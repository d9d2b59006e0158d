import { localToday, type EquipmentSummary, type QuoteLine } from '@liftline/sdk';

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A rental added without dates yet: tomorrow for a week (tomorrow and the 6 days after it). */
export function defaultRentalDates(today: string = localToday()) {
  const start = addDays(today, 1);
  return { start_date: start, end_date: addDays(start, 6) };
}

/** The modes a unit is offered in: rent first (the default of a new line), then buy. */
export function offeredModes(unit: Pick<EquipmentSummary, 'for_rent' | 'for_sale'>) {
  const modes: QuoteLine['mode'][] = [];
  if (unit.for_rent) modes.push('rent');
  if (unit.for_sale) modes.push('buy');
  return modes;
}

/** The line a unit's "Add to quote" adds: one unit, for rent with the default dates. */
export function newQuoteLine(
  unit: Pick<EquipmentSummary, 'id' | 'title'>,
  mode: QuoteLine['mode'],
  today: string = localToday(),
): QuoteLine {
  return {
    equipment_id: unit.id,
    mode,
    quantity: 1,
    title: unit.title,
    ...(mode === 'rent' ? defaultRentalDates(today) : {}),
  };
}
