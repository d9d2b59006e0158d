import { ClipboardIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useQuoteList } from '@/hooks/use-quote-list';
import styles from './header.module.scss';
import { NavLink } from './nav-link';

/**
 * The header's link to the quote list with its number of lines, in step with every list on the
 * page and in other tabs. Only the small store comes with it: the list page loads on first visit.
 */
export function QuoteListLink({ onNavigate }: { onNavigate?: () => void }) {
  const { lines } = useQuoteList();
  const count = lines.length;
  return (
    <NavLink href={paths.quoteList.getHref()} className={styles.quoteLink} onClick={onNavigate}>
      <ClipboardIcon size={22} />
      <span className={styles.quoteText}>Quote</span>{' '}
      {/* Read as one name, "Quote request, 3 items": the count is shown, the words are not. */}
      <span className="visually-hidden">{count ? 'request,' : 'request'}</span>
      {count ? (
        <>
          {' '}
          <span className={styles.quoteCount}>{count}</span>{' '}
          <span className="visually-hidden">{count === 1 ? 'item' : 'items'}</span>
        </>
      ) : null}
    </NavLink>
  );
}
