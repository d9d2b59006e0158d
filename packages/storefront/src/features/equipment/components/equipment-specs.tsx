import { enumLabels, type Equipment } from '@liftline/sdk';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { CONDITION_LABELS, formatCount } from '../lib/format';
import { repeatsStructuredFact, specLabel } from '../lib/spec-labels';
import styles from './equipment-detail.module.scss';
import { translate } from '@/utils/translate';

const SPECS = {
  make: /*i18n*/ { id: 'unit.specs.make', message: 'Make' },
  model: /*i18n*/ { id: 'unit.specs.model', message: 'Model' },
  year: /*i18n*/ { id: 'unit.specs.year', message: 'Year' },
  condition: /*i18n*/ { id: 'unit.specs.condition', message: 'Condition' },
  capacity: /*i18n*/ { id: 'unit.specs.capacity', message: 'Capacity' },
  capacityValue: /*i18n*/ { id: 'unit.specs.capacityValue', message: '{value} lbs' },
  liftHeight: /*i18n*/ { id: 'unit.specs.liftHeight', message: 'Lift height' },
  liftHeightValue: /*i18n*/ { id: 'unit.specs.liftHeightValue', message: '{value} ft' },
  fuelType: /*i18n*/ { id: 'unit.specs.fuelType', message: 'Fuel type' },
  hoursUsed: /*i18n*/ { id: 'unit.specs.hoursUsed', message: 'Hours used' },
  hoursUsedValue: /*i18n*/ {
    id: 'unit.specs.hoursUsedValue',
    message: '{count, plural, one {{value} hour} other {{value} hours}}',
  },
  stockNumber: /*i18n*/ { id: 'unit.specs.stockNumber', message: 'Stock number' },
};

/**
 * The table's rows in the language of `i18n`: the listing's structured fields first (those it
 * has), then its own spec lines (their values as the dealer wrote them; a label the catalog knows
 * translated), leaving out a line that repeats a structured field: each fact once.
 */
export function specRows(equipment: Equipment, i18n: I18n): [label: string, value: string][] {
  const locale = LOCALE_TAGS[i18n.locale as Locale] ?? LOCALE_TAGS.en;
  const measure = (value: number | null, message: typeof SPECS.capacityValue) =>
    value === null
      ? null
      : translate(i18n, message, { value: formatCount(value, locale), count: value });
  const rows: [string, string | null][] = [
    [i18n._(SPECS.make), equipment.make],
    [i18n._(SPECS.model), equipment.model],
    [i18n._(SPECS.year), String(equipment.year)],
    [i18n._(SPECS.condition), i18n._(CONDITION_LABELS[equipment.condition])],
    [i18n._(SPECS.capacity), measure(equipment.capacity_lbs, SPECS.capacityValue)],
    [i18n._(SPECS.liftHeight), measure(equipment.lift_height_ft, SPECS.liftHeightValue)],
    [
      i18n._(SPECS.fuelType),
      equipment.fuel_type ? enumLabels(i18n.locale).FUEL_TYPE[equipment.fuel_type] : null,
    ],
    [i18n._(SPECS.hoursUsed), measure(equipment.hours_used, SPECS.hoursUsedValue)],
    [i18n._(SPECS.stockNumber), equipment.stock_number],
  ];
  const known = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const own = equipment.specs
    .filter((spec) => !repeatsStructuredFact(spec, equipment))
    .map((spec): [string, string] => [specLabel(spec.label, i18n), spec.value]);
  return [...known, ...own];
}

/** The specification table: one row per fact, its label a row header. */
export function EquipmentSpecs({ equipment }: { equipment: Equipment }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="equipment-specs-title">
      <h2 id="equipment-specs-title" className={styles.sectionTitle}>
        {i18n._({ id: 'unit.specs.title', message: 'Specifications' })}
      </h2>
      <table className={styles.specs}>
        <tbody>
          {specRows(equipment, i18n).map(([label, value], index) => (
            <tr key={`${label}-${index}`}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
