import { useState } from 'react';
import { useSearch } from 'wouter';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { pageOf, useDealerSites } from '../dealers-api';
import { emptySiteForm } from '../site-form-values';
import { DealerSiteCard } from './dealer-site-card';
import { DealerSiteForm } from './dealer-site-form';
import styles from './dealers.module.scss';

/** The account's dealer sites: register one, and for each its snippet, dashboard, edit, status. */
export function DealerSitesPage() {
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const page = pageOf(useSearch());
  const sites = useDealerSites(accountId, page);
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  // The site just registered: its card takes the focus and stays marked until the next one.
  const [fresh, setFresh] = useState<number | null>(null);

  return (
    <div className={styles.page}>
      <section className={styles.create} aria-labelledby="dealer-site-new">
        <h2 id="dealer-site-new" className={styles.sectionTitle}>
          Register a site
        </h2>
        {creating ? (
          <DealerSiteForm
            accountId={accountId}
            defaultValues={emptySiteForm()}
            onSaved={(site) => {
              setCreating(false);
              setFresh(site.id);
              toast.success({
                title: 'Site registered',
                message: `${site.name} is registered. Paste its snippet into the site’s pages.`,
              });
            }}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <>
            <p className={styles.muted}>
              A site gets a publishable key and a snippet to paste into its pages; its widgets then
              count visits and credit the leads they send to it.
            </p>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setCreating(true)}
            >
              Register a site
            </button>
          </>
        )}
      </section>
      <QueryView
        query={sites}
        what="the dealer sites"
        loading={<p role="status">Loading the sites…</p>}
      >
        {(list) =>
          list.meta.total === 0 ? (
            <p className={styles.empty}>No dealer sites yet.</p>
          ) : (
            <>
              <p className={styles.count}>
                {list.meta.total === 1 ? '1 site' : `${list.meta.total} sites`}
              </p>
              <div className={styles.cards}>
                {list.items.map((site) => (
                  <DealerSiteCard
                    key={site.id}
                    accountId={accountId}
                    site={site}
                    fresh={site.id === fresh}
                  />
                ))}
              </div>
              <Pagination
                page={page}
                totalPages={list.meta.total_pages}
                hrefFor={(next) =>
                  `${paths.dealerSites.getHref()}${next > 1 ? `?page=${next}` : ''}`
                }
                label="Site pages"
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
