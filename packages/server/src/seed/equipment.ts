/**
 * Demo seed data: LiftLine equipment inventory (rent and/or buy).
 *
 * Units are generated DETERMINISTICALLY from real manufacturer / model tables
 * using a small seeded PRNG (mulberry32). No Math.random, no Date: the same
 * source always yields the same inventory, stock numbers included.
 */

import { branches } from './branches.js';

export type EquipmentCategory =
  | 'lift-trucks'
  | 'construction-equipment'
  | 'aerial-work-platforms'
  | 'rail-cars'
  | 'warehouse-equipment';

export type FuelType = 'electric' | 'diesel' | 'lpg' | 'gasoline' | 'dual-fuel' | 'none';

export type EquipmentCondition = 'new' | 'used';

export interface SeedSpec {
  label: string;
  value: string;
}

export interface SeedRentalRates {
  daily: number;
  weekly: number;
  monthly: number;
}

export interface SeedEquipment {
  stock_number: string;
  title: string;
  category: EquipmentCategory;
  make: string;
  model: string;
  year: number;
  condition: EquipmentCondition;
  for_rent: boolean;
  for_sale: boolean;
  fuel_type: FuelType | null;
  capacity_lbs: number | null;
  lift_height_ft: number | null;
  hours_used: number | null;
  sale_price: number | null;
  rental_rates: SeedRentalRates | null;
  description: string;
  specs: SeedSpec[];
  branch_index: number;
}

// ---------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------

/** Model year the inventory is "as of"; new units are this year or last. */
const CURRENT_MODEL_YEAR = 2026;
const MIN_YEAR = 2008;
const UNITS_PER_CATEGORY = 50;

/** mulberry32: tiny, fast, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from empty list');
    return at(items, Math.floor(this.next() * items.length));
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = at(items, i);
      items[i] = at(items, j);
      items[j] = tmp;
    }
    return items;
  }
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range`);
  return item;
}

function fmtInt(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Indefinite article for a number-led phrase: "an 8,000 lb", "a 5,000 lb". */
function aOrAn(phrase: string): string {
  return /^(8|11(\D|$)|18(\D|$))/.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** "Turret Truck (VNA)" -> "turret truck (VNA)": lower-case words, keep acronyms. */
function lowerKind(kind: string): string {
  return kind
    .split(' ')
    .map((w) => (/[A-Z]{2,}/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

/** ["a", "b", "c"] -> "a, b, and c" */
function listJoin(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1] ?? ''}`;
}

function round5(n: number): number {
  return Math.max(5, Math.round(n / 5) * 5);
}

/** Retail-style asking price: $24,950 rather than $25,013. */
function askingPrice(n: number): number {
  if (n < 5000) return Math.max(250, Math.round(n / 50) * 50);
  if (n < 100000) return Math.round(n / 500) * 500 - 50;
  return Math.round(n / 1000) * 1000 - 100;
}

/** 189 in -> "15 ft 9 in" */
function feetInches(inches: number): string {
  const ft = Math.floor(inches / 12);
  const rem = Math.round(inches - ft * 12);
  return rem === 0 ? `${ft} ft` : `${ft} ft ${rem} in`;
}

function toFeet(inches: number): number {
  return Math.round((inches / 12) * 10) / 10;
}

const FUEL_LABEL: Record<FuelType, string> = {
  electric: 'Electric',
  diesel: 'Diesel',
  lpg: 'LPG',
  gasoline: 'Gasoline',
  'dual-fuel': 'Dual fuel (gasoline/LPG)',
  none: 'None',
};

const FUEL_ADJECTIVE: Record<FuelType, string> = {
  electric: 'electric',
  diesel: 'diesel',
  lpg: 'LPG',
  gasoline: 'gasoline',
  'dual-fuel': 'dual-fuel',
  none: '',
};

// ---------------------------------------------------------------------------
// Shared unit scaffolding
// ---------------------------------------------------------------------------

type ListingMode = 'rent' | 'sale' | 'both';

interface UnitBasics {
  condition: EquipmentCondition;
  year: number;
  age: number;
  mode: ListingMode;
  branchIndex: number;
}

interface ListingOdds {
  pNew: number;
  /** [rent, sale, both] weights for new units */
  newMode: readonly [number, number, number];
  /** [rent, sale, both] weights for used units */
  usedMode: readonly [number, number, number];
  /** oldest model year a used unit may carry */
  oldestYear: number;
}

function pickMode(rng: Rng, weights: readonly [number, number, number]): ListingMode {
  const [rent, sale, both] = weights;
  const r = rng.float(0, rent + sale + both);
  if (r < rent) return 'rent';
  if (r < rent + sale) return 'sale';
  return 'both';
}

function rollBasics(rng: Rng, odds: ListingOdds, branchIndex: number): UnitBasics {
  const isNew = rng.chance(odds.pNew);
  let year: number;
  if (isNew) {
    year = rng.chance(0.6) ? CURRENT_MODEL_YEAR : CURRENT_MODEL_YEAR - 1;
  } else {
    // Skew used inventory toward younger fleet units.
    const span = CURRENT_MODEL_YEAR - 2 - odds.oldestYear;
    year = CURRENT_MODEL_YEAR - 2 - Math.floor(Math.pow(rng.float(), 1.5) * (span + 1));
  }
  year = Math.max(MIN_YEAR, Math.min(CURRENT_MODEL_YEAR, year));
  const mode = pickMode(rng, isNew ? odds.newMode : odds.usedMode);
  return {
    condition: isNew ? 'new' : 'used',
    year,
    age: CURRENT_MODEL_YEAR - year,
    mode,
    branchIndex,
  };
}

function salePrice(rng: Rng, b: UnitBasics, newPrice: number, depreciation: number): number {
  if (b.condition === 'new') return askingPrice(newPrice * rng.float(0.96, 1.04));
  const value = newPrice * Math.pow(depreciation, b.age) * rng.float(0.88, 1.08);
  return askingPrice(Math.max(value, newPrice * 0.15));
}

/** Equipment-style rates: daily drives weekly (3–3.5×) and monthly (2.7–3× weekly). */
function ratesFromDaily(rng: Rng, b: UnitBasics, dailyBase: number): SeedRentalRates {
  let daily = dailyBase * rng.float(0.92, 1.08);
  if (b.condition === 'new') daily *= 1.06;
  if (b.age > 10) daily *= 0.92;
  const d = round5(daily);
  const weekly = round5(d * rng.float(3.05, 3.45));
  const monthly = round5(weekly * rng.float(2.75, 2.95));
  return { daily: d, weekly, monthly };
}

/** Rail-car style rates: monthly lease drives weekly and daily (small) rates. */
function ratesFromMonthly(rng: Rng, b: UnitBasics, monthlyBase: number): SeedRentalRates {
  let monthly = monthlyBase * rng.float(0.92, 1.1);
  if (b.condition === 'new') monthly *= 1.08;
  if (b.age > 12) monthly *= 0.9;
  const m = Math.round(monthly / 5) * 5;
  const weekly = Math.round(m / rng.float(2.75, 2.95));
  const daily = Math.round(weekly / rng.float(3.05, 3.45));
  return { daily, weekly, monthly: m };
}

function availabilitySentence(b: UnitBasics, category: EquipmentCategory): string {
  const branch = at(branches, b.branchIndex).name;
  if (category === 'rail-cars') {
    switch (b.mode) {
      case 'rent':
        return `Offered on a full-service lease (maintenance and AAR billing included), managed by our ${branch} branch.`;
      case 'sale':
        return `Available for outright purchase through our ${branch} branch; buyer arranges interchange and delivery.`;
      case 'both':
        return `Lease it month to month or buy it outright through our ${branch} branch.`;
    }
  }
  switch (b.mode) {
    case 'rent':
      return `Available to rent by the day, week, or month from our ${branch} branch.`;
    case 'sale':
      return `For sale at our ${branch} branch, with financing and delivery available.`;
    case 'both':
      return `Rent it by the day, week, or month, or buy it outright from our ${branch} branch.`;
  }
}

interface UnitCore {
  category: EquipmentCategory;
  make: string;
  model: string;
  kind: string;
  /** what follows "<year> <make> " in the title */
  titleLabel: string;
  fuel: FuelType | null;
  capacity: number | null;
  liftFt: number | null;
  hours: number | null;
  specs: SeedSpec[];
  sentences: string[];
  newPrice: number;
  depreciation: number;
  rates: (b: UnitBasics) => SeedRentalRates;
}

const usedStockNumbers = new Set<string>();

function stockNumber(rng: Rng, prefix: string): string {
  for (;;) {
    const candidate = `${prefix}-${rng.int(10000, 99999)}`;
    if (!usedStockNumbers.has(candidate)) {
      usedStockNumbers.add(candidate);
      return candidate;
    }
  }
}

function finalize(rng: Rng, prefix: string, b: UnitBasics, core: UnitCore): SeedEquipment {
  const forRent = b.mode !== 'sale';
  const forSale = b.mode !== 'rent';
  return {
    stock_number: stockNumber(rng, prefix),
    title: `${b.year} ${core.make} ${core.titleLabel}`,
    category: core.category,
    make: core.make,
    model: core.model,
    year: b.year,
    condition: b.condition,
    for_rent: forRent,
    for_sale: forSale,
    fuel_type: core.fuel,
    capacity_lbs: core.capacity,
    lift_height_ft: core.liftFt,
    hours_used: b.condition === 'new' ? null : core.hours,
    sale_price: forSale ? salePrice(rng, b, core.newPrice, core.depreciation) : null,
    rental_rates: forRent ? core.rates(b) : null,
    description: [...core.sentences, availabilitySentence(b, core.category)].join(' '),
    specs: core.specs,
    branch_index: b.branchIndex,
  };
}

function usedHours(
  rng: Rng,
  b: UnitBasics,
  perYear: readonly [number, number],
  cap: number,
): number | null {
  if (b.condition === 'new') return null;
  return Math.min(cap, Math.round(b.age * rng.int(perYear[0], perYear[1]) * rng.float(0.85, 1.1)));
}

function conditionSentence(
  rng: Rng,
  b: UnitBasics,
  hours: number | null,
  checks: readonly string[],
): string {
  if (b.condition === 'new' || hours === null) {
    return rng.pick([
      'Brand-new unit with full factory warranty, delivered with operator manuals and a PDI checklist.',
      'New, zero-hour unit covered by the full manufacturer warranty.',
      'Factory-new machine with warranty registration handled by our service team.',
    ]);
  }
  return `Shows ${fmtInt(hours)} hours and passed our shop inspection, including ${rng.pick(checks)}.`;
}

// ---------------------------------------------------------------------------
// Lift trucks
// ---------------------------------------------------------------------------

interface LiftTruckModel {
  make: string;
  model: string;
  kind: string;
  tire: 'Cushion' | 'Pneumatic';
  fuels: readonly FuelType[];
  capacities: readonly number[];
  mastsIn: readonly number[];
  /** IC engine description, or battery voltage for electric trucks */
  power: string;
  newPrice: number;
  daily: number;
  travelMph: number;
}

const STD_MASTS = [144, 172, 188, 189, 212, 240] as const;
const TALL_MASTS = [188, 212, 240, 252, 264] as const;
const HEAVY_MASTS = [144, 171, 180, 192, 212] as const;

const LIFT_TRUCKS: readonly LiftTruckModel[] = [
  {
    make: 'Toyota',
    model: '8FGCU25',
    kind: 'Cushion Tire Forklift',
    tire: 'Cushion',
    fuels: ['lpg', 'lpg', 'dual-fuel'],
    capacities: [5000],
    mastsIn: STD_MASTS,
    power: 'Toyota 4Y-ECS 2.2L 4-cyl',
    newPrice: 38500,
    daily: 165,
    travelMph: 11,
  },
  {
    make: 'Toyota',
    model: '8FBE20U',
    kind: '3-Wheel Electric Forklift',
    tire: 'Cushion',
    fuels: ['electric'],
    capacities: [4000],
    mastsIn: TALL_MASTS,
    power: '48V',
    newPrice: 42500,
    daily: 175,
    travelMph: 10.5,
  },
  {
    make: 'Toyota',
    model: '8FD45U',
    kind: 'Pneumatic Diesel Forklift',
    tire: 'Pneumatic',
    fuels: ['diesel'],
    capacities: [10000],
    mastsIn: HEAVY_MASTS,
    power: 'Toyota 4-cyl turbo diesel, Tier 4 Final',
    newPrice: 76000,
    daily: 310,
    travelMph: 12,
  },
  {
    make: 'Hyster',
    model: 'H50FT',
    kind: 'Pneumatic Tire Forklift',
    tire: 'Pneumatic',
    fuels: ['lpg', 'dual-fuel'],
    capacities: [5000],
    mastsIn: STD_MASTS,
    power: 'GM 2.4L 4-cyl',
    newPrice: 40000,
    daily: 170,
    travelMph: 11.2,
  },
  {
    make: 'Hyster',
    model: 'H80FT',
    kind: 'Pneumatic Tire Forklift',
    tire: 'Pneumatic',
    fuels: ['lpg', 'diesel'],
    capacities: [8000],
    mastsIn: HEAVY_MASTS,
    power: '4-cyl industrial engine',
    newPrice: 58500,
    daily: 245,
    travelMph: 12.4,
  },
  {
    make: 'Hyster',
    model: 'H155FT',
    kind: 'High-Capacity Pneumatic Forklift',
    tire: 'Pneumatic',
    fuels: ['diesel'],
    capacities: [15500],
    mastsIn: HEAVY_MASTS,
    power: 'Cummins QSB4.5 turbo diesel, Tier 4 Final',
    newPrice: 98000,
    daily: 430,
    travelMph: 14,
  },
  {
    make: 'Hyster',
    model: 'E50XN',
    kind: '4-Wheel Electric Forklift',
    tire: 'Cushion',
    fuels: ['electric'],
    capacities: [5000],
    mastsIn: TALL_MASTS,
    power: '48V',
    newPrice: 46000,
    daily: 185,
    travelMph: 10.2,
  },
  {
    make: 'Yale',
    model: 'GLP050VX',
    kind: 'Pneumatic Tire Forklift',
    tire: 'Pneumatic',
    fuels: ['lpg', 'dual-fuel'],
    capacities: [5000],
    mastsIn: STD_MASTS,
    power: 'GM 2.4L 4-cyl',
    newPrice: 39500,
    daily: 165,
    travelMph: 11.2,
  },
  {
    make: 'Yale',
    model: 'ERP040VT',
    kind: '3-Wheel Electric Forklift',
    tire: 'Cushion',
    fuels: ['electric'],
    capacities: [4000],
    mastsIn: TALL_MASTS,
    power: '36V',
    newPrice: 38500,
    daily: 165,
    travelMph: 10,
  },
  {
    make: 'Crown',
    model: 'FC 5200',
    kind: '4-Wheel Electric Forklift',
    tire: 'Cushion',
    fuels: ['electric'],
    capacities: [4000, 5000],
    mastsIn: TALL_MASTS,
    power: '36V',
    newPrice: 44500,
    daily: 180,
    travelMph: 10.5,
  },
  {
    make: 'Crown',
    model: 'SC 6000',
    kind: '3-Wheel Electric Forklift',
    tire: 'Cushion',
    fuels: ['electric'],
    capacities: [3000, 3500, 4000],
    mastsIn: TALL_MASTS,
    power: '36V',
    newPrice: 36500,
    daily: 160,
    travelMph: 10,
  },
  {
    make: 'Caterpillar',
    model: 'GP25N',
    kind: 'Pneumatic Tire Forklift',
    tire: 'Pneumatic',
    fuels: ['lpg', 'dual-fuel'],
    capacities: [5000],
    mastsIn: STD_MASTS,
    power: 'Mitsubishi K25 2.5L 4-cyl',
    newPrice: 37500,
    daily: 160,
    travelMph: 11.4,
  },
  {
    make: 'Caterpillar',
    model: 'DP50N',
    kind: 'Pneumatic Diesel Forklift',
    tire: 'Pneumatic',
    fuels: ['diesel'],
    capacities: [11000],
    mastsIn: HEAVY_MASTS,
    power: 'Mitsubishi 4-cyl diesel, Tier 4 Final',
    newPrice: 71000,
    daily: 320,
    travelMph: 12.5,
  },
  {
    make: 'Mitsubishi',
    model: 'FG25N',
    kind: 'Pneumatic Tire Forklift',
    tire: 'Pneumatic',
    fuels: ['lpg'],
    capacities: [5000],
    mastsIn: STD_MASTS,
    power: 'Mitsubishi K25 2.5L 4-cyl',
    newPrice: 35500,
    daily: 155,
    travelMph: 11.4,
  },
  {
    make: 'Clark',
    model: 'C25',
    kind: 'Pneumatic Tire Forklift',
    tire: 'Pneumatic',
    fuels: ['lpg', 'dual-fuel'],
    capacities: [5000],
    mastsIn: STD_MASTS,
    power: '2.4L 4-cyl industrial engine',
    newPrice: 34500,
    daily: 150,
    travelMph: 11,
  },
];

const LIFT_TRUCK_ATTACHMENTS = [
  'Integral sideshifter',
  'Integral sideshifter, 4th-function valve',
  'Sideshifting fork positioner',
  'Standard carriage, hang-on sideshifter',
  'Integral sideshifter, fork extensions',
] as const;

const LIFT_TRUCK_CHECKS = [
  'new drive and steer tires',
  'a full mast chain measurement and lube',
  'a hydraulic hose and seal inspection',
  'brake adjustment and a new seat belt',
  'an OSHA 1910.178 pre-shift checklist',
] as const;

const LIFT_TRUCK_FUEL_CHECKS: Record<FuelType, readonly string[]> = {
  electric: [
    'a battery load test and cell equalization',
    'a traction-motor brush and contactor inspection',
  ],
  lpg: ['a fresh LPG regulator and fuel-lock service', 'a tune-up and emissions check'],
  'dual-fuel': ['a fresh LPG regulator and fuel-lock service', 'a tune-up and emissions check'],
  gasoline: ['a tune-up and emissions check'],
  diesel: ['a DPF cleaning and fuel-filter service', 'a coolant and injector service'],
  none: [],
};

function liftTruck(rng: Rng, b: UnitBasics, index: number): UnitCore {
  const m = index < LIFT_TRUCKS.length ? at(LIFT_TRUCKS, index) : rng.pick(LIFT_TRUCKS);
  const fuel = rng.pick(m.fuels);
  const capacity = rng.pick(m.capacities);
  const mastIn = rng.pick(m.mastsIn);
  const stages = mastIn <= 150 ? '2-stage' : mastIn >= 252 ? 'Quad-stage' : 'Triple-stage';
  const hours = usedHours(rng, b, [850, 1700], 26000);
  const forkIn = capacity >= 8000 ? rng.pick([60, 72]) : rng.pick([42, 42, 48]);
  const power =
    fuel === 'electric'
      ? `${m.power} battery, ${m.power === '48V' ? rng.pick([600, 750, 875]) : rng.pick([750, 875, 1000])} Ah`
      : fuel === 'diesel' && m.power.includes('diesel')
        ? m.power
        : `${m.power} (${FUEL_LABEL[fuel]})`;
  const attachment = rng.pick(LIFT_TRUCK_ATTACHMENTS);
  const specs: SeedSpec[] = [
    { label: 'Rated capacity', value: `${fmtInt(capacity)} lb @ 24 in load center` },
    { label: 'Max fork height', value: `${mastIn} in (${stages} mast)` },
    { label: 'Tire type', value: m.tire },
    { label: 'Power', value: power },
    { label: 'Fork length', value: `${forkIn} in` },
    { label: 'Attachments', value: attachment },
    { label: 'Travel speed', value: `${m.travelMph} mph (loaded)` },
  ];
  if (rng.chance(0.4))
    specs.push({ label: 'Safety', value: 'Blue spot light, LED work lights, backup alarm' });
  const usage =
    m.tire === 'Cushion'
      ? 'Its cushion tires and tight turning radius suit dock work and indoor racking aisles.'
      : 'Pneumatic tires make it equally at home in the yard, on gravel, and on loading docks.';
  const kindLower = lowerKind(m.kind);
  const fuelWord = FUEL_ADJECTIVE[fuel];
  const lead =
    `This ${b.year} ${m.make} ${m.model} is ${aOrAn(`${fmtInt(capacity)} lb`)} ` +
    `${kindLower.includes(fuelWord.toLowerCase()) ? '' : `${fuelWord} `}${kindLower} ` +
    `with a ${stages.toLowerCase()} mast reaching ${mastIn} in (${feetInches(mastIn)}).`;
  return {
    category: 'lift-trucks',
    make: m.make,
    model: m.model,
    kind: m.kind,
    titleLabel: `${m.model} ${m.kind}`,
    fuel,
    capacity,
    liftFt: toFeet(mastIn),
    hours,
    specs,
    sentences: [
      lead,
      conditionSentence(rng, b, hours, [...LIFT_TRUCK_CHECKS, ...LIFT_TRUCK_FUEL_CHECKS[fuel]]),
      usage,
    ],
    newPrice: m.newPrice * (capacity / at(m.capacities, 0)) ** 0.5,
    depreciation: 0.9,
    rates: (bb) => ratesFromDaily(rng, bb, m.daily * (capacity / at(m.capacities, 0)) ** 0.4),
  };
}

// ---------------------------------------------------------------------------
// Construction equipment
// ---------------------------------------------------------------------------

interface ConstructionModel {
  make: string;
  model: string;
  kind: string;
  engine: string;
  hp: number;
  operatingWeightLb: number;
  /** rated operating capacity / loader lift capacity where meaningful */
  capacityLb: number | null;
  capacityLabel: string | null;
  digDepth: string | null;
  bucket: string;
  undercarriage: readonly string[];
  extras: readonly string[];
  newPrice: number;
  daily: number;
  use: string;
}

const CONSTRUCTION: readonly ConstructionModel[] = [
  {
    make: 'Caterpillar',
    model: '320',
    kind: 'Hydraulic Excavator',
    engine: 'Cat C4.4 turbo diesel',
    hp: 172,
    operatingWeightLb: 49400,
    capacityLb: null,
    capacityLabel: null,
    digDepth: '22 ft 2 in',
    bucket: '1.19 yd³ (42 in GP bucket)',
    undercarriage: ['700 mm triple-grouser steel tracks', '600 mm triple-grouser steel tracks'],
    extras: [
      'Cat Grade with 2D',
      'Hydraulic quick coupler',
      'Hydraulic thumb',
      'Auxiliary hammer circuit',
      'Rear-view and side-view cameras',
    ],
    newPrice: 285000,
    daily: 1150,
    use: 'mass excavation, utility trenching, and site development',
  },
  {
    make: 'Caterpillar',
    model: '308 CR',
    kind: 'Mini Excavator',
    engine: 'Cat C3.3B diesel',
    hp: 70,
    operatingWeightLb: 18200,
    capacityLb: null,
    capacityLabel: null,
    digDepth: '15 ft 4 in',
    bucket: '0.35 yd³ (24 in bucket)',
    undercarriage: ['Rubber tracks', 'Steel tracks'],
    extras: [
      'Angle blade',
      'Hydraulic thumb',
      'Pin grabber coupler',
      'Enclosed cab with A/C',
      'Auxiliary hydraulics',
    ],
    newPrice: 135000,
    daily: 520,
    use: 'tight-access utility work and residential foundations',
  },
  {
    make: 'Caterpillar',
    model: '950 GC',
    kind: 'Wheel Loader',
    engine: 'Cat C7.1 diesel',
    hp: 225,
    operatingWeightLb: 40500,
    capacityLb: null,
    capacityLabel: null,
    digDepth: null,
    bucket: '4.0 yd³ general-purpose bucket',
    undercarriage: ['23.5R25 L3 radial tires', '23.5R25 L2 radial tires'],
    extras: ['Fusion quick coupler', 'Ride control', 'Payload scale', 'Pallet fork package'],
    newPrice: 325000,
    daily: 1150,
    use: 'aggregate yards, truck loading, and stockpile work',
  },
  {
    make: 'Caterpillar',
    model: 'D6',
    kind: 'Crawler Dozer',
    engine: 'Cat C9.3B diesel',
    hp: 215,
    operatingWeightLb: 50000,
    capacityLb: null,
    capacityLabel: null,
    digDepth: null,
    bucket: 'SU blade, 5.6 yd³',
    undercarriage: ['24 in moderate-service shoes', '22 in extreme-service shoes'],
    extras: ['Multi-shank ripper', 'Cat Grade with Slope Assist', 'Rear-view camera', 'Drawbar'],
    newPrice: 495000,
    daily: 1650,
    use: 'mass grading, road building, and land clearing',
  },
  {
    make: 'John Deere',
    model: '310SL',
    kind: 'Backhoe Loader',
    engine: 'John Deere PowerTech 4.5L diesel',
    hp: 100,
    operatingWeightLb: 15700,
    capacityLb: 7000,
    capacityLabel: 'Loader lift capacity (full height)',
    digDepth: '14 ft 6 in',
    bucket: '1.3 yd³ loader bucket, 24 in hoe bucket',
    undercarriage: ['4WD, 12.5/80-18 front / 21L-24 rear tires'],
    extras: [
      'Extendable dipperstick',
      'Pilot controls',
      'Hydraulic thumb',
      'Ride control',
      'Enclosed cab with A/C',
    ],
    newPrice: 150000,
    daily: 430,
    use: 'utility trenching, backfill, and general contracting',
  },
  {
    make: 'John Deere',
    model: '333G',
    kind: 'Compact Track Loader',
    engine: 'John Deere PowerTech turbo diesel',
    hp: 100,
    operatingWeightLb: 12400,
    capacityLb: 3650,
    capacityLabel: 'Rated operating capacity',
    digDepth: null,
    bucket: '84 in low-profile bucket',
    undercarriage: ['450 mm rubber tracks'],
    extras: [
      'High-flow auxiliary hydraulics',
      'Two-speed travel',
      'Ride control',
      'Enclosed cab with heat and A/C',
    ],
    newPrice: 98000,
    daily: 390,
    use: 'grading, land clearing, and material handling',
  },
  {
    make: 'John Deere',
    model: '210G LC',
    kind: 'Hydraulic Excavator',
    engine: 'John Deere PowerTech PVX 6.8L diesel',
    hp: 159,
    operatingWeightLb: 50700,
    capacityLb: null,
    capacityLabel: null,
    digDepth: '21 ft 4 in',
    bucket: '1.2 yd³ (42 in bucket)',
    undercarriage: ['700 mm triple-grouser steel tracks'],
    extras: [
      'Hydraulic quick coupler',
      'Hydraulic thumb',
      'Auxiliary hammer circuit',
      'Rear-view camera',
    ],
    newPrice: 245000,
    daily: 1050,
    use: 'site excavation, pipe laying, and demolition prep',
  },
  {
    make: 'Bobcat',
    model: 'S650',
    kind: 'Skid-Steer Loader',
    engine: 'Bobcat 2.4L turbo diesel',
    hp: 74,
    operatingWeightLb: 8565,
    capacityLb: 2690,
    capacityLabel: 'Rated operating capacity',
    digDepth: null,
    bucket: '74 in construction/industrial bucket',
    undercarriage: ['12-16.5 heavy-duty tires'],
    extras: [
      'Power Bob-Tach',
      'Two-speed travel',
      'Selectable joystick controls',
      'Enclosed cab with heat',
    ],
    newPrice: 68000,
    daily: 300,
    use: 'site cleanup, material handling, and landscaping',
  },
  {
    make: 'Bobcat',
    model: 'T770',
    kind: 'Compact Track Loader',
    engine: 'Bobcat 3.4L turbo diesel',
    hp: 92,
    operatingWeightLb: 10700,
    capacityLb: 3475,
    capacityLabel: 'Rated operating capacity',
    digDepth: null,
    bucket: '80 in construction/industrial bucket',
    undercarriage: ['18 in rubber tracks'],
    extras: [
      'High-flow auxiliary hydraulics',
      'Two-speed travel',
      'Power Bob-Tach',
      'Enclosed cab with A/C',
    ],
    newPrice: 90000,
    daily: 370,
    use: 'grading, trenching with attachments, and heavy material handling',
  },
  {
    make: 'Bobcat',
    model: 'E35',
    kind: 'Compact Excavator',
    engine: 'Bobcat D18 diesel',
    hp: 25,
    operatingWeightLb: 7800,
    capacityLb: null,
    capacityLabel: null,
    digDepth: '10 ft 2 in',
    bucket: '18 in digging bucket',
    undercarriage: ['Rubber tracks'],
    extras: ['Long-arm option', 'Hydraulic clamp', 'Angle blade', 'Canopy with ROPS/TOPS'],
    newPrice: 58000,
    daily: 290,
    use: 'residential utilities, irrigation, and footing work',
  },
  {
    make: 'Kubota',
    model: 'KX040-4',
    kind: 'Compact Excavator',
    engine: 'Kubota V2203-M diesel',
    hp: 40,
    operatingWeightLb: 9100,
    capacityLb: null,
    capacityLabel: null,
    digDepth: '11 ft 4 in',
    bucket: '24 in digging bucket',
    undercarriage: ['Rubber tracks'],
    extras: [
      'Angle blade',
      'Hydraulic thumb',
      'Enclosed cab with heat and A/C',
      'Auxiliary hydraulics',
    ],
    newPrice: 72000,
    daily: 310,
    use: 'utility trenching, septic installs, and foundation digging',
  },
  {
    make: 'Kubota',
    model: 'SVL75-2',
    kind: 'Compact Track Loader',
    engine: 'Kubota V2607-CR-T turbo diesel',
    hp: 74,
    operatingWeightLb: 8700,
    capacityLb: 2475,
    capacityLabel: 'Rated operating capacity (35%)',
    digDepth: null,
    bucket: '72 in construction bucket',
    undercarriage: ['320 mm rubber tracks'],
    extras: [
      'Two-speed travel',
      'Hydraulic quick coupler',
      'Enclosed cab with heat and A/C',
      'Self-leveling',
    ],
    newPrice: 72000,
    daily: 330,
    use: 'landscaping, grading, and snow removal',
  },
  {
    make: 'Case',
    model: '580SN',
    kind: 'Backhoe Loader',
    engine: 'FPT 3.4L turbo diesel',
    hp: 97,
    operatingWeightLb: 15400,
    capacityLb: 7000,
    capacityLabel: 'Loader lift capacity (full height)',
    digDepth: '14 ft 3 in',
    bucket: '1.1 yd³ loader bucket, 24 in hoe bucket',
    undercarriage: ['4WD, 12-16.5 front / 19.5L-24 rear tires'],
    extras: ['Extendahoe', 'Pilot controls', 'Ride control', 'Enclosed cab with A/C'],
    newPrice: 140000,
    daily: 420,
    use: 'municipal utility work, trenching, and loading',
  },
  {
    make: 'Case',
    model: 'SR270',
    kind: 'Skid-Steer Loader',
    engine: 'FPT 3.4L turbo diesel',
    hp: 90,
    operatingWeightLb: 8455,
    capacityLb: 2700,
    capacityLabel: 'Rated operating capacity',
    digDepth: null,
    bucket: '78 in low-profile bucket',
    undercarriage: ['12-16.5 heavy-duty tires'],
    extras: [
      'Electro-hydraulic controls',
      'Two-speed travel',
      'Hydraulic coupler',
      'Enclosed cab with heat',
    ],
    newPrice: 70000,
    daily: 310,
    use: 'demolition cleanup, grading, and material handling',
  },
  {
    make: 'Komatsu',
    model: 'PC210LC-11',
    kind: 'Hydraulic Excavator',
    engine: 'Komatsu SAA4D107E-3 diesel',
    hp: 165,
    operatingWeightLb: 51600,
    capacityLb: null,
    capacityLabel: null,
    digDepth: '21 ft 11 in',
    bucket: '1.2 yd³ (42 in bucket)',
    undercarriage: ['700 mm triple-grouser steel tracks'],
    extras: [
      'Komtrax telematics',
      'Hydraulic quick coupler',
      'Hydraulic thumb',
      'Rear-view camera',
    ],
    newPrice: 265000,
    daily: 1100,
    use: 'site development, utility installation, and trench work',
  },
];

const CONSTRUCTION_CHECKS = [
  'undercarriage measurement at 60%+ remaining',
  'fresh engine, hydraulic, and final-drive fluid samples',
  'a new cutting edge and bucket teeth',
  'a pin-and-bushing wear check',
  'a DEF system and DPF service',
  'a cab, glass, and seat-belt safety review',
] as const;

/** Lower-case a feature name for mid-sentence use, keeping brand names intact. */
function sentenceCase(feature: string): string {
  const brand = /^(Cat|Komtrax|Power Bob-Tach|Fusion|Extendahoe|ACR)\b/;
  return brand.test(feature) ? feature : feature.charAt(0).toLowerCase() + feature.slice(1);
}

function construction(rng: Rng, b: UnitBasics, index: number): UnitCore {
  const m = index < CONSTRUCTION.length ? at(CONSTRUCTION, index) : rng.pick(CONSTRUCTION);
  const hours = usedHours(rng, b, [450, 1100], 14000);
  const undercarriage = rng.pick(m.undercarriage);
  const extras = rng.shuffle([...m.extras]).slice(0, rng.int(1, 3));
  const specs: SeedSpec[] = [
    { label: 'Engine', value: `${m.engine}, ${m.hp} hp (Tier 4 Final)` },
    { label: 'Operating weight', value: `${fmtInt(m.operatingWeightLb)} lb` },
  ];
  if (m.capacityLb !== null && m.capacityLabel !== null) {
    specs.push({ label: m.capacityLabel, value: `${fmtInt(m.capacityLb)} lb` });
  }
  if (m.digDepth !== null) specs.push({ label: 'Max dig depth', value: m.digDepth });
  specs.push({ label: m.kind === 'Crawler Dozer' ? 'Blade' : 'Bucket', value: m.bucket });
  specs.push({
    label:
      m.kind === 'Wheel Loader' || m.kind.includes('Backhoe') || m.kind.startsWith('Skid')
        ? 'Tires'
        : 'Undercarriage',
    value: undercarriage,
  });
  specs.push({ label: 'Equipped with', value: extras.join(', ') });
  const lead =
    m.capacityLb !== null && m.capacityLabel !== null
      ? `This ${b.year} ${m.make} ${m.model} ${lowerKind(m.kind)} offers ${fmtInt(m.capacityLb)} lb of ` +
        `${m.capacityLabel.replace(/ \(.*\)$/, '').toLowerCase()} from a ${m.hp} hp ${m.engine}.`
      : `This ${b.year} ${m.make} ${m.model} ${lowerKind(m.kind)} weighs in at ${fmtInt(m.operatingWeightLb)} lb ` +
        `and is powered by a ${m.hp} hp ${m.engine}.`;
  const equip = `It comes equipped with ${listJoin(extras.map(sentenceCase))} and is well suited to ${m.use}.`;
  return {
    category: 'construction-equipment',
    make: m.make,
    model: m.model,
    kind: m.kind,
    titleLabel: `${m.model} ${m.kind}`,
    fuel: 'diesel',
    capacity: m.capacityLb,
    liftFt: null,
    hours,
    specs,
    sentences: [lead, conditionSentence(rng, b, hours, CONSTRUCTION_CHECKS), equip],
    newPrice: m.newPrice,
    depreciation: 0.9,
    rates: (bb) => ratesFromDaily(rng, bb, m.daily),
  };
}

// ---------------------------------------------------------------------------
// Aerial work platforms (MEWPs)
// ---------------------------------------------------------------------------

interface AerialModel {
  make: string;
  model: string;
  kind: string;
  platformHeightFt: number;
  capacityLb: number;
  capacityNote: string | null;
  horizontalReach: string | null;
  platformSize: string | null;
  fuels: readonly FuelType[];
  drive: string;
  weightLb: number | null;
  newPrice: number;
  daily: number;
  use: string;
}

const AERIAL: readonly AerialModel[] = [
  {
    make: 'Genie',
    model: 'GS-1930',
    kind: 'Electric Scissor Lift',
    platformHeightFt: 19,
    capacityLb: 500,
    capacityNote: null,
    horizontalReach: null,
    platformSize: '2 ft 6 in × 6 ft 2 in (3 ft extension deck)',
    fuels: ['electric'],
    drive: '2WD, non-marking tires',
    weightLb: 2650,
    newPrice: 15000,
    daily: 125,
    use: 'indoor maintenance, ceiling work, and retail fit-outs',
  },
  {
    make: 'Genie',
    model: 'GS-3246',
    kind: 'Electric Scissor Lift',
    platformHeightFt: 32,
    capacityLb: 700,
    capacityNote: null,
    horizontalReach: null,
    platformSize: '3 ft 9 in × 7 ft 6 in (3 ft extension deck)',
    fuels: ['electric'],
    drive: '2WD, non-marking tires',
    weightLb: 6500,
    newPrice: 30000,
    daily: 195,
    use: 'warehouse racking installs, sprinkler work, and MEP trades',
  },
  {
    make: 'Genie',
    model: 'S-65',
    kind: 'Telescopic Boom Lift',
    platformHeightFt: 65,
    capacityLb: 500,
    capacityNote: null,
    horizontalReach: '56 ft 6 in',
    platformSize: '3 ft × 8 ft',
    fuels: ['diesel', 'diesel', 'dual-fuel'],
    drive: '4WD, foam-filled rough-terrain tires',
    weightLb: 24600,
    newPrice: 125000,
    daily: 560,
    use: 'steel erection, facade work, and tilt-up construction',
  },
  {
    make: 'Genie',
    model: 'Z-45/25J',
    kind: 'Articulating Boom Lift',
    platformHeightFt: 45,
    capacityLb: 500,
    capacityNote: null,
    horizontalReach: '25 ft 3 in',
    platformSize: '2 ft 6 in × 6 ft',
    fuels: ['diesel', 'dual-fuel', 'electric'],
    drive: '4WD, rough-terrain tires',
    weightLb: 15900,
    newPrice: 88000,
    daily: 390,
    use: 'up-and-over access on job sites and building maintenance',
  },
  {
    make: 'JLG',
    model: '1930ES',
    kind: 'Electric Scissor Lift',
    platformHeightFt: 19,
    capacityLb: 500,
    capacityNote: null,
    horizontalReach: null,
    platformSize: '2 ft 6 in × 6 ft (3 ft roll-out deck)',
    fuels: ['electric'],
    drive: '2WD, non-marking tires',
    weightLb: 2700,
    newPrice: 14500,
    daily: 120,
    use: 'indoor facility maintenance and electrical work',
  },
  {
    make: 'JLG',
    model: '600S',
    kind: 'Telescopic Boom Lift',
    platformHeightFt: 60,
    capacityLb: 500,
    capacityNote: null,
    horizontalReach: '50 ft',
    platformSize: '3 ft × 8 ft',
    fuels: ['diesel', 'dual-fuel'],
    drive: '4WD, foam-filled rough-terrain tires',
    weightLb: 22300,
    newPrice: 110000,
    daily: 500,
    use: 'exterior glazing, signage, and structural steel',
  },
  {
    make: 'JLG',
    model: '450AJ',
    kind: 'Articulating Boom Lift',
    platformHeightFt: 45,
    capacityLb: 500,
    capacityNote: null,
    horizontalReach: '25 ft 1 in',
    platformSize: '2 ft 6 in × 6 ft',
    fuels: ['diesel', 'dual-fuel'],
    drive: '4WD, rough-terrain tires',
    weightLb: 15300,
    newPrice: 85000,
    daily: 370,
    use: 'reaching over obstacles on commercial job sites',
  },
  {
    make: 'JLG',
    model: '1850SJ',
    kind: 'Ultra Boom Telescopic Lift',
    platformHeightFt: 185,
    capacityLb: 750,
    capacityNote: '750 lb restricted / 500 lb unrestricted',
    horizontalReach: '80 ft',
    platformSize: '3 ft × 8 ft',
    fuels: ['diesel'],
    drive: '4WD, 4-wheel steer, foam-filled tires',
    weightLb: null,
    newPrice: 950000,
    daily: 3200,
    use: 'stadiums, refineries, bridges, and high-rise exteriors',
  },
  {
    make: 'Skyjack',
    model: 'SJIII 3219',
    kind: 'Electric Scissor Lift',
    platformHeightFt: 19,
    capacityLb: 550,
    capacityNote: null,
    horizontalReach: null,
    platformSize: '2 ft 6 in × 6 ft (3 ft extension deck)',
    fuels: ['electric'],
    drive: '2WD, non-marking tires',
    weightLb: 2640,
    newPrice: 14000,
    daily: 115,
    use: 'indoor installs, inventory work, and fixture changes',
  },
  {
    make: 'Skyjack',
    model: 'SJ6832RT',
    kind: 'Rough-Terrain Scissor Lift',
    platformHeightFt: 32,
    capacityLb: 1000,
    capacityNote: null,
    horizontalReach: null,
    platformSize: '5 ft 9 in × 11 ft 6 in (5 ft extension deck)',
    fuels: ['dual-fuel', 'diesel'],
    drive: '4WD, rough-terrain tires, auto-leveling outriggers',
    weightLb: 10900,
    newPrice: 60000,
    daily: 290,
    use: 'multi-worker crews on uneven outdoor sites',
  },
  {
    make: 'Snorkel',
    model: 'S3219E',
    kind: 'Electric Scissor Lift',
    platformHeightFt: 19,
    capacityLb: 550,
    capacityNote: null,
    horizontalReach: null,
    platformSize: '2 ft 6 in × 6 ft (3 ft extension deck)',
    fuels: ['electric'],
    drive: '2WD, electric drive, non-marking tires',
    weightLb: 2530,
    newPrice: 13500,
    daily: 110,
    use: 'indoor maintenance and light construction',
  },
];

const AERIAL_CHECKS = [
  'a current ANSI A92.2 annual inspection',
  'a load-sense and tilt-alarm calibration',
  'a platform control box and e-stop function test',
] as const;

const SCISSOR_CHECKS = [
  'pothole-guard and scissor-pin inspection',
  'new platform gate springs and deck extension rollers',
] as const;
const BOOM_CHECKS = [
  'boom wear-pad and cable inspection',
  'a jib and turntable bearing check',
] as const;
const ELECTRIC_CHECKS = ['new batteries and a charger test'] as const;
const ENGINE_CHECKS = ['an engine service with fresh filters and fluids'] as const;

function aerial(rng: Rng, b: UnitBasics, index: number): UnitCore {
  const m = index < AERIAL.length ? at(AERIAL, index) : rng.pick(AERIAL);
  const fuel = rng.pick(m.fuels);
  const hours = usedHours(rng, b, [140, 420], 9000);
  const isScissor = m.kind.includes('Scissor');
  const power =
    fuel === 'electric'
      ? isScissor
        ? `24V DC, 4 × 6V ${rng.pick([220, 225, 245])} Ah batteries`
        : '48V DC, 8 × 6V 390 Ah batteries'
      : fuel === 'dual-fuel'
        ? 'Dual fuel (gasoline/LPG), Tier 4'
        : 'Deutz/Kubota diesel, Tier 4 Final';
  const specs: SeedSpec[] = [
    { label: 'Platform height', value: `${m.platformHeightFt} ft` },
    { label: 'Working height', value: `${m.platformHeightFt + 6} ft` },
    { label: 'Platform capacity', value: m.capacityNote ?? `${fmtInt(m.capacityLb)} lb` },
  ];
  if (m.horizontalReach !== null)
    specs.push({ label: 'Horizontal reach', value: m.horizontalReach });
  if (m.platformSize !== null) specs.push({ label: 'Platform size', value: m.platformSize });
  specs.push({ label: 'Power source', value: power });
  specs.push({ label: 'Drive', value: m.drive });
  if (m.weightLb !== null && specs.length < 8)
    specs.push({ label: 'Machine weight', value: `${fmtInt(m.weightLb)} lb` });
  const lead =
    `This ${b.year} ${m.make} ${m.model} ${lowerKind(m.kind)} puts crews at a ${m.platformHeightFt} ft platform height ` +
    `(${m.platformHeightFt + 6} ft working height) with ${fmtInt(m.capacityLb)} lb of platform capacity` +
    (m.horizontalReach !== null ? ` and ${m.horizontalReach} of horizontal outreach.` : '.');
  const useSentence = `${fuel === 'electric' ? 'Zero-emission electric drive' : `${FUEL_LABEL[fuel]} power`} makes it a good fit for ${m.use}.`;
  const checks = [
    ...AERIAL_CHECKS,
    ...(isScissor ? SCISSOR_CHECKS : BOOM_CHECKS),
    ...(fuel === 'electric' ? ELECTRIC_CHECKS : ENGINE_CHECKS),
  ];
  return {
    category: 'aerial-work-platforms',
    make: m.make,
    model: m.model,
    kind: m.kind,
    titleLabel: `${m.model} ${m.kind}`,
    fuel,
    capacity: m.capacityLb,
    liftFt: m.platformHeightFt,
    hours,
    specs,
    sentences: [lead, conditionSentence(rng, b, hours, checks), useSentence],
    newPrice: m.newPrice,
    depreciation: 0.89,
    rates: (bb) => ratesFromDaily(rng, bb, m.daily),
  };
}

// ---------------------------------------------------------------------------
// Rail cars
// ---------------------------------------------------------------------------

interface RailCarModel {
  make: string;
  model: string;
  kind: string;
  loadLimitsLb: readonly number[];
  capacity: string;
  length: string;
  feature: { label: string; value: string };
  aarPlate: string;
  commodity: string;
  monthlyLease: number;
  newPrice: number;
}

const RAIL_CARS: readonly RailCarModel[] = [
  {
    make: 'Trinity',
    model: '5161 Covered Hopper',
    kind: '5,161 cu ft Covered Hopper',
    loadLimitsLb: [222000, 223500, 224100],
    capacity: '5,161 cu ft',
    length: '62 ft 2 in over strikers',
    feature: { label: 'Outlets', value: '3 center-discharge gravity outlets' },
    aarPlate: 'Plate C',
    commodity: 'grain, DDGS, and dry fertilizer',
    monthlyLease: 650,
    newPrice: 125000,
  },
  {
    make: 'American Railcar',
    model: 'CenterFlow 5200',
    kind: 'CenterFlow 5,200 cu ft Covered Hopper',
    loadLimitsLb: [221000, 222300],
    capacity: '5,200 cu ft',
    length: '62 ft 9 in over strikers',
    feature: { label: 'Outlets', value: '3 gravity outlets, trough hatch' },
    aarPlate: 'Plate C',
    commodity: 'grain, soybean meal, and corn gluten',
    monthlyLease: 640,
    newPrice: 122000,
  },
  {
    make: 'Greenbrier',
    model: '50 ft Boxcar',
    kind: '50 ft Plate C Boxcar',
    loadLimitsLb: [203000, 205500, 206800],
    capacity: '5,277 cu ft',
    length: '50 ft 6 in inside length',
    feature: { label: 'Doors', value: '10 ft sliding door, each side' },
    aarPlate: 'Plate C',
    commodity: 'paper rolls, lumber, and palletized goods',
    monthlyLease: 900,
    newPrice: 150000,
  },
  {
    make: 'Greenbrier',
    model: '60 ft High-Cube Boxcar',
    kind: '60 ft Plate F High-Cube Boxcar',
    loadLimitsLb: [190000, 192400, 195000],
    capacity: '7,500 cu ft',
    length: '60 ft 9 in inside length',
    feature: { label: 'Doors', value: 'Double 8 ft plug doors (16 ft opening)' },
    aarPlate: 'Plate F',
    commodity: 'auto parts, appliances, and light-density freight',
    monthlyLease: 1100,
    newPrice: 175000,
  },
  {
    make: 'Trinity',
    model: 'DOT-117J Tank Car',
    kind: '30,000 gal DOT-117J Tank Car',
    loadLimitsLb: [190500, 193000, 196700],
    capacity: '30,000 gal',
    length: '61 ft 11 in over strikers',
    feature: {
      label: 'Tank',
      value: 'Jacketed and insulated 9/16 in TC-128B, full-height head shields',
    },
    aarPlate: 'Plate C',
    commodity: 'crude oil and ethanol (Class 3 flammable liquids)',
    monthlyLease: 1500,
    newPrice: 160000,
  },
  {
    make: 'American Railcar',
    model: 'DOT-117J Tank Car',
    kind: '30,000 gal DOT-117J Tank Car',
    loadLimitsLb: [191200, 194600],
    capacity: '30,000 gal',
    length: '61 ft 10 in over strikers',
    feature: {
      label: 'Tank',
      value: 'Jacketed and insulated TC-128B, thermal protection, top-fitting protection',
    },
    aarPlate: 'Plate C',
    commodity: 'ethanol and crude oil service',
    monthlyLease: 1450,
    newPrice: 158000,
  },
  {
    make: 'FreightCar America',
    model: 'BethGon II',
    kind: 'BethGon II Aluminum Coal Gondola',
    loadLimitsLb: [243000, 244600, 245800],
    capacity: '4,220 cu ft',
    length: '53 ft 1 in over strikers',
    feature: { label: 'Body', value: 'Aluminum body, twin tub design, rotary coupler' },
    aarPlate: 'Plate B',
    commodity: 'unit-train coal and aggregates',
    monthlyLease: 700,
    newPrice: 115000,
  },
  {
    make: 'FreightCar America',
    model: '52 ft Mill Gondola',
    kind: '52 ft 6 in Mill Gondola',
    loadLimitsLb: [219000, 221500, 223000],
    capacity: '2,743 cu ft',
    length: '52 ft 6 in inside length',
    feature: { label: 'Body', value: 'Steel body, fixed ends, drop-end ready' },
    aarPlate: 'Plate B',
    commodity: 'scrap metal, steel coils, and pipe',
    monthlyLease: 750,
    newPrice: 120000,
  },
  {
    make: 'Greenbrier',
    model: '73 ft Center-Beam Flatcar',
    kind: '73 ft Center-Beam Flatcar',
    loadLimitsLb: [212000, 214500],
    capacity: '73 ft deck',
    length: '80 ft 5 in over strikers',
    feature: { label: 'Tie-downs', value: '24 winch-and-strap tie-downs each side' },
    aarPlate: 'Plate C',
    commodity: 'bundled lumber, OSB, and wallboard',
    monthlyLease: 850,
    newPrice: 140000,
  },
  {
    make: 'Trinity',
    model: '73 ft Center-Beam Flatcar',
    kind: '73 ft Center-Beam Flatcar',
    loadLimitsLb: [211500, 213800],
    capacity: '73 ft deck',
    length: '80 ft 3 in over strikers',
    feature: { label: 'Tie-downs', value: '24 winch-and-strap tie-downs each side' },
    aarPlate: 'Plate C',
    commodity: 'dimensional lumber and engineered wood',
    monthlyLease: 830,
    newPrice: 138000,
  },
];

const RAIL_GRL_LB = 286000;

const RAIL_CHECKS = [
  'wheel gauging with flange and tread well within AAR limits',
  'a single-car air brake test',
  'new brake shoes and a handbrake function check',
  'coupler, knuckle, and draft-gear inspection',
  'a fresh stencil and safety-appliance check',
] as const;

function railCar(rng: Rng, b: UnitBasics, index: number): UnitCore {
  const m = index < RAIL_CARS.length ? at(RAIL_CARS, index) : rng.pick(RAIL_CARS);
  const loadLimit = rng.pick(m.loadLimitsLb);
  const isTank = m.kind.includes('Tank');
  const specs: SeedSpec[] = [
    { label: 'Gross rail load', value: `${fmtInt(RAIL_GRL_LB)} lb` },
    { label: 'Load limit', value: `${fmtInt(loadLimit)} lb` },
    { label: 'Light weight', value: `${fmtInt(RAIL_GRL_LB - loadLimit)} lb` },
    { label: 'Capacity', value: m.capacity },
    { label: 'Length', value: m.length },
    m.feature,
    { label: 'AAR clearance', value: m.aarPlate },
  ];
  if (isTank) {
    specs.push({
      label: 'Tank qualification',
      value: `Rule 88 / 49 CFR 180.509, due ${b.year + 10}`,
    });
  }
  const lead =
    `Built by ${m.make} in ${b.year}, this ${m.kind} is rated for ${fmtInt(RAIL_GRL_LB)} lb gross rail load ` +
    `with a ${fmtInt(loadLimit)} lb load limit.`;
  const service = `Assigned to ${m.commodity} service, it clears AAR ${m.aarPlate} and rides on 6½ × 9 in roller-bearing trucks.`;
  const cond =
    b.condition === 'new'
      ? 'New from the builder with a full first-service warranty and a clean interchange record.'
      : `In active interchange service; recent shop work includes ${rng.pick(RAIL_CHECKS)}.`;
  return {
    category: 'rail-cars',
    make: m.make,
    model: m.model,
    kind: m.kind,
    titleLabel: m.kind,
    fuel: 'none',
    capacity: loadLimit,
    liftFt: null,
    hours: null,
    specs,
    sentences: [lead, service, cond],
    newPrice: m.newPrice,
    depreciation: 0.95,
    rates: (bb) => ratesFromMonthly(rng, bb, m.monthlyLease),
  };
}

// ---------------------------------------------------------------------------
// Warehouse equipment
// ---------------------------------------------------------------------------

interface WarehouseModel {
  make: string;
  model: string;
  kind: string;
  capacities: readonly number[];
  /** max fork height options in feet; null for pallet trucks */
  liftFt: readonly number[] | null;
  voltage: string;
  ampHours: readonly number[];
  forks: string;
  travelMph: number;
  feature: { label: string; value: string };
  newPrice: number;
  daily: number;
  use: string;
}

const WAREHOUSE: readonly WarehouseModel[] = [
  {
    make: 'Crown',
    model: 'WP 3200',
    kind: 'Walkie Pallet Truck',
    capacities: [4500],
    liftFt: null,
    voltage: '24V',
    ampHours: [210, 250],
    forks: '27 × 48 in',
    travelMph: 3.5,
    feature: { label: 'Control handle', value: 'X10 handle with coast control' },
    newPrice: 9500,
    daily: 75,
    use: 'dock-to-stock moves and trailer loading',
  },
  {
    make: 'Crown',
    model: 'PE 4500',
    kind: 'End-Rider Pallet Truck',
    capacities: [6000, 8000],
    liftFt: null,
    voltage: '24V',
    ampHours: [510, 600, 750],
    forks: '27 × 96 in double-pallet',
    travelMph: 7.5,
    feature: { label: 'Operator compartment', value: 'Cushioned floor, side-entry end rider' },
    newPrice: 14500,
    daily: 110,
    use: 'long-run pallet moves and grocery order selection',
  },
  {
    make: 'Crown',
    model: 'RR 5700',
    kind: 'Rider Reach Truck',
    capacities: [3500, 4500],
    liftFt: [22, 26.5, 30, 34.5, 38],
    voltage: '36V',
    ampHours: [750, 875, 1000],
    forks: '42 in',
    travelMph: 7.8,
    feature: { label: 'Right-angle stack aisle', value: '102 in (48 in load)' },
    newPrice: 62000,
    daily: 280,
    use: 'narrow-aisle racking up to the top beam',
  },
  {
    make: 'Crown',
    model: 'SP 3500',
    kind: 'Order Picker',
    capacities: [3000],
    liftFt: [20, 25, 30, 32],
    voltage: '36V',
    ampHours: [625, 750, 875],
    forks: '48 in',
    travelMph: 6.3,
    feature: { label: 'Guidance', value: 'Rail guidance ready, operator tether included' },
    newPrice: 50000,
    daily: 230,
    use: 'each-pick and case-pick operations in tall racking',
  },
  {
    make: 'Crown',
    model: 'TSP 6500',
    kind: 'Turret Truck (VNA)',
    capacities: [3000, 4000],
    liftFt: [35, 40, 45],
    voltage: '48V',
    ampHours: [775, 930, 1085],
    forks: '48 in, 180° turret',
    travelMph: 6.5,
    feature: { label: 'Aisle width', value: '66 in very-narrow aisle, wire guidance' },
    newPrice: 145000,
    daily: 540,
    use: 'very-narrow-aisle storage where every square foot counts',
  },
  {
    make: 'Raymond',
    model: '7500',
    kind: 'Reach-Fork Truck',
    capacities: [3000, 4500],
    liftFt: [25, 30, 35, 40],
    voltage: '36V',
    ampHours: [750, 900, 1000],
    forks: '42 in',
    travelMph: 7,
    feature: { label: 'Reach', value: 'Pantograph reach, 24 in' },
    newPrice: 64000,
    daily: 285,
    use: 'high-density racking and deep-reach storage',
  },
  {
    make: 'Raymond',
    model: '8210',
    kind: 'Walkie Pallet Jack',
    capacities: [4500, 6000],
    liftFt: null,
    voltage: '24V',
    ampHours: [210, 255],
    forks: '27 × 48 in',
    travelMph: 3.5,
    feature: { label: 'Control handle', value: 'ACR handle with plug braking' },
    newPrice: 8500,
    daily: 70,
    use: 'retail backrooms and short-haul dock work',
  },
  {
    make: 'Raymond',
    model: '5500',
    kind: 'Orderpicker',
    capacities: [3000],
    liftFt: [20, 25, 30],
    voltage: '36V',
    ampHours: [625, 750],
    forks: '48 in',
    travelMph: 6,
    feature: { label: 'Guidance', value: 'Wire guidance ready, fall-protection tether' },
    newPrice: 52000,
    daily: 240,
    use: 'order picking and slotting in mid-rise racking',
  },
  {
    make: 'Jungheinrich',
    model: 'ETV 216',
    kind: 'Reach Truck',
    capacities: [3500],
    liftFt: [25, 30, 35],
    voltage: '48V',
    ampHours: [420, 560, 700],
    forks: '42 in',
    travelMph: 7.5,
    feature: { label: 'Cabin', value: 'Curved-glass overhead guard, fingertip controls' },
    newPrice: 66000,
    daily: 285,
    use: 'high-bay warehouses with tight aisles',
  },
  {
    make: 'Toyota',
    model: '8HBW23',
    kind: 'Electric Walkie Pallet Jack',
    capacities: [4500],
    liftFt: null,
    voltage: '24V',
    ampHours: [210, 255],
    forks: '27 × 48 in',
    travelMph: 3.4,
    feature: { label: 'Control handle', value: 'Ergonomic tiller with belly-button reverser' },
    newPrice: 8000,
    daily: 65,
    use: 'dock work and truck unloading',
  },
  {
    make: 'Big Joe',
    model: 'PDS 22-130',
    kind: 'Walkie Stacker',
    capacities: [2200],
    liftFt: [10.8],
    voltage: '24V',
    ampHours: [205, 230],
    forks: '27 × 42 in straddle-leg',
    travelMph: 3.4,
    feature: { label: 'Straddle width', value: 'Adjustable 38–50 in' },
    newPrice: 12500,
    daily: 95,
    use: 'light-duty stacking in back rooms and small warehouses',
  },
  {
    make: 'Big Joe',
    model: 'PDS 30-118',
    kind: 'Walkie Stacker',
    capacities: [3000],
    liftFt: [9.8],
    voltage: '24V',
    ampHours: [205, 230],
    forks: '27 × 42 in straddle-leg',
    travelMph: 3.4,
    feature: { label: 'Straddle width', value: 'Adjustable 38–50 in' },
    newPrice: 13500,
    daily: 100,
    use: 'stacking pallets two high in tight storerooms',
  },
];

const WAREHOUSE_CHECKS = [
  'a battery load test and watering-system check',
  'new drive and load wheels',
  'a lift-cylinder reseal and hydraulic fluid change',
  'an emergency-reverse and horn function test',
  'updated controller firmware and a fresh PM',
] as const;

function warehouse(rng: Rng, b: UnitBasics, index: number): UnitCore {
  const m = index < WAREHOUSE.length ? at(WAREHOUSE, index) : rng.pick(WAREHOUSE);
  const capacity = rng.pick(m.capacities);
  const liftFt = m.liftFt === null ? null : rng.pick(m.liftFt);
  const hours = usedHours(rng, b, [700, 1600], 22000);
  const battery = `${m.voltage}, ${rng.pick(m.ampHours)} Ah ${rng.chance(0.25) ? 'lithium-ion' : 'lead-acid'}`;
  const specs: SeedSpec[] = [{ label: 'Rated capacity', value: `${fmtInt(capacity)} lb` }];
  if (liftFt !== null) {
    specs.push({
      label: 'Max fork height',
      value: `${feetInches(liftFt * 12)} (${Math.round(liftFt * 12)} in)`,
    });
  } else {
    specs.push({ label: 'Lift height', value: '6.5 in (pallet entry)' });
  }
  specs.push(
    { label: 'Battery', value: battery },
    { label: 'Forks', value: m.forks },
    { label: 'Travel speed', value: `${m.travelMph} mph` },
    m.feature,
  );
  const lead =
    `This ${b.year} ${m.make} ${m.model} ${lowerKind(m.kind)} handles ${fmtInt(capacity)} lb` +
    (liftFt !== null
      ? ` with a ${feetInches(liftFt * 12)} max fork height.`
      : ` on ${m.forks} forks.`);
  const use = `Running on a ${battery} battery, it is ideal for ${m.use}.`;
  return {
    category: 'warehouse-equipment',
    make: m.make,
    model: m.model,
    kind: m.kind,
    titleLabel: `${m.model} ${m.kind}`,
    fuel: 'electric',
    capacity,
    liftFt,
    hours,
    specs,
    sentences: [lead, conditionSentence(rng, b, hours, WAREHOUSE_CHECKS), use],
    newPrice: m.newPrice * (capacity / at(m.capacities, 0)) ** 0.5,
    depreciation: 0.89,
    rates: (bb) => ratesFromDaily(rng, bb, m.daily * (capacity / at(m.capacities, 0)) ** 0.4),
  };
}

// ---------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------

interface CategoryPlan {
  prefix: string;
  seed: number;
  odds: ListingOdds;
  build: (rng: Rng, b: UnitBasics, index: number) => UnitCore;
}

const PLANS: readonly CategoryPlan[] = [
  {
    prefix: 'LT',
    seed: 0x1f7a01,
    odds: { pNew: 0.28, newMode: [0.25, 0.4, 0.35], usedMode: [0.4, 0.25, 0.35], oldestYear: 2008 },
    build: liftTruck,
  },
  {
    prefix: 'CE',
    seed: 0x2c0e02,
    odds: { pNew: 0.25, newMode: [0.3, 0.35, 0.35], usedMode: [0.45, 0.2, 0.35], oldestYear: 2010 },
    build: construction,
  },
  {
    prefix: 'AWP',
    seed: 0x3a3b03,
    odds: { pNew: 0.3, newMode: [0.3, 0.35, 0.35], usedMode: [0.5, 0.2, 0.3], oldestYear: 2012 },
    build: aerial,
  },
  {
    prefix: 'RC',
    seed: 0x4ca404,
    odds: { pNew: 0.2, newMode: [0.55, 0.25, 0.2], usedMode: [0.65, 0.2, 0.15], oldestYear: 2008 },
    build: railCar,
  },
  {
    prefix: 'WH',
    seed: 0x5e4505,
    odds: { pNew: 0.3, newMode: [0.25, 0.4, 0.35], usedMode: [0.4, 0.25, 0.35], oldestYear: 2012 },
    build: warehouse,
  },
];

/** Chicago and San Francisco are flagship yards; big metros carry more stock. */
const BRANCH_WEIGHTS: Readonly<Record<number, number>> = {
  0: 4, // Chicago
  1: 3, // San Francisco
  2: 3, // Los Angeles
  3: 2.5, // Dallas
  4: 2.5, // Houston
  5: 2, // Atlanta
  6: 2, // Newark
};

function branchSlots(total: number): number[] {
  const rng = new Rng(0xb4a9c8);
  const counts: number[] = branches.map((_, i) => (i <= 1 ? 10 : 3));
  const weights = branches.map((_, i) => BRANCH_WEIGHTS[i] ?? 1);
  const weightSum = weights.reduce((a, w) => a + w, 0);
  let assigned = counts.reduce((a, c) => a + c, 0);
  while (assigned < total) {
    let r = rng.float(0, weightSum);
    let idx = 0;
    while (idx < weights.length - 1 && r >= at(weights, idx)) {
      r -= at(weights, idx);
      idx++;
    }
    counts[idx] = at(counts, idx) + 1;
    assigned++;
  }
  const slots: number[] = [];
  counts.forEach((c, i) => {
    for (let k = 0; k < c; k++) slots.push(i);
  });
  return rng.shuffle(slots);
}

function buildInventory(): SeedEquipment[] {
  usedStockNumbers.clear();
  const slots = branchSlots(PLANS.length * UNITS_PER_CATEGORY);
  const items: SeedEquipment[] = [];
  let slot = 0;
  for (const plan of PLANS) {
    const rng = new Rng(plan.seed);
    for (let i = 0; i < UNITS_PER_CATEGORY; i++) {
      const basics = rollBasics(rng, plan.odds, at(slots, slot++));
      const core = plan.build(rng, basics, i);
      items.push(finalize(rng, plan.prefix, basics, core));
    }
  }
  return items;
}

export const equipment: readonly SeedEquipment[] = buildInventory();

/** The most units of one model a demo branch holds, per category (rental fleets; 1 for sale only). */
const FLEET_MAX: Readonly<Record<EquipmentCategory, number>> = {
  'lift-trucks': 5,
  'aerial-work-platforms': 5,
  'warehouse-equipment': 4,
  'construction-equipment': 3,
  'rail-cars': 2,
};

/**
 * How many of a demo unit its branch holds: a unit only for sale is one machine; a rental model
 * is 1 to its category's maximum (deterministic, from the stock number).
 */
export function demoFleetQuantity(
  unit: Pick<SeedEquipment, 'for_rent' | 'category' | 'stock_number'>,
) {
  if (!unit.for_rent) return 1;
  let hash = 0;
  for (const char of unit.stock_number) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 1 + (hash % FLEET_MAX[unit.category]);
}
