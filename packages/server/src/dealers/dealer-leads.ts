import type { components } from '@liftline/sdk/schema';
import { createAccountAccess } from '../accounts/account-access';
import { limitOffset, pageOf, pageRequest, type PageRequest } from '../accounts/pagination';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import type { LeadStatus, LeadType } from '../leads/lead-status';
import { dealerSiteMessages } from './dealer-site-messages';
import { createDealerSiteRepository } from './dealer-site-repository';

type Schemas = components['schemas'];
export type DealerLead = Schemas['DealerLead'];
type LeadDealerSite = Schemas['LeadDealerSite'];

/** Dealer sites a lead-sources answer lists at most (the document's `maxItems`). */
export const MAX_LEAD_SOURCES = 500;

interface DealerLeadRow {
  type: LeadType;
  reference: string;
  status: LeadStatus;
  created_at: Date | string;
  updated_at: Date | string;
  site_id: number;
  site_name: string;
  source_element: DealerLead['element'];
  source_page: string | null;
  equipment_id: number | null;
  equipment_title: string | null;
  branch_id: number | null;
  branch_name: string | null;
  in_account: boolean;
}

/**
 * Only what a dealer may know of a lead it sent: no name, e-mail, phone, company, message, notes
 * or assignee is selected, so none can leak into the answer.
 */
const COLUMNS = `id, reference, status, created_at, updated_at, dealer_site_id, source_page,
  source_element, equipment_id, branch_id, account_id`;

function toDealerLead(row: DealerLeadRow): DealerLead {
  return {
    reference: row.reference,
    type: row.type,
    status: row.status,
    received_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
    site: { id: row.site_id, name: row.site_name },
    element: row.source_element,
    page: row.source_page,
    equipment:
      row.equipment_id !== null && row.equipment_title !== null
        ? { id: row.equipment_id, title: row.equipment_title }
        : null,
    branch:
      row.branch_id !== null && row.branch_name !== null
        ? { id: row.branch_id, name: row.branch_name }
        : null,
    in_account: row.in_account,
  };
}

/** The leads credited to an account's dealer sites, and the sites credited on an account's leads. */
export function createDealerLeadRepository(db: Queryable) {
  return {
    /** Newest first; `siteId` (a site of the account) narrows to one site. */
    async page(accountId: number, siteId: number | null, page: PageRequest) {
      const sites = `dealer_site_id in (select id from dealer_sites
        where account_id = $1 and ($2::int is null or id = $2))`;
      const leads = `select 'quote'::text as type, ${COLUMNS} from quote_requests where ${sites}
        union all
        select 'contact'::text as type, ${COLUMNS} from contact_requests where ${sites}`;
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from (${leads}) l`,
        [accountId, siteId],
      );
      const { rows } = await db.query<DealerLeadRow>(
        `select l.type, l.reference, l.status, l.created_at, l.updated_at, ds.id as site_id,
                ds.name as site_name, l.source_element, l.source_page, l.equipment_id,
                p.title as equipment_title, l.branch_id, b.name as branch_name,
                l.account_id = $1 as in_account
           from (${leads}) l
           join dealer_sites ds on ds.id = l.dealer_site_id
           left join products p on p.id = l.equipment_id
           left join branches b on b.id = l.branch_id
          order by l.created_at desc, l.type desc, l.id desc
          limit $3 offset $4`,
        [accountId, siteId, ...limitOffset(page)],
      );
      return { items: rows.map(toDealerLead), total: counted[0]?.total ?? 0 };
    },

    /** Every dealer site credited on at least one lead of `accountId`, by name. */
    async sources(accountId: number): Promise<LeadDealerSite[]> {
      const { rows } = await db.query<LeadDealerSite>(
        `select ds.id, ds.name from dealer_sites ds
          where exists (select 1 from quote_requests q where q.dealer_site_id = ds.id and q.account_id = $1)
             or exists (select 1 from contact_requests c where c.dealer_site_id = ds.id and c.account_id = $1)
          order by lower(ds.name), ds.id
          limit ${MAX_LEAD_SOURCES}`,
        [accountId],
      );
      return rows;
    },
  };
}

/**
 * The dealer's view of the leads its sites sent (`dealers.manage`, status only) and the
 * operating account's list of the sites that sent it leads (`leads.view`, the inbox's filter).
 */
export function createDealerLeadOperations({ db, auth }: OperationDependencies): OperationHandlers {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const leads = createDealerLeadRepository(db);
  const sites = createDealerSiteRepository(db);

  return {
    async listDealerLeads(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'dealers.manage');
      const siteId = request.query.site_id ?? null;
      // Another account's site is a 404 like a missing one (not an empty page that confirms it exists).
      if (siteId !== null && !(await sites.find(id, siteId))) {
        throw notFound(dealerSiteMessages.siteNotFound);
      }
      const page = pageRequest(request.query);
      const { items, total } = await leads.page(id, siteId, page);
      return pageOf(items, total, page);
    },

    async listLeadSources(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      return leads.sources(id);
    },
  };
}
