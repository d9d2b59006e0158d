import { Link } from 'wouter';
import {
  ArrowRightIcon,
  CalendarIcon,
  LocationIcon,
  PhoneIcon,
  SignatureIcon,
} from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import yardUrl from '@/assets/home-yard.svg';
import styles from './home.module.scss';

/** The yard drawing's intrinsic size (its viewBox): the page reserves its box before it loads. */
const YARD_WIDTH = 1600;
const YARD_HEIGHT = 420;

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow}>Rental · Sales · Service</p>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            Equipment rental &amp; sales, from a branch near&nbsp;you
          </h1>
          <p className={styles.heroLead}>
            Lift trucks, construction equipment, aerial work platforms, rail cars and warehouse
            equipment — rent it by the day, week or month, or make it yours.
          </p>
          <div className={styles.heroActions}>
            <Link href={paths.equipment.getHref()} className={buttonClass('primary')}>
              Browse equipment
              <ArrowRightIcon />
            </Link>
            <Link href={paths.equipmentInventory.getHref()} className={buttonClass('outline')}>
              See inventory
            </Link>
          </div>
        </div>

        <div className={styles.heroCard}>
          <h2 id="home-why-title" className={styles.heroCardTitle}>
            Why Liftline
          </h2>
          <ul className={styles.reasons}>
            <li>
              <CalendarIcon className={styles.reasonIcon} />
              <span>
                <strong>Flexible rentals</strong> Daily, weekly and monthly terms.
              </span>
            </li>
            <li>
              <SignatureIcon className={styles.reasonIcon} />
              <span>
                <strong>New &amp; used sales</strong> Quotes from the branch that will service your
                fleet.
              </span>
            </li>
            <li>
              <LocationIcon className={styles.reasonIcon} />
              <span>
                <strong>Local branches</strong> Delivery, pickup and service close to your site.
              </span>
            </li>
            <li>
              <PhoneIcon className={styles.reasonIcon} />
              <span>
                <strong>Talk to an expert</strong>{' '}
                <a href={telHref(supportPhone)}>{supportPhone}</a>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.heroArt}>
        {/* A file, not inlined into the JS; the page's largest image, so fetched first. */}
        <img
          src={yardUrl}
          alt="A Liftline yard: an excavator, a track loader, a scissor lift, a forklift, a pallet truck and a boom lift"
          width={YARD_WIDTH}
          height={YARD_HEIGHT}
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
