import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import type { DealerSite } from '../dealers-api';
import { siteFormValues } from '../site-form-values';
import { DealerSiteForm } from './dealer-site-form';
import { SiteActiveSwitch } from './site-active-switch';
import { SiteInstall } from './site-install';
import styles from './dealers.module.scss';

interface DealerSiteCardProps {
  accountId: number;
  site: DealerSite;
  /** Just registered: scrolled into view, focused (its name is read) and highlighted. */
  fresh?: boolean;
}

/**
 * One site of the account: its name, status, origins, key, whether it is installed, its snippets
 * and a live preview; edit and (de)activate.
 */
export function DealerSiteCard({ accountId, site, fresh = false }: DealerSiteCardProps) {
  const [editing, setEditing] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const headingId = `dealer-site-${site.id}`;
  useEffect(() => {
    const card = cardRef.current;
    if (!fresh || !card) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    card.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
  }, [fresh]);
  return (
    <article
      ref={cardRef}
      className={`${styles.card} ${fresh ? styles.fresh : ''}`}
      aria-labelledby={headingId}
      tabIndex={fresh ? -1 : undefined}
    >
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {site.name}
        </h2>
        {site.active ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="warning">Deactivated</Badge>
        )}
      </header>
      {editing ? (
        <DealerSiteForm
          accountId={accountId}
          site={site}
          defaultValues={siteFormValues(site)}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>Origins</dt>
              <dd>
                <ul className={styles.plainList}>
                  {site.origins.map((origin) => (
                    <li key={origin} className={styles.code}>
                      {origin}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>Publishable key</dt>
              <dd className={styles.code}>{site.publishable_key}</dd>
            </div>
          </dl>
          <p className={styles.muted}>
            The key is public by design: it only names the site, and counts only from its origins.
          </p>
          <SiteInstall site={site} />
          <div className={styles.cardActions}>
            <PrefetchLink
              href={paths.dealerSite.getHref(site.id)}
              className={buttonClass('primary')}
            >
              Dashboard <span className="visually-hidden">of {site.name}</span>
            </PrefetchLink>
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => setEditing(true)}
            >
              Edit <span className="visually-hidden">{site.name}</span>
            </button>
            <SiteActiveSwitch accountId={accountId} site={site} />
          </div>
        </>
      )}
    </article>
  );
}
