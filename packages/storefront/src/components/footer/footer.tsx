import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { FacebookIcon, LinkedInIcon, PhoneIcon, YouTubeIcon } from '@/components/icons/icons';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { Logo } from '@/components/logo/logo';
import { buttonClass } from '@/components/ui/button/button-class';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { SOCIAL_NETWORKS, siteLinks, type SocialProfiles } from '@/config/site-links';
import styles from './footer.module.scss';

const SOCIAL_ICONS = { facebook: FacebookIcon, linkedIn: LinkedInIcon, youTube: YouTubeIcon };

const messages = {
  home: /*i18n*/ { id: 'footer.home', message: 'Liftline home' },
  company: /*i18n*/ { id: 'footer.company', message: 'Company' },
  legal: /*i18n*/ { id: 'footer.legal', message: 'Legal' },
  social: /*i18n*/ { id: 'footer.social', message: 'Liftline on social media' },
};

export interface FooterProps {
  /** The social network profiles to link (default: the build's `VITE_SOCIAL_*` settings). */
  social?: SocialProfiles;
}

/**
 * Phone number, Browse Catalog, the company and legal pages, the API reference and the configured
 * social networks; stacked below 660px.
 */
export function Footer({ social = siteLinks.social }: FooterProps) {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  const socialLinks = SOCIAL_NETWORKS.flatMap(({ key, name }) => {
    const href = social[key];
    return href ? [{ key, name, href, Icon: SOCIAL_ICONS[key] }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link
            href={paths.home.getHref()}
            className={styles.brandLink}
            aria-label={i18n._(messages.home)}
          >
            <Logo tone="light" />
          </Link>
          <p className={styles.tagline}>
            <Trans
              id="footer.tagline"
              message="Lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment — for rent or for sale, from a branch near you."
            />
          </p>
        </div>

        <div className={styles.contact}>
          <p className={styles.contactLabel}>
            <Trans id="footer.talkToUs" message="Talk to our team" />
          </p>
          <a className={styles.phone} href={telHref(supportPhone)}>
            <PhoneIcon size={22} />
            {supportPhone}
          </a>
          <Link href={paths.equipment.getHref()} className={buttonClass('primary', styles.catalog)}>
            <Trans id="footer.browseCatalog" message="Browse Catalog" />
          </Link>
          <Link href={paths.branches.getHref()} className={styles.branches}>
            <Trans id="footer.branches" message="Branches" />
          </Link>
        </div>

        <nav aria-label={i18n._(messages.company)} className={styles.company}>
          <ul className={styles.companyLinks}>
            <li>
              <Link href={paths.about.getHref()}>
                <Trans id="footer.about" message="About" />
              </Link>
            </li>
            <li>
              <Link href={paths.contact.getHref()}>
                <Trans id="footer.contact" message="Contact" />
              </Link>
            </li>
            <li>
              <a href={siteLinks.apiReference}>
                <Trans id="footer.apiReference" message="API reference" />
              </a>
            </li>
            <li>
              <LanguageSwitcher />
            </li>
          </ul>
        </nav>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>
            <Trans
              id="footer.copyright"
              message="© {year} Liftline. All rights reserved."
              values={{ year }}
            />
          </p>
          <nav aria-label={i18n._(messages.legal)}>
            <ul className={styles.legal}>
              <li>
                <Link href={paths.terms.getHref()}>
                  <Trans id="footer.terms" message="Terms & Conditions" />
                </Link>
              </li>
              <li>
                <Link href={paths.privacy.getHref()}>
                  <Trans id="footer.privacy" message="Privacy Policy" />
                </Link>
              </li>
            </ul>
          </nav>
          {socialLinks.length > 0 ? (
            <ul className={styles.social} aria-label={i18n._(messages.social)}>
              {socialLinks.map(({ key, name, href, Icon }) => (
                <li key={key}>
                  <a href={href} className={styles.socialLink} rel="me noopener">
                    <Icon size={22} />
                    <span className="visually-hidden">
                      {i18n._({
                        id: 'footer.socialNetwork',
                        message: 'Liftline on {network}',
                        values: { network: name },
                      })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
