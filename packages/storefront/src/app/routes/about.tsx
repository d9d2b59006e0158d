import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { useContentMessages } from '@/i18n/content-messages';
import { ContentLayout } from '@/components/layouts/content-layout';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import styles from './content-pages.module.scss';

const LEAD = /*i18n*/ {
  id: 'about.lead',
  message:
    'Liftline rents and sells material handling and construction equipment through a network of local branches across the United States.',
};

/** `/about`: who Liftline is and how renting and buying work. */
export default function AboutRoute() {
  useContentMessages();
  const { i18n } = useLingui();
  return (
    <ContentLayout route="about" description={i18n._(LEAD)}>
      <div className={styles.prose}>
        <h2>
          <Trans id="about.whatWeDo.title" message="What we do" />
        </h2>
        <p>
          <Trans
            id="about.whatWeDo.text"
            message="We keep lift trucks, aerial work platforms, construction equipment, warehouse equipment and rail cars ready to work — by the day, week or month, or for sale, new and used. Every unit is inspected and serviced by our own technicians before it leaves the yard."
          />
        </p>

        <h2>
          <Trans id="about.branches.title" message="Local branches, one fleet" />
        </h2>
        <p>
          <Trans
            id="about.branches.text"
            message="Each <0>branch</0> has its own yard, staff and delivery trucks, and can draw on the units of the whole network. Pick a branch near your job site and it handles your quote, delivery, service calls and pick-up."
            components={{ 0: <Link href={paths.branches.getHref()} /> }}
          />
        </p>

        <h2>
          <Trans id="about.renting.title" message="How renting works" />
        </h2>
        <ol>
          <li>
            <Trans
              id="about.renting.step1"
              message="Find the equipment in the <0>catalog</0> and request a quote online, or call us."
              components={{ 0: <Link href={paths.equipment.getHref()} /> }}
            />
          </li>
          <li>
            <Trans
              id="about.renting.step2"
              message="The branch confirms availability, rates, delivery and the deposit, usually the same business day."
            />
          </li>
          <li>
            <Trans
              id="about.renting.step3"
              message="We deliver to your site (or you pick up at the yard), walk your operator through the unit and leave the manuals with it."
            />
          </li>
          <li>
            <Trans
              id="about.renting.step4"
              message="Call the branch when you are done; we pick up and close the contract. Breakdowns are handled by our service team at no charge unless caused by misuse."
            />
          </li>
        </ol>
        <p>
          <Trans
            id="about.renting.terms"
            message="The full conditions are in our <0>terms of rental</0>."
            components={{ 0: <Link href={paths.terms.getHref()} /> }}
          />
        </p>

        <h2>
          <Trans id="about.buying.title" message="Buying equipment" />
        </h2>
        <p>
          <Trans
            id="about.buying.text"
            message="Units for sale are listed with their year, hours and condition. Used equipment is sold after a full inspection; ask your branch about warranty, financing and trade-ins."
          />
        </p>

        <h2>
          <Trans id="about.talk.title" message="Talk to us" />
        </h2>
        <p>
          <Trans
            id="about.talk.text"
            message="Call <0>{phone}</0> or see the other ways to <1>contact us</1>."
            values={{ phone: supportPhone }}
            components={{
              // The message gives the link its content (the phone number).
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              0: <a href={telHref(supportPhone)} />,
              1: <Link href={paths.contact.getHref()} />,
            }}
          />
        </p>
      </div>
    </ContentLayout>
  );
}
