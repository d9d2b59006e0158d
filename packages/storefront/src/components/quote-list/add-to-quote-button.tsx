import type { EquipmentSummary, QuoteLine } from '@liftline/sdk';
import { localToday, QUOTE_LIST_MAX_LINES, newQuoteLine, offeredModes } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { CheckIcon, PlusIcon } from '@/components/icons/icons';
import { buttonClass, type ButtonVariant } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useQuoteList } from '@/hooks/use-quote-list';
import styles from './add-to-quote-button.module.scss';

/** The button's words: any line of the unit, or one mode of a unit offering both. */
const WORDS = {
  add: {
    any: /*i18n*/ { id: 'quoteList.add', message: 'Add to quote' },
    rent: /*i18n*/ { id: 'quoteList.addRental', message: 'Add rental to quote' },
    buy: /*i18n*/ { id: 'quoteList.addPurchase', message: 'Add purchase to quote' },
  },
  added: {
    any: /*i18n*/ { id: 'quoteList.inQuote', message: 'In your quote' },
    rent: /*i18n*/ { id: 'quoteList.rentalInQuote', message: 'Rental in your quote' },
    buy: /*i18n*/ { id: 'quoteList.purchaseInQuote', message: 'Purchase in your quote' },
  },
};

interface AddToQuoteButtonProps {
  equipment: Pick<EquipmentSummary, 'id' | 'title' | 'for_rent' | 'for_sale'>;
  /**
   * The line's mode, said on the button ("Add rental to quote"): for a page offering both. Without
   * it the unit is added to rent when it is for rent, else to buy, and any line of it counts.
   */
  mode?: QuoteLine['mode'];
  /** Adds the unit's title to the accessible name (a grid of cards, each with its button). */
  nameUnit?: boolean;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * "Add to quote": adds the unit to the visitor's quote list (rent: tomorrow for a week), then
 * becomes "In your quote", a link to the list, which takes the focus (so it is read out). Every
 * button of a unit follows the list, in this tab and in others.
 */
export function AddToQuoteButton({
  equipment,
  mode: asked,
  nameUnit = false,
  variant = 'outline',
  className,
}: AddToQuoteButtonProps) {
  const { i18n } = useLingui();
  const { lines, add } = useQuoteList();
  const [full, setFull] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);
  const mode = asked ?? offeredModes(equipment)[0];
  const inList = lines.some(
    (line) => line.equipment_id === equipment.id && (!asked || line.mode === asked),
  );

  useEffect(() => {
    if (!inList || !focusLink.current) return;
    focusLink.current = false;
    link.current?.focus();
  }, [inList]);

  if (!mode) return null;
  // "Add to quote (2021 Toyota …)" for screen readers. The space is a text node of its own: a
  // visually hidden element counts as a block, and browsers put spaces around blocks, jsdom not.
  const unitName = nameUnit ? (
    <>
      {' '}
      <span className="visually-hidden">({equipment.title})</span>
    </>
  ) : null;
  const classes = buttonClass(variant, className ? `${styles.button} ${className}` : styles.button);

  return (
    <div className={styles.action}>
      {inList ? (
        <PrefetchLink ref={link} href={paths.quoteList.getHref()} className={classes}>
          <CheckIcon />
          {i18n._(WORDS.added[asked ?? 'any'])}
          {unitName}
        </PrefetchLink>
      ) : (
        <button
          type="button"
          className={classes}
          onClick={() => {
            // Added: the link that replaces the button takes the focus (and is read out).
            const added = add(newQuoteLine(equipment, mode, localToday()));
            focusLink.current = added;
            setFull(!added);
          }}
        >
          <PlusIcon />
          {i18n._(WORDS.add[asked ?? 'any'])}
          {unitName}
        </button>
      )}
      {full ? (
        <p role="alert" className={styles.problem}>
          {i18n._({
            id: 'quoteList.full',
            message: 'Your quote request is full: it holds {max} lines at most.',
            values: { max: QUOTE_LIST_MAX_LINES },
          })}
        </p>
      ) : null}
    </div>
  );
}
