import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumLabels } from './enum-labels';

describe('enumLabels', () => {
  it('reads the contract’s labels of an enum', () => {
    expect(enumLabels('FuelType')).toMatchObject({ lpg: 'LPG', none: 'No engine' });
    expect(enumLabels('ListingType')).toEqual({ rent: 'For rent', buy: 'For sale' });
  });

  it('refuses an enum whose labels are missing or incomplete', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'labels-')), 'doc.yaml');
    writeFileSync(
      path,
      'components:\n  schemas:\n    Color:\n      enum: [red, blue]\n      x-enum-labels: { red: Red }\n',
    );
    expect(() => enumLabels('Color', path)).toThrow(/Color blue/);
    expect(() => enumLabels('Shape', path)).toThrow(/Shape/);
  });
});
