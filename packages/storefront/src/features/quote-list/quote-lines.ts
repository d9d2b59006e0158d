/**
 * The quote list page's rules, without React: which days to ask about and what their availability
 * says. What a line needs, costs and becomes are the SDK's (`lineProblems`, `linePrice`,
 * `toQuoteItems`), shared with the widget's flow.
 */
import type { I18n } from '@lingui/core';
import { availabilityVerdict, type Schemas } from '@liftline/sdk';
import { formatDayRange } from '@/utils/format';
import { lazy } from '@/utils/lazy';
export { formatDay, formatDayRange, formatUsd } from '@/utils/format';
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
import { translate } from '@/utils/translate';

/** "Dec 3–5, Dec 8 and Dec 9" / "3–5 de dic, 8 de dic y 9 de dic": one list formatter per language. */
const lists = new Map<string, () => Intl.ListFormat>();
function joinWords(words: string[], tag: string): string {
  if (words.length < 2) return words[0] ?? '';
  let list = lists.get(tag);
  if (!list) {
    list = lazy(() => new Intl.ListFormat(tag, { type: 'conjunction' }));
    lists.set(tag, list);
  }
  return list().format(words);
}

const messages = {
  free: /*i18n*/ { id: 'quoteList.availability.free', message: '{free} of {fleet} free every day' },
  booked: /*i18n*/ {
    id: 'quoteList.availability.booked',
    message: 'Booked on {days}: pick other dates',
  },
  someFree: /*i18n*/ {
    id: 'quoteList.availability.someFree',
    message: 'Only some free on {days}: pick other dates or fewer units',
  },
  fewFree: /*i18n*/ {
    id: 'quoteList.availability.fewFree',
    message: 'Only {free} of {fleet} free on {days}: pick other dates or fewer units',
  },
};

export interface AvailabilityNotice {
  /** `ok`: enough units free on every day; `short`: some days lack units. */
  tone: 'ok' | 'short';
  text: string;
}

/**
 * What the availability of a line's range says for its quantity: "2 of 3 free every day", or the
 * days that lack units ("Booked on Dec 3–5: pick other dates"), in the language of `i18n` with the
 * days written for `tag` (`es-US`: "3–5 de dic").
 */
export function availabilityNotice(
  availability: Pick<Schemas['EquipmentAvailability'], 'fleet' | 'days'>,
  quantity: number,
  i18n: I18n,
  tag = 'en-US',
): AvailabilityNotice {
  const { short, booked, free, fleet } = availabilityVerdict(availability, quantity);
  if (!short.length) return { tone: 'ok', text: translate(i18n, messages.free, { free, fleet }) };
  const days = joinWords(
    short.map(([from, to]) => formatDayRange(from, to, tag)),
    tag,
  );
  const message = booked ? messages.booked : free === 0 ? messages.someFree : messages.fewFree;
  return { tone: 'short', text: translate(i18n, message, { days, free, fleet }) };
}
