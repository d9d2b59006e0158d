import { Link } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PRODUCT_KEY, supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import styles from './content-pages.module.scss';

/** `/privacy`: what we collect, why, what the site stores in the browser, and your rights. */
export default function PrivacyRoute() {
  return (
    <ContentLayout
      route="privacy"
      description="We collect what we need to answer you, rent or sell you equipment and run your account — nothing more — and we never sell your personal information."
    >
      <div className={styles.prose}>
        <p className={styles.updated}>Last updated: November 2026</p>

        <section aria-labelledby="privacy-collect">
          <h2 id="privacy-collect">What we collect</h2>
          <h3>Quote requests</h3>
          <p>
            Your name, e-mail, phone, company, job-site ZIP code, the equipment and dates you ask
            about and your message. The branch you choose receives it to prepare your quote.
          </p>
          <h3>Contact forms</h3>
          <p>Your name, e-mail, phone (if given), subject and message, sent to the branch.</p>
          <h3>Accounts</h3>
          <p>
            Your name, e-mail address and a securely hashed password, your company account and role,
            and a record of sign-ins and security events (such as an e-mail change) to protect your
            account.
          </p>
          <h3>Technical data</h3>
          <p>
            Our servers log requests (IP address, browser, pages and times) to keep the service
            secure and working; the logs are not used for advertising.
          </p>
        </section>

        <section aria-labelledby="privacy-use">
          <h2 id="privacy-use">How we use it</h2>
          <ul>
            <li>To answer your requests, prepare quotes, and rent, deliver and sell equipment.</li>
            <li>To run your account, send service e-mails and keep the service secure.</li>
            <li>
              To send offers only if you asked for them; every such e-mail has an unsubscribe link.
            </li>
          </ul>
          <p>
            We share personal information only with the Liftline branch handling your request and
            with service providers that work for us (hosting, e-mail delivery, payment processing)
            under contract, or when the law requires it. We do not sell or share it for targeted
            advertising.
          </p>
        </section>

        <section aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">Cookies and storage in your browser</h2>
          <p>We use no advertising or analytics cookies. The site stores only:</p>
          <ul>
            <li>
              a session cookie when you sign in (HttpOnly, so scripts cannot read it), which keeps
              you signed in and is deleted when you log out or it expires;
            </li>
            <li>
              in your browser’s local storage, the branch you picked and your ZIP code (
              <code>{PRODUCT_KEY}_local_branch</code>), so we can show nearby stock and prefill your
              next quote. Clear it any time by clearing your browser’s site data;
            </li>
            <li>
              in local storage too, the units in your quote request until you send it (
              <code>{PRODUCT_KEY}_quote_list</code>: unit, rent or buy, quantity and dates, nothing
              about you); it is emptied when the request is sent;
            </li>
            <li>
              in session storage, which is cleared when you close the tab, the time the page last
              reloaded itself after an update (so it does not reload twice in a row).
            </li>
          </ul>
        </section>

        <section aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">How long we keep it</h2>
          <ul>
            <li>Quote requests and messages: up to 3 years after our last contact with you.</li>
            <li>Rental contracts and invoices: 7 years, as tax and accounting rules require.</li>
            <li>Accounts: until you close them; then deleted within 30 days.</li>
            <li>Server logs: 90 days.</li>
          </ul>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Your rights</h2>
          <p>
            You may ask to see the personal information we hold about you, to correct it, to delete
            it, or to receive a copy, and to opt out of marketing e-mails. Residents of California
            and other states with privacy laws have these rights by law; we extend them to every
            customer and will not treat you differently for using them. We answer within 45 days and
            may need to confirm your identity first.
          </p>
        </section>

        <section aria-labelledby="privacy-security">
          <h2 id="privacy-security">Security and children</h2>
          <p>
            All traffic is encrypted (HTTPS) and access to customer data is limited to the staff who
            need it. Our services are for businesses and adults; we do not knowingly collect
            information from children under 13.
          </p>
        </section>

        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">Contact</h2>
          <p>
            For privacy questions or requests call{' '}
            <a href={telHref(supportPhone)}>{supportPhone}</a> or write to us through the{' '}
            <Link href={paths.contact.getHref()}>contact page</Link>. See also our{' '}
            <Link href={paths.terms.getHref()}>terms of rental</Link>.
          </p>
        </section>
      </div>
    </ContentLayout>
  );
}
