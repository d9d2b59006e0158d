import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { useContentMessages } from '@/i18n/content-messages';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PRODUCT_KEY, supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { EnglishPrevailsNotice } from './content-pages-notice';
import styles from './content-pages.module.scss';

const LEAD = /*i18n*/ {
  id: 'privacy.lead',
  message:
    'We collect what we need to answer you, rent or sell you equipment and run your account — nothing more — and we never sell your personal information.',
};

/** `/privacy`: what we collect, why, what the site stores in the browser, and your rights. */
export default function PrivacyRoute() {
  useContentMessages();
  const { i18n } = useLingui();
  return (
    <ContentLayout route="privacy" description={i18n._(LEAD)}>
      <div className={styles.prose}>
        <EnglishPrevailsNotice englishPath={paths.privacy.getHref()} />
        <p className={styles.updated}>
          <Trans id="terms.updated" message="Last updated: November 2026" />
        </p>

        <section aria-labelledby="privacy-collect">
          <h2 id="privacy-collect">
            <Trans id="privacy.collect.title" message="What we collect" />
          </h2>
          <h3>
            <Trans id="privacy.collect.quotes" message="Quote requests" />
          </h3>
          <p>
            <Trans
              id="privacy.collect.quotesText"
              message="Your name, e-mail, phone, company, job-site ZIP code, the equipment and dates you ask about and your message. The branch you choose receives it to prepare your quote."
            />
          </p>
          <h3>
            <Trans id="privacy.collect.contact" message="Contact forms" />
          </h3>
          <p>
            <Trans
              id="privacy.collect.contactText"
              message="Your name, e-mail, phone (if given), subject and message, sent to the branch."
            />
          </p>
          <h3>
            <Trans id="privacy.collect.accounts" message="Accounts" />
          </h3>
          <p>
            <Trans
              id="privacy.collect.accountsText"
              message="Your name, e-mail address and a securely hashed password, your company account and role, and a record of sign-ins and security events (such as an e-mail change) to protect your account."
            />
          </p>
          <h3>
            <Trans id="privacy.collect.technical" message="Technical data" />
          </h3>
          <p>
            <Trans
              id="privacy.collect.technicalText"
              message="Our servers log requests (IP address, browser, pages and times) to keep the service secure and working; the logs are not used for advertising."
            />
          </p>
        </section>

        <section aria-labelledby="privacy-use">
          <h2 id="privacy-use">
            <Trans id="privacy.use.title" message="How we use it" />
          </h2>
          <ul>
            <li>
              <Trans
                id="privacy.use.requests"
                message="To answer your requests, prepare quotes, and rent, deliver and sell equipment."
              />
            </li>
            <li>
              <Trans
                id="privacy.use.account"
                message="To run your account, send service e-mails and keep the service secure."
              />
            </li>
            <li>
              <Trans
                id="privacy.use.offers"
                message="To send offers only if you asked for them; every such e-mail has an unsubscribe link."
              />
            </li>
          </ul>
          <p>
            <Trans
              id="privacy.use.sharing"
              message="We share personal information only with the Liftline branch handling your request and with service providers that work for us (hosting, e-mail delivery, payment processing) under contract, or when the law requires it. We do not sell or share it for targeted advertising."
            />
          </p>
        </section>

        <section aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">
            <Trans id="privacy.cookies.title" message="Cookies and storage in your browser" />
          </h2>
          <p>
            <Trans
              id="privacy.cookies.lead"
              message="We use no advertising or analytics cookies. The site stores only:"
            />
          </p>
          <ul>
            <li>
              <Trans
                id="privacy.cookies.session"
                message="a session cookie when you sign in (HttpOnly, so scripts cannot read it), which keeps you signed in and is deleted when you log out or it expires;"
              />
            </li>
            <li>
              <Trans
                id="privacy.cookies.language"
                message="a <0>lang</0> cookie and, in local storage, <1>liftline.locale</1> when you choose a language, so the site opens in it next time (the language only, nothing about you);"
                components={{ 0: <code />, 1: <code /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.cookies.branch"
                message="in your browser’s local storage, the branch you picked and your ZIP code (<0>{key}</0>), so we can show nearby stock and prefill your next quote. Clear it any time by clearing your browser’s site data;"
                values={{ key: `${PRODUCT_KEY}_local_branch` }}
                components={{ 0: <code /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.cookies.quoteList"
                message="in local storage too, the units in your quote request until you send it (<0>{key}</0>: unit, rent or buy, quantity and dates, nothing about you); it is emptied when the request is sent;"
                values={{ key: `${PRODUCT_KEY}_quote_list` }}
                components={{ 0: <code /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.cookies.reload"
                message="in session storage, which is cleared when you close the tab, the time the page last reloaded itself after an update (so it does not reload twice in a row)."
              />
            </li>
          </ul>
        </section>

        <section aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">
            <Trans id="privacy.retention.title" message="How long we keep it" />
          </h2>
          <ul>
            <li>
              <Trans
                id="privacy.retention.requests"
                message="Quote requests and messages: up to 3 years after our last contact with you."
              />
            </li>
            <li>
              <Trans
                id="privacy.retention.contracts"
                message="Rental contracts and invoices: 7 years, as tax and accounting rules require."
              />
            </li>
            <li>
              <Trans
                id="privacy.retention.accounts"
                message="Accounts: until you close them; then deleted within 30 days."
              />
            </li>
            <li>
              <Trans id="privacy.retention.logs" message="Server logs: 90 days." />
            </li>
          </ul>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">
            <Trans id="privacy.rights.title" message="Your rights" />
          </h2>
          <p>
            <Trans
              id="privacy.rights.text"
              message="You may ask to see the personal information we hold about you, to correct it, to delete it, or to receive a copy, and to opt out of marketing e-mails. Residents of California and other states with privacy laws have these rights by law; we extend them to every customer and will not treat you differently for using them. We answer within 45 days and may need to confirm your identity first."
            />
          </p>
        </section>

        <section aria-labelledby="privacy-security">
          <h2 id="privacy-security">
            <Trans id="privacy.security.title" message="Security and children" />
          </h2>
          <p>
            <Trans
              id="privacy.security.text"
              message="All traffic is encrypted (HTTPS) and access to customer data is limited to the staff who need it. Our services are for businesses and adults; we do not knowingly collect information from children under 13."
            />
          </p>
        </section>

        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">
            <Trans id="privacy.contact.title" message="Contact" />
          </h2>
          <p>
            <Trans
              id="privacy.contact.text"
              message="For privacy questions or requests call <0>{phone}</0> or write to us through the <1>contact page</1>. See also our <2>terms of rental</2>."
              values={{ phone: supportPhone }}
              components={{
                // The message gives the link its content (the phone number).
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                0: <a href={telHref(supportPhone)} />,
                1: <Link href={paths.contact.getHref()} />,
                2: <Link href={paths.terms.getHref()} />,
              }}
            />
          </p>
        </section>
      </div>
    </ContentLayout>
  );
}
