import { DataTable } from '@/components/ui/table/data-table';
import { formatDay, formatDecimal } from '@/utils/format';
import type { DealerFunnel } from '../dealers-api';
import { formatRate, rate } from '../funnel-figures';
import { ELEMENT_LABELS, SENDING_ELEMENTS } from '../labels';
import styles from './dealers.module.scss';

const count = (value: number) => formatDecimal(value, 0);

/** The chart's figures as a table: one row per day (the chart's "table view"). */
export function SeriesTable({ funnel }: { funnel: DealerFunnel }) {
  return (
    <DataTable
      placement="card"
      label="Figures per day"
      caption={`Funnel per day, ${formatDay(funnel.from)} to ${formatDay(funnel.to)}`}
      minWidth={560}
    >
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Impressions</th>
          <th scope="col">Opens</th>
          <th scope="col">Submits</th>
          <th scope="col">Leads</th>
          <th scope="col">Won</th>
        </tr>
      </thead>
      <tbody>
        {funnel.series.map((day) => (
          <tr key={day.day}>
            <th scope="row" className={styles.nowrap}>
              <time dateTime={day.day}>{formatDay(day.day)}</time>
            </th>
            <td>{count(day.impressions)}</td>
            <td>{count(day.opens)}</td>
            <td>{count(day.submits)}</td>
            <td>{count(day.leads)}</td>
            <td>{count(day.won)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The pages with the most impressions (up to 10, the server's choice). */
export function TopPagesTable({ pages }: { pages: DealerFunnel['top_pages'] }) {
  if (pages.length === 0) return <p className={styles.muted}>No page has been counted yet.</p>;
  return (
    <DataTable
      placement="card"
      label="Top pages table"
      caption="Pages with the most impressions"
      minWidth={520}
    >
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Impressions</th>
          <th scope="col">Opens</th>
          <th scope="col">Submits</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.page}>
            <th scope="row" className={styles.pageCell}>
              {page.page}
            </th>
            <td>{count(page.impressions)}</td>
            <td>{count(page.opens)}</td>
            <td>{count(page.submits)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * Figures per widget element, with each element's open and submit rates ("—" where there is no
 * rate: nothing opened, or an element that never sends, such as the branch finder).
 */
export function ElementsTable({ elements }: { elements: DealerFunnel['elements'] }) {
  if (elements.length === 0) return <p className={styles.muted}>No widget has been counted yet.</p>;
  return (
    <DataTable placement="card" label="Widgets table" caption="Figures per widget" minWidth={640}>
      <thead>
        <tr>
          <th scope="col">Widget</th>
          <th scope="col">Impressions</th>
          <th scope="col">Opens</th>
          <th scope="col">Steps</th>
          <th scope="col">Submits</th>
          <th scope="col">Opened</th>
          <th scope="col">Sent after opening</th>
        </tr>
      </thead>
      <tbody>
        {elements.map((row) => (
          <tr key={row.element}>
            <th scope="row">{ELEMENT_LABELS[row.element]}</th>
            <td>{count(row.impressions)}</td>
            <td>{count(row.opens)}</td>
            <td>{count(row.steps)}</td>
            <td>{count(row.submits)}</td>
            <td>{formatRate(rate(row.opens, row.impressions))}</td>
            <td>
              {SENDING_ELEMENTS.has(row.element) ? formatRate(rate(row.submits, row.opens)) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
