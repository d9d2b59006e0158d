import type { QuoteLine } from '@liftline/sdk';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';
import { availabilityRange } from '../quote-lines';

/**
 * What the quote list's lines need from the API: each line's unit (`GET /equipment/{id}`) and its
 * availability over the line's dates (`GET /equipment/{id}/availability`), in the lines' order.
 * One read per unit and per availability range, whatever the lines (a unit may be on two lines,
 * to rent and to buy): each line then takes its own.
 */
export function useQuoteLineReads(lines: readonly QuoteLine[], today: string) {
  const api = useApi();
  const unitIds = [...new Set(lines.map((line) => line.equipment_id))];
  const unitReads = useQueries({
    queries: unitIds.map((id) =>
      api.queryOptions('get', '/equipment/{id}', { params: { path: { id }, query: {} } }),
    ),
  });
  const units = lines.map((line) => unitReads[unitIds.indexOf(line.equipment_id)]!);
  const ranges = lines.map((line) => ({
    id: line.equipment_id,
    ...availabilityRange(line, today),
  }));
  const rangeKeys = [...new Set(ranges.map((range) => JSON.stringify(range)))];
  const availabilityReads = useQueries({
    queries: rangeKeys.map((key) => {
      const { id, from, to } = JSON.parse(key) as { id: number; from: string; to: string };
      return api.queryOptions('get', '/equipment/{id}/availability', {
        params: { path: { id }, query: { from, to } },
      });
    }),
  });
  const availability = ranges.map(
    (range) => availabilityReads[rangeKeys.indexOf(JSON.stringify(range))]!,
  );
  return { units, availability };
}
