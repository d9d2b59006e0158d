import { INVALID_ZIP_MESSAGE, TIME_ZONE_LABELS, WEEKDAYS, type Schemas } from '@liftline/sdk';
import * as v from 'valibot';
import { EMAIL_PATTERN, tooLong } from '@/lib/forms/schema-fields';

type AdminBranch = Schemas['AdminBranch'];
export type TimeZone = Schemas['TimeZone'];
export type BranchInput = Schemas['BranchInput'];
export type BranchUpdate = Schemas['BranchUpdate'];

export const TIME_ZONES = Object.keys(TIME_ZONE_LABELS) as TimeZone[];

/** What the hours of a newly opened day start as. */
export const DEFAULT_OPENS = '07:00';
export const DEFAULT_CLOSES = '17:00';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^[0-9()+.\- ]{7,30}$/;

const trimmed = (min: number, max: number, required: string, short: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(min, short),
    v.maxLength(max, tooLong(max)),
  );

/** One weekday's row: open or not, and its hours (checked only when open). */
const dayRow = v.pipe(
  v.object({ open: v.boolean(), opens: v.string(), closes: v.string() }),
  v.forward(
    v.check((day) => !day.open || TIME.test(day.opens), 'Enter the opening time, like 07:00'),
    ['opens'],
  ),
  v.forward(
    v.check((day) => !day.open || TIME.test(day.closes), 'Enter the closing time, like 17:00'),
    ['closes'],
  ),
  v.forward(
    v.check(
      (day) =>
        !day.open || !TIME.test(day.opens) || !TIME.test(day.closes) || day.closes > day.opens,
      'Closing time must be after opening time',
    ),
    ['closes'],
  ),
);

/**
 * The branch form's rules (`BranchInput` / `BranchUpdate`). `weekly_hours` has seven rows, Monday
 * to Sunday (the index is the weekday); only the open ones are sent.
 */
export const branchSchema = v.object({
  name: trimmed(2, 80, 'Enter the branch name', 'Use at least 2 characters'),
  address_line1: trimmed(3, 120, 'Enter the street address', 'Use at least 3 characters'),
  zip_code: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, INVALID_ZIP_MESSAGE)),
  city: trimmed(2, 80, 'Enter the city', 'Use at least 2 characters'),
  state: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.check(
      (state) => state === '' || /^[A-Z]{2}$/.test(state),
      'Use the two-letter code, like OH',
    ),
  ),
  phone_number: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(30, tooLong(30)),
    v.check(
      (phone) => phone === '' || PHONE.test(phone),
      'Enter a phone number, like (614) 555-0142',
    ),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(254, tooLong(254)),
    v.check(
      (email) => email === '' || EMAIL_PATTERN.test(email),
      'Enter a valid e-mail address, like name@example.com',
    ),
  ),
  time_zone: v.picklist(TIME_ZONES, 'Choose the time zone'),
  weekly_hours: v.pipe(v.array(dayRow), v.length(7)),
  closures: v.pipe(
    v.array(
      v.object({
        date: v.pipe(v.string(), v.isoDate('Enter the date')),
        reason: trimmed(1, 100, 'Say why the branch is closed', 'Say why the branch is closed'),
      }),
    ),
    v.maxLength(60, 'At most 60 closures'),
  ),
});

export type BranchFormInput = v.InferInput<typeof branchSchema>;
export type BranchFormValues = v.InferOutput<typeof branchSchema>;

/** An empty form: Monday to Friday open 07:00–17:00, the weekend closed. */
export function emptyBranchValues(): BranchFormInput {
  return {
    name: '',
    address_line1: '',
    zip_code: '',
    city: '',
    state: '',
    phone_number: '',
    email: '',
    time_zone: '' as TimeZone,
    weekly_hours: WEEKDAYS.map((day) => ({
      open: day !== 'sat' && day !== 'sun',
      opens: DEFAULT_OPENS,
      closes: DEFAULT_CLOSES,
    })),
    closures: [],
  };
}

/** The form's values for a branch being edited. */
export function branchValuesOf(branch: AdminBranch): BranchFormInput {
  return {
    name: branch.name,
    address_line1: branch.address_line1,
    zip_code: branch.zip_code,
    city: branch.city,
    state: branch.state,
    phone_number: branch.phone_number ?? '',
    email: branch.email ?? '',
    time_zone: branch.time_zone,
    weekly_hours: WEEKDAYS.map((day) => {
      const hours = branch.weekly_hours.find((entry) => entry.day === day);
      return hours
        ? { open: true, opens: hours.opens, closes: hours.closes }
        : { open: false, opens: DEFAULT_OPENS, closes: DEFAULT_CLOSES };
    }),
    closures: branch.closures.map(({ date, reason }) => ({ date, reason })),
  };
}

/** The valid values as the request body; an empty state is left to the ZIP code. */
export function toBranchInput(values: BranchFormValues): BranchInput {
  return {
    name: values.name,
    address_line1: values.address_line1,
    zip_code: values.zip_code,
    city: values.city,
    ...(values.state ? { state: values.state } : {}),
    phone_number: values.phone_number || null,
    email: values.email || null,
    time_zone: values.time_zone,
    weekly_hours: WEEKDAYS.flatMap((day, index) => {
      const row = values.weekly_hours[index]!;
      return row.open ? [{ day, opens: row.opens, closes: row.closes }] : [];
    }),
    closures: values.closures,
  };
}

/**
 * The server names `weekly_hours.N…` by the position in the list sent, which holds the open days
 * only; the form's rows are the seven weekdays. This maps one onto the other for a 422.
 */
export function weeklyHoursServerFields(values: BranchFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  let sent = 0;
  values.weekly_hours.forEach((row, weekday) => {
    if (!row.open) return;
    fields[`weekly_hours.${sent}`] = `weekly_hours.${weekday}.opens`;
    fields[`weekly_hours.${sent}.day`] = `weekly_hours.${weekday}.opens`;
    fields[`weekly_hours.${sent}.opens`] = `weekly_hours.${weekday}.opens`;
    fields[`weekly_hours.${sent}.closes`] = `weekly_hours.${weekday}.closes`;
    sent += 1;
  });
  return fields;
}
