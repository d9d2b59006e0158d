import { csvRecord } from '../../leads/lead-csv';
import type { DealerFunnelDay } from './funnel-repository';

/** The export's columns (exportDealerSiteFunnel), in the document's order. */
export const FUNNEL_CSV_COLUMNS = [
  'day',
  'impressions',
  'opens',
  'steps',
  'submits',
  'leads',
  'won',
] as const satisfies readonly (keyof DealerFunnelDay)[];

/** The series as CSV (RFC 4180, CRLF, the lead export's escaping): a header, then a row per day. */
export const funnelCsv = (series: readonly DealerFunnelDay[]): string =>
  [FUNNEL_CSV_COLUMNS, ...series.map((day) => FUNNEL_CSV_COLUMNS.map((column) => day[column]))]
    .map(csvRecord)
    .join('');

/** `dealer-site-7-funnel-2026-10-29-2026-11-27.csv`. */
export const funnelCsvFilename = (siteId: number, from: string, to: string) =>
  `dealer-site-${siteId}-funnel-${from}-${to}.csv`;
