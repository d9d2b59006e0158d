import { FUEL_TYPE_LABELS } from '@liftline/sdk';
import type { Equipment } from '@liftline/sdk';
import { CONDITION_LABELS, formatCount } from '../lib/format';
import styles from './equipment-detail.module.scss';

/** The table's rows: the listing's structured fields first (those it has), then its own spec lines. */
export function specRows(equipment: Equipment): [label: string, value: string][] {
  const rows: [string, string | null][] = [
    ['Make', equipment.make],
    ['Model', equipment.model],
    ['Year', String(equipment.year)],
    ['Condition', CONDITION_LABELS[equipment.condition]],
    [
      'Capacity',
      equipment.capacity_lbs === null ? null : `${formatCount(equipment.capacity_lbs)} lbs`,
    ],
    [
      'Lift height',
      equipment.lift_height_ft === null ? null : `${formatCount(equipment.lift_height_ft)} ft`,
    ],
    ['Fuel type', equipment.fuel_type ? FUEL_TYPE_LABELS[equipment.fuel_type] : null],
    [
      'Hours used',
      equipment.hours_used === null ? null : `${formatCount(equipment.hours_used)} hours`,
    ],
    ['Stock number', equipment.stock_number],
  ];
  const known = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return [...known, ...equipment.specs.map((spec): [string, string] => [spec.label, spec.value])];
}

/** The specification table: one row per fact, its label a row header. */
export function EquipmentSpecs({ equipment }: { equipment: Equipment }) {
  return (
    <section className={styles.section} aria-labelledby="equipment-specs-title">
      <h2 id="equipment-specs-title" className={styles.sectionTitle}>
        Specifications
      </h2>
      <table className={styles.specs}>
        <tbody>
          {specRows(equipment).map(([label, value], index) => (
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
