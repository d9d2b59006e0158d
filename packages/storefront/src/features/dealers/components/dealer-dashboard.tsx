import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { formatDay } from '@/utils/format';
import { useAdminDealerFunnel, useDealerFunnel, type DealerFunnel } from '../dealers-api';
import { isEmptyFunnel } from '../funnel-figures';
import { funnelRangeQuery, parseFunnelRange, rangeDays, spanDays } from '../funnel-range';
import { DealerLeadsTable } from './dealer-leads-table';
import { FunnelChart } from './funnel-chart';
import { FunnelCsvButton } from './funnel-csv-button';
import { FunnelSteps } from './funnel-steps';
import { ElementsTable, SeriesTable, TopPagesTable } from './funnel-tables';
import { RangePicker } from './range-picker';
import { SiteSnippet } from './site-snippet';
import styles from './dealers.module.scss';

interface DealerDashboardProps {
  siteId: number;
  /**
   * `account`: a site of the current account (`getDealerSiteFunnel`, with its leads and CSV).
   * `admin`: any account's site (`getAdminDealerSiteFunnel`, platform administrators; figures only).
   */
  scope: 'account' | 'admin';
  accountId: number;
  /** The page's frame, given the site once known (its name is the title). */
  frame: (site: DealerFunnel['site'] | null, content: ReactNode) => ReactNode;
  notFound: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dealer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Nothing counted in the range: what to do to see figures. */
function EmptyFunnel({ funnel }: { funnel: DealerFunnel }) {
  return (
    <div className={styles.emptyState}>
      <p>
        <strong>No figures for these days yet.</strong> Paste the site’s snippet into its pages
        (served from {funnel.site.origins.join(' or ')}); visits are counted as soon as its widgets
        are on screen.
      </p>
      <SiteSnippet site={funnel.site} />
    </div>
  );
}

/**
 * One dealer site's dashboard: the date range (in the URL), the funnel with its rates and its
 * change against the previous period, a chart with its table view, the top pages, the figures per
 * widget, the site's leads and the CSV.
 */
export function DealerDashboard({
  siteId,
  scope,
  accountId,
  frame,
  notFound,
}: DealerDashboardProps) {
  const [, navigate] = useLocation();
  const range = parseFunnelRange(useSearch());
  const days = rangeDays(range);
  const request = { siteId, ...days };
  const own = useDealerFunnel(accountId, request, scope === 'account');
  const admin = useAdminDealerFunnel(request, scope === 'admin');
  const funnel = scope === 'admin' ? admin : own;
  const hrefFor = (query: string) =>
    (scope === 'admin' ? paths.adminDealerSite : paths.dealerSite).getHref(siteId, query);
  const period = spanDays(days.from, days.to);

  const picker = (
    <RangePicker
      key={`${days.from}/${days.to}`}
      range={range}
      days={days}
      hrefFor={hrefFor}
      onCustom={(next) => navigate(`~${hrefFor(funnelRangeQuery(next))}`)}
    />
  );

  return (
    <QueryView
      query={funnel}
      what="the site’s figures"
      notFound={notFound}
      frame={(content) => frame(null, content)}
      loading={frame(null, <p role="status">Loading the figures…</p>)}
    >
      {(data) =>
        frame(
          data.site,
          <div className={styles.page}>
            <div className={styles.toolbar}>
              {picker}
              {scope === 'account' ? (
                <FunnelCsvButton accountId={accountId} request={request} />
              ) : null}
            </div>
            <p className={styles.rangeNote} aria-live="polite">
              {formatDay(data.from)} to {formatDay(data.to)} (UTC), compared with{' '}
              {formatDay(data.previous.from)} to {formatDay(data.previous.to)}.
            </p>
            {isEmptyFunnel(data) && isEmptyFunnel(data.previous) ? (
              <EmptyFunnel funnel={data} />
            ) : null}
            <FunnelSteps funnel={data} periodDays={period} />
            <Section title="Over time">
              <FunnelChart funnel={data} />
              <details className={styles.tableView}>
                <summary>Table view</summary>
                <SeriesTable funnel={data} />
              </details>
            </Section>
            <Section title="Top pages">
              <TopPagesTable pages={data.top_pages} />
            </Section>
            <Section title="Per widget">
              <ElementsTable elements={data.elements} />
            </Section>
            {scope === 'account' ? (
              <Section title="Leads from this site">
                <DealerLeadsTable accountId={accountId} siteId={siteId} />
              </Section>
            ) : null}
            {scope === 'account' ? (
              <p>
                <PrefetchLink href={paths.dealerSites.getHref()}>All dealer sites</PrefetchLink>
              </p>
            ) : null}
          </div>,
        )
      }
    </QueryView>
  );
}
