import type { ReactNode } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { breadcrumbsOf, paths } from '@/config/paths';
import type { DealerFunnel } from '../dealers-api';

/**
 * The frame of a site's dashboard: the site's name as the title (or "Dealer site" until it is
 * known) and the trail of the list it belongs to (`dealerSites`, or the platform's list).
 */
export function dealerSiteFrame(scope: 'account' | 'admin', siteId: number) {
  const list = scope === 'admin' ? 'adminDealerSites' : 'dealerSites';
  const route = scope === 'admin' ? paths.adminDealerSite : paths.dealerSite;
  return function DealerSiteFrame(site: DealerFunnel['site'] | null, content: ReactNode) {
    const title = site
      ? scope === 'admin'
        ? `${site.name} · ${site.account.name}`
        : site.name
      : 'Dealer site';
    return (
      <ContentLayout
        title={title}
        breadcrumbs={[
          ...breadcrumbsOf(list),
          { name: site?.name ?? title, path: route.getHref(siteId) },
        ]}
        description="What visitors did with the site’s widgets: how many saw one, opened it and sent a request, and how many of those leads were won."
      >
        {content}
      </ContentLayout>
    );
  };
}
