import { useLingui } from '@lingui/react';
import { ClipboardIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useQuoteList } from '@/hooks/use-quote-list';
import styles from './header.module.scss';
import { NavLink } from './nav-link';

const messages = {
  shown: /*i18n*/ { id: 'header.quote.shown', message: 'Quote' },
};

/**
 * The header's link to the quote list with its number of lines, in step with every list on the
 * page and in other tabs. Only the small store comes with it: the list page loads on first visit.
 */
export function QuoteListLink({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const { lines } = useQuoteList();
  const count = lines.length;
  return (
    <NavLink href={paths.quoteList.getHref()} className={styles.quoteLink} onClick={onNavigate}>
      <ClipboardIcon size={22} />
      {/* Read as one name, "Quote request, 3 items", which begins with the word shown. */}
      <span className="visually-hidden">
        {i18n._({
          id: 'header.quote.name',
          message:
            '{count, plural, =0 {Quote request} one {Quote request, # item} other {Quote request, # items}}',
          values: { count },
        })}
      </span>
      <span className={styles.quoteText} aria-hidden="true">
        {i18n._(messages.shown)}
      </span>
      {count ? (
        <span className={styles.quoteCount} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
