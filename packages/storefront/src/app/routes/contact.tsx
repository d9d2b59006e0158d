import { formatHoursRange } from '@liftline/sdk';
import { Link } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { usePageLocale } from '@/lib/page-locale';
import styles from './content-pages.module.scss';

/** When the customer line answers, Monday to Friday (head-office time). */
const CUSTOMER_LINE_HOURS = { opens: '07:00', closes: '18:00' };

/** `/contact`: the head-office phone, the branch directory (with its contact forms) and quotes. */
export default function ContactRoute() {
  const locale = usePageLocale();
  return (
    <ContentLayout
      route="contact"
      description="Questions about a rental, a purchase or an invoice? The fastest answer comes from the branch nearest your job site."
    >
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="contact-phone">
          <h2 id="contact-phone">Call us</h2>
          <p>
            Our customer line connects you with the right branch, Monday to Friday,{' '}
            {formatHoursRange(CUSTOMER_LINE_HOURS, locale)}.
          </p>
          <a className={styles.phone} href={telHref(supportPhone)}>
            {supportPhone}
          </a>
        </section>
        <section className={styles.card} aria-labelledby="contact-branch">
          <h2 id="contact-branch">Write to a branch</h2>
          <p>
            Find your branch in the directory: its address, hours and phone, and a contact form that
            goes straight to its team.
          </p>
          <Link href={paths.branches.getHref()} className={buttonClass('primary')}>
            Find a branch
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="contact-quote">
          <h2 id="contact-quote">Get a quote</h2>
          <p>
            Choose a unit in the catalog and press “Request a Quote”: the branch answers with rates,
            availability and delivery.
          </p>
          <Link href={paths.equipment.getHref()} className={buttonClass('outline')}>
            Browse the catalog
          </Link>
        </section>
      </div>

      <div className={styles.prose}>
        <h2>Emergencies and breakdowns</h2>
        <p>
          If a rented unit breaks down or is damaged, stop using it and call the branch on your
          rental contract. Outside branch hours, call {supportPhone} and follow the prompts for
          service.
        </p>
        <h2>Your data</h2>
        <p>
          How we use what you send us is explained in our{' '}
          <Link href={paths.privacy.getHref()}>privacy policy</Link>.
        </p>
      </div>
    </ContentLayout>
  );
}
