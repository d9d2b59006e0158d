import { createAccountAccess } from '../../accounts/account-access';
import type { OperationDependencies } from '../../api/operation-dependencies';
import type { OperationHandlers } from '../../api/operations';
import { forbidden } from '../../auth/authenticator';
import { notFound } from '../../http/api-error';
import { dealerSiteMessages } from '../dealer-site-messages';
import { createDealerSiteRepository, type DealerSite } from '../dealer-site-repository';
import { funnelCsv, funnelCsvFilename } from './funnel-csv';
import { funnelRange, type FunnelRange } from './funnel-range';
import { createFunnelRepository } from './funnel-repository';

/**
 * A dealer site's funnel (`dealers.manage` in the site's account; a site of another account is a
 * 404 like a missing one), its CSV, and any site's funnel for platform administrators. The
 * figures come from the daily roll-ups and the leads tables only, never the raw events.
 */
export function createDealerFunnelOperations({
  db,
  auth,
}: OperationDependencies): OperationHandlers {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const sites = createDealerSiteRepository(db);
  const figures = createFunnelRepository(db);

  async function accountSite(accountId: number, siteId: number): Promise<DealerSite> {
    const site = await sites.find(accountId, siteId);
    if (!site) throw notFound(dealerSiteMessages.siteNotFound);
    return site;
  }

  async function funnelOf(site: DealerSite, range: FunnelRange) {
    const { totals, ...rest } = await figures.figures(site.id, range);
    return { ...totals, site, from: range.from, to: range.to, ...rest };
  }

  return {
    async getDealerSiteFunnel(request) {
      const { id, siteId } = request.params;
      await requireAccountAccess(request, id, 'dealers.manage');
      const range = funnelRange(request.query);
      return funnelOf(await accountSite(id, siteId), range);
    },

    async exportDealerSiteFunnel(request, reply) {
      const { id, siteId } = request.params;
      await requireAccountAccess(request, id, 'dealers.manage');
      const range = funnelRange(request.query);
      await accountSite(id, siteId);
      const { series } = await figures.figures(siteId, range);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${funnelCsvFilename(siteId, range.from, range.to)}"`,
        )
        .header('cache-control', 'no-store')
        .send(funnelCsv(series));
    },

    async getAdminDealerSiteFunnel(request) {
      const caller = await auth.require(request);
      if (!caller.isPlatformAdmin) throw forbidden(dealerSiteMessages.onlyAdmins);
      const range = funnelRange(request.query);
      const { siteId } = request.params;
      const accountId = await figures.accountOf(siteId);
      if (accountId === null) throw notFound(dealerSiteMessages.siteNotFound);
      return funnelOf(await accountSite(accountId, siteId), range);
    },
  };
}
