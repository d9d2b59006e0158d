import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { HydrateLater } from '@/components/hydrate-later/hydrate-later';
import styles from './layouts.module.scss';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';

/** Header, page, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const mainRef = useRouteFocus<HTMLElement>();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
