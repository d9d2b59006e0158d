import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { useContentMessages } from '@/i18n/content-messages';
import { ContentLayout } from '@/components/layouts/content-layout';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { EnglishPrevailsNotice } from './content-pages-notice';
import styles from './content-pages.module.scss';

const SECTIONS = [
  {
    id: 'agreement',
    title: /*i18n*/ { id: 'terms.agreement.title', message: 'The rental agreement' },
  },
  {
    id: 'period',
    title: /*i18n*/ { id: 'terms.period.title', message: 'Rental periods and charges' },
  },
  { id: 'deposit', title: /*i18n*/ { id: 'terms.deposit.title', message: 'Deposits and payment' } },
  {
    id: 'delivery',
    title: /*i18n*/ { id: 'terms.delivery.title', message: 'Delivery and pick-up' },
  },
  {
    id: 'fuel',
    title: /*i18n*/ { id: 'terms.fuel.title', message: 'Fuel, charging and cleaning' },
  },
  {
    id: 'operator',
    title: /*i18n*/ { id: 'terms.operator.title', message: 'Operators and safe use' },
  },
  {
    id: 'damage',
    title: /*i18n*/ { id: 'terms.damage.title', message: 'Damage, loss and the damage waiver' },
  },
  {
    id: 'breakdowns',
    title: /*i18n*/ { id: 'terms.breakdowns.title', message: 'Breakdowns and service' },
  },
  {
    id: 'cancellations',
    title: /*i18n*/ { id: 'terms.cancellations.title', message: 'Cancellations and changes' },
  },
  { id: 'sales', title: /*i18n*/ { id: 'terms.sales.title', message: 'Equipment sales' } },
  { id: 'questions', title: /*i18n*/ { id: 'terms.questions.title', message: 'Questions' } },
] as const satisfies readonly { id: string; title: MessageDescriptor }[];

type SectionId = (typeof SECTIONS)[number]['id'];

const messages = {
  lead: /*i18n*/ {
    id: 'terms.lead',
    message:
      'These terms apply to every Liftline rental. Your signed rental contract lists the unit, rates and dates; where it says something different, the contract wins.',
  },
  contents: /*i18n*/ { id: 'terms.contents', message: 'Contents' },
};

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const { i18n } = useLingui();
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section aria-labelledby={`terms-${id}`}>
      <h2 id={`terms-${id}`}>{title ? i18n._(title) : null}</h2>
      {children}
    </section>
  );
}

/** `/terms`: the terms of rental (and of sale, briefly). */
export default function TermsRoute() {
  useContentMessages();
  const { i18n } = useLingui();
  return (
    <ContentLayout route="terms" description={i18n._(messages.lead)}>
      <div className={styles.prose}>
        <EnglishPrevailsNotice englishPath={paths.terms.getHref()} />
        <p className={styles.updated}>
          <Trans id="terms.updated" message="Last updated: November 2026" />
        </p>
        <nav className={styles.contents} aria-labelledby="terms-contents">
          <h2 id="terms-contents">{i18n._(messages.contents)}</h2>
          <ol>
            {SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <a href={`#terms-${id}`}>{i18n._(title)}</a>
              </li>
            ))}
          </ol>
        </nav>

        <Section id="agreement">
          <p>
            <Trans
              id="terms.agreement.text"
              message="A quote is not a reservation. A rental starts when you sign the rental contract (on paper or electronically) and the unit leaves our yard or is delivered to your site. The person or company named on the contract (“you”) is responsible for the equipment until we take it back."
            />
          </p>
        </Section>

        <Section id="period">
          <ul>
            <li>
              <Trans
                id="terms.period.rates"
                message="Rates are per day (up to 8 engine or meter hours in 24 hours), per week (5 working days, up to 40 hours) or per 4-week month (up to 160 hours). Use beyond those hours is charged at the hourly overtime rate on the contract."
              />
            </li>
            <li>
              <Trans
                id="terms.period.runs"
                message="The rental runs from the time the unit leaves the yard or is delivered until we are told it is ready for pick-up. Keeping it longer extends the rental at the best applicable rate."
              />
            </li>
            <li>
              <Trans
                id="terms.period.weekends"
                message="Weekends and holidays count as rental days unless the contract says otherwise."
              />
            </li>
            <li>
              <Trans
                id="terms.period.tax"
                message="Sales tax and any environmental or transport fees are shown on the quote."
              />
            </li>
          </ul>
        </Section>

        <Section id="deposit">
          <ul>
            <li>
              <Trans
                id="terms.deposit.card"
                message="Customers without an approved credit account pay a refundable deposit by card before the unit is released — usually one week’s rent or the amount on the quote."
              />
            </li>
            <li>
              <Trans
                id="terms.deposit.returned"
                message="The deposit is returned within 10 business days after the unit comes back, less any unpaid rent, fuel, cleaning, damage or loss charges, with an itemized statement."
              />
            </li>
            <li>
              <Trans
                id="terms.deposit.invoices"
                message="Account customers are invoiced every 4 weeks and at the end of the rental; invoices are due in 30 days."
              />
            </li>
          </ul>
        </Section>

        <Section id="delivery">
          <ul>
            <li>
              <Trans
                id="terms.delivery.charges"
                message="Delivery and pick-up are charged each way by distance from the branch, as quoted. We deliver to a firm, level and accessible spot; tell us in advance about gates, overhead lines, soft ground or loading-dock access."
              />
            </li>
            <li>
              <Trans
                id="terms.delivery.onSite"
                message="Someone authorized by you must be on site to receive the unit and sign the delivery ticket. You may pick up and return at the yard yourself if your truck and trailer are rated for the load and you secure it."
              />
            </li>
            <li>
              <Trans
                id="terms.delivery.pickUp"
                message="Call the branch to arrange pick-up: rent stops on the day you call, as long as the unit is ready and reachable. Until we collect it, keep it secured."
              />
            </li>
          </ul>
        </Section>

        <Section id="fuel">
          <ul>
            <li>
              <Trans
                id="terms.fuel.full"
                message="Units leave full (fuel or propane) or fully charged. Return them the same way, or we refuel at the posted per-gallon price plus a service fee, or charge for recharging."
              />
            </li>
            <li>
              <Trans
                id="terms.fuel.wrongFuel"
                message="Use only the fuel marked on the unit. Damage from the wrong fuel, or from running a battery flat, is not covered by the damage waiver."
              />
            </li>
            <li>
              <Trans
                id="terms.fuel.cleaning"
                message="Equipment returned with more than normal job-site dirt (concrete, paint, mud inside cabs) is cleaned at our hourly rate."
              />
            </li>
          </ul>
        </Section>

        <Section id="operator">
          <ul>
            <li>
              <Trans
                id="terms.operator.qualified"
                message="Only trained, qualified and authorized people may operate the equipment — for forklifts and aerial work platforms, as required by OSHA (29 CFR 1910.178 and 1926.453) — and within the manufacturer’s limits for load, height, slope and wind."
              />
            </li>
            <li>
              <Trans
                id="terms.operator.site"
                message="You are responsible for a safe job site: ground conditions, overhead hazards, fall-protection equipment and any permits or utility locates."
              />
            </li>
            <li>
              <Trans
                id="terms.operator.sublet"
                message="Do not sublet, move the equipment to another site or across state lines, or let others use it without our written consent."
              />
            </li>
            <li>
              <Trans
                id="terms.operator.noOperator"
                message="Rentals come without an operator unless an operated rental is shown on the contract."
              />
            </li>
          </ul>
        </Section>

        <Section id="damage">
          <ul>
            <li>
              <Trans
                id="terms.damage.responsible"
                message="You are responsible for loss of or damage to the equipment from delivery until pick-up, other than normal wear and tear."
              />
            </li>
            <li>
              <Trans
                id="terms.damage.waiver"
                message="The optional damage waiver (a percentage of the rent, shown on the quote) limits what you pay for accidental damage to the deductible named on the contract. It does not cover theft without a police report, misuse, overloading, the wrong fuel, tires, glass, or damage from operating outside the manufacturer’s limits."
              />
            </li>
            <li>
              <Trans
                id="terms.damage.insurance"
                message="Without the waiver you must show a certificate of insurance covering rented equipment at its replacement value, with Liftline named as loss payee, and carry general liability insurance."
              />
            </li>
            <li>
              <Trans
                id="terms.damage.report"
                message="Report damage, theft or an accident to the branch at once and within 24 hours."
              />
            </li>
          </ul>
        </Section>

        <Section id="breakdowns">
          <p>
            <Trans
              id="terms.breakdowns.text"
              message="Check the unit every day before use. If it stops working properly, stop using it and call the branch. We repair or replace it as soon as we can; you are not charged rent for the time it cannot be used because of a mechanical failure that is not your fault."
            />
          </p>
        </Section>

        <Section id="cancellations">
          <ul>
            <li>
              <Trans
                id="terms.cancellations.free"
                message="Cancel or change a reservation free of charge up to 24 hours before delivery."
              />
            </li>
            <li>
              <Trans
                id="terms.cancellations.late"
                message="Later cancellations may be charged the delivery fee if the truck is already on its way, and up to one day’s rent for special-order equipment."
              />
            </li>
            <li>
              <Trans
                id="terms.cancellations.early"
                message="Ending a rental early is charged at the rate for the time actually used."
              />
            </li>
          </ul>
        </Section>

        <Section id="sales">
          <p>
            <Trans
              id="terms.sales.text"
              message="Units for sale are sold as described on the bill of sale. Used equipment is sold as-is unless a written warranty is given; the manufacturer’s warranty applies to new units. Ownership passes when the price is paid in full."
            />
          </p>
        </Section>

        <Section id="questions">
          <p>
            <Trans
              id="terms.questions.text"
              message="Ask your branch (see the <0>branch directory</0>) or call <1>{phone}</1>. How we handle your personal information is described in our <2>privacy policy</2>."
              values={{ phone: supportPhone }}
              components={{
                0: <Link href={paths.branches.getHref()} />,
                // The message gives the link its content (the phone number).
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                1: <a href={telHref(supportPhone)} />,
                2: <Link href={paths.privacy.getHref()} />,
              }}
            />
          </p>
        </Section>
      </div>
    </ContentLayout>
  );
}
