import { Link } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import styles from './content-pages.module.scss';

/** `/about`: who Liftline is and how renting and buying work. */
export default function AboutRoute() {
  return (
    <ContentLayout
      route="about"
      description="Liftline rents and sells material handling and construction equipment through a network of local branches across the United States."
    >
      <div className={styles.prose}>
        <h2>What we do</h2>
        <p>
          We keep lift trucks, aerial work platforms, construction equipment, warehouse equipment
          and rail cars ready to work — by the day, week or month, or for sale, new and used. Every
          unit is inspected and serviced by our own technicians before it leaves the yard.
        </p>

        <h2>Local branches, one fleet</h2>
        <p>
          Each <Link href={paths.branches.getHref()}>branch</Link> has its own yard, staff and
          delivery trucks, and can draw on the units of the whole network. Pick a branch near your
          job site and it handles your quote, delivery, service calls and pick-up.
        </p>

        <h2>How renting works</h2>
        <ol>
          <li>
            Find the equipment in the <Link href={paths.equipment.getHref()}>catalog</Link> and
            request a quote online, or call us.
          </li>
          <li>
            The branch confirms availability, rates, delivery and the deposit, usually the same
            business day.
          </li>
          <li>
            We deliver to your site (or you pick up at the yard), walk your operator through the
            unit and leave the manuals with it.
          </li>
          <li>
            Call the branch when you are done; we pick up and close the contract. Breakdowns are
            handled by our service team at no charge unless caused by misuse.
          </li>
        </ol>
        <p>
          The full conditions are in our <Link href={paths.terms.getHref()}>terms of rental</Link>.
        </p>

        <h2>Buying equipment</h2>
        <p>
          Units for sale are listed with their year, hours and condition. Used equipment is sold
          after a full inspection; ask your branch about warranty, financing and trade-ins.
        </p>

        <h2>Talk to us</h2>
        <p>
          Call <a href={telHref(supportPhone)}>{supportPhone}</a> or see the other ways to{' '}
          <Link href={paths.contact.getHref()}>contact us</Link>.
        </p>
      </div>
    </ContentLayout>
  );
}
