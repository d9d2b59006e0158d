import { enumLabels } from '@liftline/sdk';
import type { EquipmentSummary } from '@liftline/sdk';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { CATEGORY_ICONS } from '@/components/icons/category-icons';
import { Picture } from '@/components/ui/picture/picture';
import { formatMeasure, formatMoney, localeTag } from '../format';
import styles from './equipment-card.module.scss';

/** The photo's box (4:3): reserved before the image arrives, so the grid never jumps. */
export const CARD_IMAGE_WIDTH = 640;
export const CARD_IMAGE_HEIGHT = 480;

/**
 * How wide a card's picture is laid out (`sizes`): the full width of a phone, half the content
 * from 576 px (two columns), about 300 px from 1200 px (three or four columns). In the catalog's
 * compact cards a phone shows a 112-px thumbnail beside the text.
 */
const CARD_SIZES = '(max-width: 575.98px) 100vw, (min-width: 1200px) 300px, 50vw';
const COMPACT_CARD_SIZES = '(max-width: 575.98px) 112px, (min-width: 1200px) 300px, 50vw';

export const PRICE_ON_REQUEST = /*i18n*/ {
  id: 'catalog.card.priceOnRequest',
  message: 'Price on request',
};

const SPEC_LABELS = {
  capacity: /*i18n*/ { id: 'catalog.card.capacity', message: 'Capacity' },
  liftHeight: /*i18n*/ { id: 'catalog.card.liftHeight', message: 'Lift height' },
  fuel: /*i18n*/ { id: 'catalog.card.fuel', message: 'Fuel' },
  hours: /*i18n*/ { id: 'catalog.card.hours', message: 'Hours' },
};

const CONDITION_LABELS = {
  new: /*i18n*/ { id: 'catalog.card.new', message: 'New' },
  used: /*i18n*/ { id: 'catalog.card.used', message: 'Used' },
};

interface EquipmentCardProps {
  equipment: EquipmentSummary;
  /** Load the photo at once (the first row); the others load when scrolled near. */
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** Below 576px, the photo beside the text instead of above it (the catalog's long lists). */
  compact?: boolean;
  /** A control under the prices (it sits above the card's stretched link). */
  action?: ReactNode;
}

/** The card's key specs as label and value, in the language of `i18n`. */
export function cardSpecs(
  i18n: I18n,
  equipment: EquipmentSummary,
): [label: string, value: string][] {
  const specs: [label: string, value: string][] = [];
  if (equipment.capacity_lbs !== null)
    specs.push([i18n._(SPEC_LABELS.capacity), formatMeasure(i18n, 'lbs', equipment.capacity_lbs)]);
  if (equipment.lift_height_ft !== null)
    specs.push([
      i18n._(SPEC_LABELS.liftHeight),
      formatMeasure(i18n, 'ft', equipment.lift_height_ft),
    ]);
  if (equipment.fuel_type !== null && equipment.fuel_type !== 'none')
    specs.push([i18n._(SPEC_LABELS.fuel), enumLabels(i18n.locale).FUEL_TYPE[equipment.fuel_type]]);
  if (equipment.hours_used !== null)
    specs.push([i18n._(SPEC_LABELS.hours), formatMeasure(i18n, 'hours', equipment.hours_used)]);
  return specs;
}

function Specs({ equipment }: { equipment: EquipmentSummary }) {
  const { i18n } = useLingui();
  const specs = cardSpecs(i18n, equipment);
  if (!specs.length) return null;
  return (
    <dl className={styles.specs}>
      {specs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Prices({ equipment }: { equipment: EquipmentSummary }) {
  const { i18n } = useLingui();
  const locale = localeTag(i18n);
  const onRequest = i18n._(PRICE_ON_REQUEST);
  const { for_sale: forSale, for_rent: forRent, sale_price: sale, rental_rates: rates } = equipment;
  if ((!forSale || sale === null) && (!forRent || rates === null))
    return <p className={styles.onRequest}>{onRequest}</p>;
  return (
    <dl className={styles.prices}>
      {forSale ? (
        <div>
          <dt>{i18n._({ id: 'catalog.card.buy', message: 'Buy' })}</dt>
          <dd>{sale === null ? onRequest : <strong>{formatMoney(sale, locale)}</strong>}</dd>
        </div>
      ) : null}
      {forRent ? (
        <div>
          <dt>{i18n._({ id: 'catalog.card.rent', message: 'Rent' })}</dt>
          <dd>
            {rates === null ? (
              onRequest
            ) : (
              <Trans
                id="catalog.card.rates"
                message="<0>{daily}</0>/day <1>{weekly}/week · {monthly}/month</1>"
                values={{
                  daily: formatMoney(rates.daily, locale),
                  weekly: formatMoney(rates.weekly, locale),
                  monthly: formatMoney(rates.monthly, locale),
                }}
                components={{ 0: <strong />, 1: <span className={styles.longer} /> }}
              />
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Photo (or the category's icon), title linking to the unit's page,
 * make/model/year, key specs, prices and what it is offered for. The whole card is the link's target.
 */
export function EquipmentCard({
  equipment,
  eager = false,
  headingLevel = 3,
  compact = false,
  action,
}: EquipmentCardProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Icon = CATEGORY_ICONS[equipment.category];
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <div className={styles.media}>
        {equipment.image_url ? (
          <Picture
            src={equipment.image_url}
            alt=""
            sources={equipment.image_sources}
            sizes={compact ? COMPACT_CARD_SIZES : CARD_SIZES}
            width={equipment.image_width ?? CARD_IMAGE_WIDTH}
            height={equipment.image_height ?? CARD_IMAGE_HEIGHT}
            eager={eager}
            className={styles.image}
          />
        ) : (
          <div className={styles.placeholder} data-testid="image-placeholder">
            <Icon size={56} />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <ul
          className={styles.badges}
          aria-label={i18n._({ id: 'catalog.card.offer', message: 'Offer' })}
        >
          {equipment.for_rent ? (
            <li>
              <Badge tone="info">{enumLabels(i18n.locale).LISTING_TYPE.rent}</Badge>
            </li>
          ) : null}
          {equipment.for_sale ? (
            <li>
              <Badge tone="success">{enumLabels(i18n.locale).LISTING_TYPE.buy}</Badge>
            </li>
          ) : null}
          <li>
            <Badge tone={equipment.condition === 'new' ? 'warning' : 'neutral'}>
              {i18n._(CONDITION_LABELS[equipment.condition])}
            </Badge>
          </li>
        </ul>
        <Heading className={styles.title}>
          {/* The link covers the whole card (see .link::after). */}
          <PrefetchLink href={paths.equipmentDetail.getHref(equipment.id)} className={styles.link}>
            {equipment.title}
          </PrefetchLink>
        </Heading>
        <p className={styles.meta}>
          {equipment.year} · {equipment.make} {equipment.model}
        </p>
        <Specs equipment={equipment} />
        <div className={styles.footer}>
          <Prices equipment={equipment} />
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
      </div>
    </article>
  );
}

/** A card's outline while the results load: same box, so nothing moves when they arrive. */
export function EquipmentCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div
      className={[styles.card, styles.skeleton, compact ? styles.compact : ''].join(' ')}
      aria-hidden="true"
    >
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={`${styles.bone} ${styles.boneBadges}`} />
        <span className={`${styles.bone} ${styles.boneTitle}`} />
        <span className={`${styles.bone} ${styles.boneMeta}`} />
        <span className={`${styles.bone} ${styles.boneSpecs}`} />
        <span className={`${styles.bone} ${styles.bonePrice}`} />
      </div>
    </div>
  );
}
