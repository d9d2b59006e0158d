import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { equipment } from './equipment';
import {
  equipmentIllustration,
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  illustrationKey,
  MAKE_PALETTE,
  yardIllustration,
} from './equipment-illustrations';

describe('equipmentIllustration', () => {
  it('draws the same unit to the same bytes', () => {
    const unit = equipment[0]!;
    expect(equipmentIllustration({ ...unit })).toBe(equipmentIllustration(unit));
  });

  it('has a livery for every make of the demo fleet, one per make', () => {
    const makes = new Set(equipment.map((unit) => unit.make));
    for (const make of makes) expect(MAKE_PALETTE, make).toHaveProperty([make]);
    const bodies = Object.values(MAKE_PALETTE).map((paint) => paint.body);
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('paints units of different makes differently, and varies models of one make', () => {
    const forklift = { category: 'lift-trucks', model: 'X', title: '2020 X Forklift' } as const;
    const toyota = equipmentIllustration({ ...forklift, make: 'Toyota' });
    const hyster = equipmentIllustration({ ...forklift, make: 'Hyster' });
    expect(toyota).toContain(MAKE_PALETTE.Toyota!.body);
    expect(hyster).toContain(MAKE_PALETTE.Hyster!.body);
    expect(toyota).not.toBe(hyster);
    const drawings = new Set(
      ['8FGCU25', '8FD45U', '8FBE20U'].map((model) =>
        equipmentIllustration({ ...forklift, make: 'Toyota', model }),
      ),
    );
    expect(drawings.size).toBe(3);
  });

  it('gives every distinct demo model a drawing sharp can render at 4:3', async () => {
    const byKey = new Map(equipment.map((unit) => [illustrationKey(unit), unit]));
    const categories = new Set([...byKey.values()].map((unit) => unit.category));
    expect(categories.size).toBe(5);
    const svgs = new Set<string>();
    for (const unit of byKey.values()) {
      const svg = equipmentIllustration(unit);
      expect(svg).not.toMatch(/NaN|undefined/);
      svgs.add(svg);
    }
    expect(svgs.size).toBe(byKey.size);
    const first = [...svgs][0]!;
    const { width, height, format } = await sharp(Buffer.from(first)).metadata();
    expect({ width, height, format }).toEqual({
      width: ILLUSTRATION_WIDTH,
      height: ILLUSTRATION_HEIGHT,
      format: 'svg',
    });
  });
});

describe('yardIllustration', () => {
  // After changing the drawings: UPDATE_HOME_YARD=1 npx vitest run src/seed/equipment-illustrations.test.ts
  it('is the home hero the storefront ships', () => {
    const shipped = new URL('../../../storefront/src/assets/home-yard.svg', import.meta.url);
    if (process.env.UPDATE_HOME_YARD) writeFileSync(shipped, yardIllustration());
    expect(readFileSync(shipped, 'utf8')).toBe(yardIllustration());
  });
});
