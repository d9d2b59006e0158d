import { Link } from 'wouter';
import { FacebookIcon, LinkedInIcon, PhoneIcon, YouTubeIcon } from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import { buttonClass } from '@/components/ui/button/button-class';
import { supportPhone, telHref } from '@/config/env';
import { paths } from '@/config/paths';
import { siteLinks } from '@/config/site-links';
import styles from './footer.module.scss';

const SOCIAL_LINKS = [
  { name: 'Facebook', href: siteLinks.facebook, Icon: FacebookIcon },
  { name: 'LinkedIn', href: siteLinks.linkedIn, Icon: LinkedInIcon },
  { name: 'YouTube', href: siteLinks.youTube, Icon: YouTubeIcon },
] as const;

/** Phone number, Browse Catalog, legal links and three social networks; stacked below 660px. */
export function Footer() {
  const year = new Date().getFullYear();
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
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>© {year} Liftline. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className={styles.legal}>
              <li>
                <a href={siteLinks.terms}>Terms &amp; Conditions</a>
              </li>
              <li>
                <a href={siteLinks.privacy}>Privacy Policy</a>
              </li>
            </ul>
          </nav>
          <ul className={styles.social} aria-label="Liftline on social media">
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} className={styles.socialLink}>
                  <Icon size={22} />
                  <span className="visually-hidden">Liftline on {name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
