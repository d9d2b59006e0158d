import { anEquipment } from '@liftline/sdk/testing';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { specRows } from './equipment-specs';

// A scissor lift as the demo seed writes it: its spec lines repeat the structured capacity and
// height, and the rest are labelled in English.
const scissor = anEquipment({
  category: 'aerial-work-platforms',
  fuel_type: 'electric',
  capacity_lbs: 500,
  lift_height_ft: 19,
  hours_used: null,
  specs: [
    { label: 'Platform height', value: '19 ft' },
    { label: 'Working height', value: '25 ft' },
    { label: 'Platform capacity', value: '500 lb' },
    { label: 'Power source', value: '24V DC, 4 × 6V 225 Ah batteries' },
    { label: 'Drive', value: '2WD' },
    { label: 'Mast type', value: 'Triple stage' },
  ],
});

describe('specRows', () => {
  it('in Spanish: the labels the catalog knows are translated, and each fact shows once', () => {
    const rows = specRows(scissor, testI18n('es'));
    expect(rows.slice(-4)).toEqual([
      ['Altura de trabajo', '25 ft'],
      ['Fuente de energía', '24V DC, 4 × 6V 225 Ah batteries'],
      ['Tracción', '2WD'],
      // A dealer's own label stays as written.
      ['Mast type', 'Triple stage'],
    ]);
    const labels = rows.map(([label]) => label);
    expect(labels).toContain('Capacidad');
    expect(labels).toContain('Altura de elevación');
    expect(labels).not.toContain('Platform capacity');
    expect(labels).not.toContain('Capacidad de la plataforma');
    expect(labels).not.toContain('Altura de la plataforma');
    expect(rows.filter(([, value]) => value.includes('500 lb'))).toHaveLength(1);
  });

  it('in English the labels read as the dealer wrote them', () => {
    const labels = specRows(scissor, testI18n('en')).map(([label]) => label);
    expect(labels).toEqual(expect.arrayContaining(['Working height', 'Power source', 'Drive']));
    expect(labels).not.toContain('Platform capacity');
  });

  it('keeps a line whose figure differs from the structured one (another fact)', () => {
    const rows = specRows(
      anEquipment({
        capacity_lbs: 5000,
        lift_height_ft: 15.8,
        specs: [
          { label: 'Rated capacity', value: '4,500 lb @ 24 in load center' },
          { label: 'Max fork height', value: '189 in (Triple mast)' },
          { label: 'Capacity', value: '5,400 cu ft' },
        ],
      }),
      testI18n('es'),
    );
    const labels = rows.map(([label]) => label);
    expect(labels).toContain('Capacidad nominal');
    expect(labels).not.toContain('Altura máxima de las horquillas'); // 189 in = 15.75 ft ≈ 15.8
    expect(rows).toContainEqual(['Capacidad', '5,400 cu ft']);
  });
});
