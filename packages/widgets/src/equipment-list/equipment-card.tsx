import { formatUsd, type EquipmentSummary, type QuoteLine } from '@liftline/sdk';
import type { MouseEvent } from 'react';
import { reportFunnel } from '../elements/funnel';
import type { WordTables } from '../messages';
import { equipmentList as english } from '../messages/en/equipment-list';
import { CARD_SIZES, cardPicture, unitPageUrl } from './picture';

// Whole dollars unless the price has cents (three rates fit a narrow card): the SDK's format,
// the same in the quote dialog and the storefront.
const money = formatUsd;

type Words = WordTables['equipmentList'];

/** The rates (rent) or the price (buy), each read once: a label and its amount. */
function CardPrice({
  unit,
  mode,
  words,
  locale,
}: {
  unit: EquipmentSummary;
  mode: QuoteLine['mode'];
  words: Words;
  locale: string;
}) {
  const rates = mode === 'rent' ? unit.rental_rates : null;
  const entries: [string, number][] = rates
    ? [
        [words.perDay, rates.daily],
        [words.perWeek, rates.weekly],
        [words.perMonth, rates.monthly],
      ]
    : mode === 'buy' && unit.sale_price !== null
      ? [[words.price, unit.sale_price]]
      : [];
  if (!entries.length)
    return <p className="lf-eql-price lf-eql-on-request">{words.priceOnRequest}</p>;
  return (
    <dl className="lf-eql-price lf-eql-rates">
      {entries.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface EquipmentCardProps {
  unit: EquipmentSummary;
  /** Rent or buy: the list's `listing`, else rent when the unit is for rent. */
  mode: QuoteLine['mode'];
  /** The API's absolute base, for the picture's and the unit page's URLs. */
  apiBase: string;
  /** The first row: its picture loads at once, the others when scrolled near. */
  eager: boolean;
  inQuote: boolean;
  onAdd(): void;
  /** The title (or the picture) was activated: false when the page cancelled following the link. */
  onSelect(): boolean;
  /** The list's words (default English) and the BCP 47 tag of its prices (default `en-US`). */
  words?: Words;
  locale?: string;
}

/**
 * One unit: its title (a heading linking to the unit's page; the link covers the card, picture
 * included), the picture, rates or price, and "Add to quote". The picture's `alt` is empty: it
 * links to the same page as the title beside it, which names the unit (WAI's "image in a link with
 * adjacent text").
 */
export function EquipmentCard({
  unit,
  mode,
  apiBase,
  eager,
  inQuote,
  onAdd,
  onSelect,
  words = english,
  locale = 'en-US',
}: EquipmentCardProps) {
  const picture = cardPicture(unit, apiBase);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) is the visitor's choice: let it be.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (!onSelect()) event.preventDefault();
  };
  return (
    <li className="lf-eql-item">
      <article className="lf-eql-card" part="card">
        <div className="lf-eql-body">
          <h2 className="lf-eql-title">
            <a
              className="lf-eql-link"
              href={unitPageUrl(unit.id, apiBase, locale)}
              onClick={follow}
            >
              {unit.title}
            </a>
          </h2>
          <CardPrice unit={unit} mode={mode} words={words} locale={locale} />
          <button
            type="button"
            className={`lf-eql-action lf-button ${inQuote ? 'lf-button--secondary' : 'lf-button--primary'}`}
            aria-disabled={inQuote || undefined}
            onClick={
              inQuote
                ? undefined
                : (event) => {
                    // Adding a unit starts a quote: the list's `open` in the dealer funnel.
                    reportFunnel(event.currentTarget, 'open');
                    onAdd();
                  }
            }
          >
            {inQuote ? words.inQuote : words.addToQuote}
          </button>
        </div>
        {picture ? (
          <picture className="lf-eql-media">
            {picture.sources.map((source) => (
              <source
                key={source.type}
                type={source.type}
                srcSet={source.srcSet}
                sizes={CARD_SIZES}
              />
            ))}
            <img
              src={picture.src}
              alt=""
              width={picture.width}
              height={picture.height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          </picture>
        ) : (
          <div className="lf-eql-media" />
        )}
      </article>
    </li>
  );
}
