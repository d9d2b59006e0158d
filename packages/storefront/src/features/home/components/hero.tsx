import { Trans, useLingui } from '@lingui/react';
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

const YARD_ALT = /*i18n*/ {
  id: 'home.hero.imageAlt',
  message:
    'A Liftline yard: an excavator, a track loader, a scissor lift, a forklift, a pallet truck and a boom lift',
};

export function Hero() {
  const { i18n } = useLingui();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow}>
            <Trans id="home.hero.eyebrow" message="Rental · Sales · Service" />
          </p>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            <Trans
              id="home.hero.title"
              message="Equipment rental & sales, from a branch near you"
            />
          </h1>
          <p className={styles.heroLead}>
            <Trans
              id="home.hero.lead"
              message="Lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment — rent it by the day, week or month, or make it yours."
            />
          </p>
          <div className={styles.heroActions}>
            <Link href={paths.equipment.getHref()} className={buttonClass('primary')}>
              <Trans id="home.hero.browse" message="Browse equipment" />
              <ArrowRightIcon />
            </Link>
            <Link href={paths.equipmentInventory.getHref()} className={buttonClass('outline')}>
              <Trans id="home.hero.inventory" message="See inventory" />
            </Link>
          </div>
        </div>

        <div className={styles.heroCard}>
          <h2 id="home-why-title" className={styles.heroCardTitle}>
            <Trans id="home.hero.why" message="Why Liftline" />
          </h2>
          <ul className={styles.reasons}>
            <li>
              <CalendarIcon className={styles.reasonIcon} />
              <span>
                <Trans
                  id="home.hero.reasonRentals"
                  message="<0>Flexible rentals</0> Daily, weekly and monthly terms."
                  components={{ 0: <strong /> }}
                />
              </span>
            </li>
            <li>
              <SignatureIcon className={styles.reasonIcon} />
              <span>
                <Trans
                  id="home.hero.reasonSales"
                  message="<0>New & used sales</0> Quotes from the branch that will service your fleet."
                  components={{ 0: <strong /> }}
                />
              </span>
            </li>
            <li>
              <LocationIcon className={styles.reasonIcon} />
              <span>
                <Trans
                  id="home.hero.reasonBranches"
                  message="<0>Local branches</0> Delivery, pickup and service close to your site."
                  components={{ 0: <strong /> }}
                />
              </span>
            </li>
            <li>
              <PhoneIcon className={styles.reasonIcon} />
              <span>
                <Trans
                  id="home.hero.reasonExpert"
                  message="<0>Talk to an expert</0> <1>{phone}</1>"
                  values={{ phone: supportPhone }}
                  // The message gives the link its content (the phone number).
                  // eslint-disable-next-line jsx-a11y/anchor-has-content
                  components={{ 0: <strong />, 1: <a href={telHref(supportPhone)} /> }}
                />
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.heroArt}>
        {/* A file, not inlined into the JS; the page's largest image, so fetched first. */}
        <img
          src={yardUrl}
          alt={i18n._(YARD_ALT)}
          width={YARD_WIDTH}
          height={YARD_HEIGHT}
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
