import { enumLabels, type Equipment } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { Badge } from '@/components/ui/badge/badge';
import { usePageLocale } from '@/lib/page-locale';
import { formatUsd, PRICE_ON_REQUEST } from '../lib/format';
import styles from './equipment-detail.module.scss';

type Pricing = Pick<Equipment, 'for_rent' | 'for_sale' | 'sale_price' | 'rental_rates'>;

const RATE_LABELS = [
  ['daily', /*i18n*/ { id: 'unit.rate.daily', message: 'Daily rate' }],
  ['weekly', /*i18n*/ { id: 'unit.rate.weekly', message: 'Weekly rate' }],
  ['monthly', /*i18n*/ { id: 'unit.rate.monthly', message: 'Monthly rate' }],
] as const;

/** For rent / For sale, the sale price and the rental rates in US dollars; "Price on request" when unpriced. */
export function EquipmentPricing({ equipment }: { equipment: Pricing }) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const listing = enumLabels(i18n.locale).LISTING_TYPE;
  const onRequest = i18n._(PRICE_ON_REQUEST);
  const { for_rent: forRent, for_sale: forSale, sale_price: salePrice } = equipment;
  const rates = equipment.rental_rates;
  return (
    <div className={styles.pricing}>
      <p className={styles.badges}>
        {forRent ? <Badge tone="info">{listing.rent}</Badge> : null}
        {forSale ? <Badge tone="success">{listing.buy}</Badge> : null}
      </p>
      {forSale ? (
        <dl className={styles.prices}>
          <div className={styles.price}>
            <dt>{i18n._({ id: 'unit.salePrice', message: 'Sale price' })}</dt>
            <dd className={styles.amount}>
              {salePrice === null ? onRequest : formatUsd(salePrice, locale)}
            </dd>
          </div>
        </dl>
      ) : null}
      {forRent ? (
        rates ? (
          <dl className={`${styles.prices} ${styles.rates}`}>
            {RATE_LABELS.map(([key, label]) => (
              <div key={key} className={styles.price}>
                <dt>{i18n._(label)}</dt>
                <dd className={styles.amount}>{formatUsd(rates[key], locale)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <dl className={styles.prices}>
            <div className={styles.price}>
              <dt>{i18n._({ id: 'unit.rentalRates', message: 'Rental rates' })}</dt>
              <dd className={styles.amount}>{onRequest}</dd>
            </div>
          </dl>
        )
      ) : null}
      {!forRent && !forSale ? <p className={styles.amount}>{onRequest}</p> : null}
    </div>
  );
}
