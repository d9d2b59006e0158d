import type { QuoteLine, Schemas } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useLocaleTag } from '@/i18n/use-locale';
import { translate } from '@/utils/translate';
import { AVAILABILITY_MAX_DAYS, availabilityNotice, hasRange } from '../quote-lines';
import type { LineQuery } from './line-query';
import styles from './quote-list.module.scss';

const messages = {
  checking: /*i18n*/ { id: 'quoteList.line.checking', message: 'Checking availability…' },
  cut: /*i18n*/ { id: 'quoteList.line.cut', message: '{notice} (the first {days} days checked)' },
  checkFailed: /*i18n*/ {
    id: 'quoteList.line.checkFailed',
    message: 'We could not check availability: the branch confirms it with the quote.',
  },
};

/** What the line's availability call says, for rent lines with their dates. */
export function LineAvailabilityNote({
  line,
  availability,
}: {
  line: QuoteLine;
  availability: LineQuery<Schemas['EquipmentAvailability']>;
}) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  if (line.mode !== 'rent' || !hasRange(line)) return null;
  let text = i18n._(messages.checking);
  let tone: 'ok' | 'short' | 'unknown' = 'unknown';
  if (availability.data && availability.data.from === line.start_date) {
    const notice = availabilityNotice(availability.data, line.quantity, i18n, tag);
    const cut = availability.data.to !== line.end_date;
    text = cut
      ? translate(i18n, messages.cut, { notice: notice.text, days: AVAILABILITY_MAX_DAYS })
      : notice.text;
    tone = notice.tone;
  } else if (availability.isError) {
    text = i18n._(messages.checkFailed);
  }
  return (
    <p className={styles.availability} data-tone={tone} aria-live="polite">
      {text}
    </p>
  );
}
