import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import styles from './layouts.module.scss';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';

const HOME_LABEL = /*i18n*/ { id: 'header.home', message: 'Liftline home' };

/** A bare page (login, register, password reset…). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const mainRef = useRouteFocus<HTMLElement>();
  return (
    <div className={styles.authShell}>
      <SkipLink />
      <header className={styles.authHeader}>
        <Link
          href={paths.home.getHref()}
          className={styles.authBrand}
          aria-label={i18n._(HOME_LABEL)}
        >
          <Logo />
        </Link>
      </header>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.authMain}>
        {children}
      </main>
    </div>
  );
}
