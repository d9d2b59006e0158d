import { formatHoursRange } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { usePageLocale } from '@/lib/page-locale';
import styles from './content-pages.module.scss';
import { translate } from '@/utils/translate';

/** When the customer line answers, Monday to Friday (head-office time). */
const CUSTOMER_LINE_HOURS = { opens: '07:00', closes: '18:00' };

const messages = {
  description: /*i18n*/ {
    id: 'contact.page.description',
    message:
      'Questions about a rental, a purchase or an invoice? The fastest answer comes from the branch nearest your job site.',
  },
  callUs: /*i18n*/ { id: 'contact.page.callUs', message: 'Call us' },
  customerLine: /*i18n*/ {
    id: 'contact.page.customerLine',
    message: 'Our customer line connects you with the right branch, Monday to Friday, {hours}.',
  },
  writeTitle: /*i18n*/ { id: 'contact.page.writeTitle', message: 'Write to a branch' },
  writeText: /*i18n*/ {
    id: 'contact.page.writeText',
    message:
      'Find your branch in the directory: its address, hours and phone, and a contact form that goes straight to its team.',
  },
  findBranch: /*i18n*/ { id: 'contact.page.findBranch', message: 'Find a branch' },
  quoteTitle: /*i18n*/ { id: 'contact.page.quoteTitle', message: 'Get a quote' },
  quoteText: /*i18n*/ {
    id: 'contact.page.quoteText',
    message:
      'Choose a unit in the catalog and press “Request a Quote”: the branch answers with rates, availability and delivery.',
  },
  browse: /*i18n*/ { id: 'quoteList.empty.browse', message: 'Browse the catalog' },
  emergencyTitle: /*i18n*/ {
    id: 'contact.page.emergencyTitle',
    message: 'Emergencies and breakdowns',
  },
  emergencyText: /*i18n*/ {
    id: 'contact.page.emergencyText',
    message:
      'If a rented unit breaks down or is damaged, stop using it and call the branch on your rental contract. Outside branch hours, call {phone} and follow the prompts for service.',
  },
  dataTitle: /*i18n*/ { id: 'contact.page.dataTitle', message: 'Your data' },
};

/** `/contact`: the head-office phone, the branch directory (with its contact forms) and quotes. */
export default function ContactRoute() {
  const locale = usePageLocale();
  const { i18n } = useLingui();
  return (
    <ContentLayout route="contact" description={i18n._(messages.description)}>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="contact-phone">
          <h2 id="contact-phone">{i18n._(messages.callUs)}</h2>
          <p>
            {translate(i18n, messages.customerLine, {
              hours: formatHoursRange(CUSTOMER_LINE_HOURS, locale),
            })}
          </p>
          <a className={styles.phone} href={telHref(supportPhone)}>
            {supportPhone}
          </a>
        </section>
        <section className={styles.card} aria-labelledby="contact-branch">
          <h2 id="contact-branch">{i18n._(messages.writeTitle)}</h2>
          <p>{i18n._(messages.writeText)}</p>
          <Link href={paths.branches.getHref()} className={buttonClass('primary')}>
            {i18n._(messages.findBranch)}
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="contact-quote">
          <h2 id="contact-quote">{i18n._(messages.quoteTitle)}</h2>
          <p>{i18n._(messages.quoteText)}</p>
          <Link href={paths.equipment.getHref()} className={buttonClass('outline')}>
            {i18n._(messages.browse)}
          </Link>
        </section>
      </div>

      <div className={styles.prose}>
        <h2>{i18n._(messages.emergencyTitle)}</h2>
        <p>{translate(i18n, messages.emergencyText, { phone: supportPhone })}</p>
        <h2>{i18n._(messages.dataTitle)}</h2>
        <p>
          <Trans
            id="contact.page.dataText"
            message="How we use what you send us is explained in our <0>privacy policy</0>."
            components={{ 0: <Link href={paths.privacy.getHref()} /> }}
          />
        </p>
      </div>
    </ContentLayout>
  );
}
