import { Link } from 'wouter';
import { FacebookIcon, LinkedInIcon, PhoneIcon, YouTubeIcon } from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import { buttonClass } from '@/components/ui/button/button-class';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { SOCIAL_NETWORKS, siteLinks, type SocialProfiles } from '@/config/site-links';
import styles from './footer.module.scss';

const SOCIAL_ICONS = { facebook: FacebookIcon, linkedIn: LinkedInIcon, youTube: YouTubeIcon };

export interface FooterProps {
  /** The social network profiles to link (default: the build's `VITE_SOCIAL_*` settings). */
  social?: SocialProfiles;
}

/**
 * Phone number, Browse Catalog, the company and legal pages, the API reference and the configured
 * social networks; stacked below 660px.
 */
export function Footer({ social = siteLinks.social }: FooterProps) {
  const year = new Date().getFullYear();
  const socialLinks = SOCIAL_NETWORKS.flatMap(({ key, name }) => {
    const href = social[key];
    return href ? [{ key, name, href, Icon: SOCIAL_ICONS[key] }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href={paths.home.getHref()} className={styles.brandLink} aria-label="Liftline home">
            <Logo tone="light" />
          </Link>
          <p className={styles.tagline}>
            Lift trucks, construction equipment, aerial work platforms, rail cars and warehouse
            equipment — for rent or for sale, from a branch near you.
          </p>
        </div>

        <div className={styles.contact}>
          <p className={styles.contactLabel}>Talk to our team</p>
          <a className={styles.phone} href={telHref(supportPhone)}>
            <PhoneIcon size={22} />
            {supportPhone}
          </a>
          <Link href={paths.equipment.getHref()} className={buttonClass('primary', styles.catalog)}>
            Browse Catalog
          </Link>
          <Link href={paths.branches.getHref()} className={styles.branches}>
            Branches
          </Link>
        </div>

        <nav aria-label="Company" className={styles.company}>
          <ul className={styles.companyLinks}>
            <li>
              <Link href={paths.about.getHref()}>About</Link>
            </li>
            <li>
              <Link href={paths.contact.getHref()}>Contact</Link>
            </li>
            <li>
              <a href={siteLinks.apiReference}>API reference</a>
            </li>
          </ul>
        </nav>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>© {year} Liftline. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className={styles.legal}>
              <li>
                <Link href={paths.terms.getHref()}>Terms &amp; Conditions</Link>
              </li>
              <li>
                <Link href={paths.privacy.getHref()}>Privacy Policy</Link>
              </li>
            </ul>
          </nav>
          {socialLinks.length > 0 ? (
            <ul className={styles.social} aria-label="Liftline on social media">
              {socialLinks.map(({ key, name, href, Icon }) => (
                <li key={key}>
                  <a href={href} className={styles.socialLink} rel="me noopener">
                    <Icon size={22} />
                    <span className="visually-hidden">Liftline on {name}</span>
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
