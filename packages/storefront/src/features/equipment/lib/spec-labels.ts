import type { Equipment } from '@liftline/sdk';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The spec labels the catalog knows (the demo seed's, `packages/server/src/seed/equipment.ts`),
 * as the dealer wrote them in English, each with its message: a Spanish page shows "Altura de la
 * plataforma" for "Platform height". A label not listed here (a dealer's own) shows as written.
 */
const KNOWN_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'AAR clearance': /*i18n*/ { id: 'unit.spec.aarClearance', message: 'AAR clearance' },
  'Aisle width': /*i18n*/ { id: 'unit.spec.aisleWidth', message: 'Aisle width' },
  Attachments: /*i18n*/ { id: 'unit.spec.attachments', message: 'Attachments' },
  Battery: /*i18n*/ { id: 'unit.spec.battery', message: 'Battery' },
  Blade: /*i18n*/ { id: 'unit.spec.blade', message: 'Blade' },
  Body: /*i18n*/ { id: 'unit.spec.body', message: 'Body' },
  Bucket: /*i18n*/ { id: 'unit.spec.bucket', message: 'Bucket' },
  Cabin: /*i18n*/ { id: 'unit.spec.cabin', message: 'Cabin' },
  Capacity: /*i18n*/ { id: 'unit.spec.capacity', message: 'Capacity' },
  'Control handle': /*i18n*/ { id: 'unit.spec.controlHandle', message: 'Control handle' },
  Doors: /*i18n*/ { id: 'unit.spec.doors', message: 'Doors' },
  Drive: /*i18n*/ { id: 'unit.spec.drive', message: 'Drive' },
  Engine: /*i18n*/ { id: 'unit.spec.engine', message: 'Engine' },
  'Equipped with': /*i18n*/ { id: 'unit.spec.equippedWith', message: 'Equipped with' },
  'Fork length': /*i18n*/ { id: 'unit.spec.forkLength', message: 'Fork length' },
  Forks: /*i18n*/ { id: 'unit.spec.forks', message: 'Forks' },
  'Gross rail load': /*i18n*/ { id: 'unit.spec.grossRailLoad', message: 'Gross rail load' },
  Guidance: /*i18n*/ { id: 'unit.spec.guidance', message: 'Guidance' },
  'Horizontal reach': /*i18n*/ { id: 'unit.spec.horizontalReach', message: 'Horizontal reach' },
  Length: /*i18n*/ { id: 'unit.spec.length', message: 'Length' },
  'Lift height': /*i18n*/ { id: 'unit.spec.liftHeight', message: 'Lift height' },
  'Light weight': /*i18n*/ { id: 'unit.spec.lightWeight', message: 'Light weight' },
  'Load limit': /*i18n*/ { id: 'unit.spec.loadLimit', message: 'Load limit' },
  'Loader lift capacity (full height)': /*i18n*/ {
    id: 'unit.spec.loaderLiftCapacity',
    message: 'Loader lift capacity (full height)',
  },
  'Machine weight': /*i18n*/ { id: 'unit.spec.machineWeight', message: 'Machine weight' },
  'Max dig depth': /*i18n*/ { id: 'unit.spec.maxDigDepth', message: 'Max dig depth' },
  'Max fork height': /*i18n*/ { id: 'unit.spec.maxForkHeight', message: 'Max fork height' },
  'Operating weight': /*i18n*/ { id: 'unit.spec.operatingWeight', message: 'Operating weight' },
  'Operator compartment': /*i18n*/ {
    id: 'unit.spec.operatorCompartment',
    message: 'Operator compartment',
  },
  Outlets: /*i18n*/ { id: 'unit.spec.outlets', message: 'Outlets' },
  'Platform capacity': /*i18n*/ { id: 'unit.spec.platformCapacity', message: 'Platform capacity' },
  'Platform height': /*i18n*/ { id: 'unit.spec.platformHeight', message: 'Platform height' },
  'Platform size': /*i18n*/ { id: 'unit.spec.platformSize', message: 'Platform size' },
  Power: /*i18n*/ { id: 'unit.spec.power', message: 'Power' },
  'Power source': /*i18n*/ { id: 'unit.spec.powerSource', message: 'Power source' },
  'Rated capacity': /*i18n*/ { id: 'unit.spec.ratedCapacity', message: 'Rated capacity' },
  'Rated operating capacity': /*i18n*/ {
    id: 'unit.spec.ratedOperatingCapacity',
    message: 'Rated operating capacity',
  },
  'Rated operating capacity (35%)': /*i18n*/ {
    id: 'unit.spec.ratedOperatingCapacity35',
    message: 'Rated operating capacity (35%)',
  },
  Reach: /*i18n*/ { id: 'unit.spec.reach', message: 'Reach' },
  'Right-angle stack aisle': /*i18n*/ {
    id: 'unit.spec.rightAngleStackAisle',
    message: 'Right-angle stack aisle',
  },
  Safety: /*i18n*/ { id: 'unit.spec.safety', message: 'Safety' },
  'Straddle width': /*i18n*/ { id: 'unit.spec.straddleWidth', message: 'Straddle width' },
  Tank: /*i18n*/ { id: 'unit.spec.tank', message: 'Tank' },
  'Tank qualification': /*i18n*/ {
    id: 'unit.spec.tankQualification',
    message: 'Tank qualification',
  },
  'Tie-downs': /*i18n*/ { id: 'unit.spec.tieDowns', message: 'Tie-downs' },
  'Tire type': /*i18n*/ { id: 'unit.spec.tireType', message: 'Tire type' },
  Tires: /*i18n*/ { id: 'unit.spec.tires', message: 'Tires' },
  'Travel speed': /*i18n*/ { id: 'unit.spec.travelSpeed', message: 'Travel speed' },
  Undercarriage: /*i18n*/ { id: 'unit.spec.undercarriage', message: 'Undercarriage' },
  'Working height': /*i18n*/ { id: 'unit.spec.workingHeight', message: 'Working height' },
};

/** A spec label in the language of `i18n` when the catalog knows it, else as written. */
export function specLabel(label: string, i18n: I18n): string {
  const known = Object.hasOwn(KNOWN_LABELS, label.trim()) ? KNOWN_LABELS[label.trim()] : undefined;
  return known ? i18n._(known) : label;
}

/** Spec lines that name the unit's capacity (`capacity_lbs`) or its lift height (`lift_height_ft`). */
const CAPACITY_LABELS = new Set([
  'Capacity',
  'Platform capacity',
  'Rated capacity',
  'Rated operating capacity',
  'Rated operating capacity (35%)',
  'Loader lift capacity (full height)',
  'Load limit',
]);
const HEIGHT_LABELS = new Set(['Lift height', 'Max fork height', 'Platform height']);

const number = (text: string) => Number(text.replace(/,/g, ''));

/** The pounds a value starts with ("5,000 lb @ 24 in load center" → 5000), else null. */
function leadingPounds(value: string): number | null {
  const match = /^\s*(\d[\d,]*(?:\.\d+)?)\s*lbs?\b/i.exec(value);
  return match ? number(match[1]!) : null;
}

/** The length a value starts with, in feet ("12 ft 4 in", "189 in (Triple mast)"), else null. */
function leadingFeet(value: string): number | null {
  const feet = /^\s*(\d[\d,]*(?:\.\d+)?)\s*ft\b(?:\s+(\d+(?:\.\d+)?)\s*in\b)?/i.exec(value);
  if (feet) return number(feet[1]!) + (feet[2] ? Number(feet[2]) / 12 : 0);
  const inches = /^\s*(\d[\d,]*(?:\.\d+)?)\s*in\b/i.exec(value);
  return inches ? number(inches[1]!) / 12 : null;
}

/**
 * Whether a spec line says again what a structured field of the listing already says (its label
 * names that fact and its value has the same figure): "Platform capacity 500 lb" beside a
 * `capacity_lbs` of 500, "Platform height 19 ft" beside a `lift_height_ft` of 19. The structured
 * row stays (it is translated); the line is left out, so each fact is shown once.
 */
export function repeatsStructuredFact(
  spec: { label: string; value: string },
  equipment: Pick<Equipment, 'capacity_lbs' | 'lift_height_ft'>,
): boolean {
  const label = spec.label.trim();
  if (CAPACITY_LABELS.has(label) && equipment.capacity_lbs !== null) {
    return leadingPounds(spec.value) === equipment.capacity_lbs;
  }
  if (HEIGHT_LABELS.has(label) && equipment.lift_height_ft !== null) {
    const feet = leadingFeet(spec.value);
    // The seed rounds the height in feet to a tenth (toFeet): allow that much.
    return feet !== null && Math.abs(feet - equipment.lift_height_ft) <= 0.05 + 1e-9;
  }
  return false;
}
