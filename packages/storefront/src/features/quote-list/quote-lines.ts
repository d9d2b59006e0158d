/**
 * The quote list page's rules, without React: which days to ask about and what their availability
 * says. What a line needs, costs and becomes are the SDK's (`lineProblems`, `linePrice`,
 * `toQuoteItems`), shared with the widget's flow.
 */
import { availabilityVerdict, type Schemas } from '@liftline/sdk';
import { formatDayOfMonth, formatMonthDay } from '@/utils/format';
export { formatDay, formatUsd } from '@/utils/format';
export {
  AVAILABILITY_MAX_DAYS,
  availabilityRange,
  hasRange,
  linePrice,
  lineProblems,
  listProblems,
  MAX_RENTAL_DAYS,
  toQuoteItems,
  type LineField,
  type LinePrice,
} from '@liftline/sdk';

/** "Dec 3", "Dec 3–5", "Dec 30–Jan 2". */
export function formatDayRange(from: string, to: string): string {
  if (from === to) return formatMonthDay(from);
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return `${formatMonthDay(from)}–${sameMonth ? formatDayOfMonth(to) : formatMonthDay(to)}`;
}

const joinWords = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

export interface AvailabilityNotice {
  /** `ok`: enough units free on every day; `short`: some days lack units. */
  tone: 'ok' | 'short';
  text: string;
}

/**
 * What the availability of a line's range says for its quantity: "2 of 3 free every day", or the
 * days that lack units ("Booked on Dec 3–5: pick other dates").
 */
export function availabilityNotice(
  availability: Pick<Schemas['EquipmentAvailability'], 'fleet' | 'days'>,
  quantity: number,
): AvailabilityNotice {
  const { short, booked, free, fleet } = availabilityVerdict(availability, quantity);
  if (!short.length) return { tone: 'ok', text: `${free} of ${fleet} free every day` };
  const when = joinWords(short.map(([from, to]) => formatDayRange(from, to)));
  if (booked) return { tone: 'short', text: `Booked on ${when}: pick other dates` };
  return {
    tone: 'short',
    text: `Only ${free === 0 ? 'some' : `${free} of ${fleet}`} free on ${when}: pick other dates or fewer units`,
  };
}
