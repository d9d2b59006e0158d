import type { Equipment } from '@liftline/sdk';
import { Badge } from '@/components/ui/badge/badge';
import { formatUsd, PRICE_ON_REQUEST } from '../lib/format';
import styles from './equipment-detail.module.scss';

type Pricing = Pick<Equipment, 'for_rent' | 'for_sale' | 'sale_price' | 'rental_rates'>;

const RATE_LABELS = [
  ['daily', 'Daily'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
] as const;

/** For rent / For sale, the sale price and the rental rates in US dollars; "Price on request" when unpriced. */
export function EquipmentPricing({ equipment }: { equipment: Pricing }) {
  const { for_rent: forRent, for_sale: forSale, sale_price: salePrice } = equipment;
  const rates = equipment.rental_rates;
  return (
    <div className={styles.pricing}>
      <p className={styles.badges}>
        {forRent ? <Badge tone="info">For rent</Badge> : null}
        {forSale ? <Badge tone="success">For sale</Badge> : null}
      </p>
      {forSale ? (
        <dl className={styles.prices}>
          <div className={styles.price}>
            <dt>Sale price</dt>
            <dd className={styles.amount}>
              {salePrice === null ? PRICE_ON_REQUEST : formatUsd(salePrice)}
            </dd>
          </div>
        </dl>
      ) : null}
      {forRent ? (
        rates ? (
          <dl className={`${styles.prices} ${styles.rates}`}>
            {RATE_LABELS.map(([key, label]) => (
              <div key={key} className={styles.price}>
                <dt>{label} rate</dt>
                <dd className={styles.amount}>{formatUsd(rates[key])}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <dl className={styles.prices}>
            <div className={styles.price}>
              <dt>Rental rates</dt>
              <dd className={styles.amount}>{PRICE_ON_REQUEST}</dd>
            </div>
          </dl>
        )
      ) : null}
      {!forRent && !forSale ? <p className={styles.amount}>{PRICE_ON_REQUEST}</p> : null}
    </div>
  );
}
