import { createAccountAccess } from '../accounts/account-access';
import { pageOf, pageRequest } from '../accounts/pagination';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers, QueryOf } from '../api/operations';
import { forbidden } from '../auth/authenticator';
import { notFound, validationFailed } from '../http/api-error';
import { leadCsvFilename, leadCsvStream } from './lead-csv';
import { createLeadInboxRepository, type LeadFilters } from './lead-inbox-repository';
import { createLeadWorkflow, LEAD_NOT_FOUND } from './lead-workflow';

/** Rows per query of the CSV export. */
export const EXPORT_BATCH = 500;

/** The document's lead filters; a day PostgreSQL cannot hold (year 0) is a 422 on its parameter. */
function filtersOf(query: Omit<QueryOf<'listAdminLeads'>, 'page' | 'per_page' | 'account_id'>) {
  const errors: Record<string, string[]> = {};
  for (const name of ['from', 'to'] as const) {
    if (query[name]?.startsWith('0000')) errors[name] = ['must be a day of year 1 or later'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const filters: LeadFilters = {
    type: query.type,
    status: query.status,
    branchId: query.branch_id,
    source: query.source,
    dealerSiteId: query.dealer_site_id,
    from: query.from,
    to: query.to,
    q: query.q,
    sort: query.sort ?? 'newest',
  };
  return filters;
}

/**
 * The lead inbox of an account (`leads.view` reads, `leads.manage` works) and the platform
 * administrator's inbox of every account. A lead of another account is a 404 like a missing one.
 */
export function createLeadInboxOperations({
  db,
  auth,
  outbox,
  webhooks,
}: OperationDependencies): OperationHandlers {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const inbox = createLeadInboxRepository(db);
  const workflow = createLeadWorkflow({ db, outbox, webhooks });

  return {
    async listAccountLeads(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const page = pageRequest(request.query);
      const { items, total } = await inbox.page(
        { ...filtersOf(request.query), accountId: id },
        page,
      );
      return pageOf(items, total, page);
    },

    async exportAccountLeads(request, reply) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const filters = { ...filtersOf(request.query), accountId: id };
      // The first batch is read before the answer starts, so a failing query is still a clean 500.
      const first = await inbox.batch(filters, null, EXPORT_BATCH);
      async function* batches() {
        if (first.items.length > 0) yield first.items;
        if (first.next) yield* inbox.batchesAfter(filters, first.next, EXPORT_BATCH);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${leadCsvFilename()}"`)
        .header('cache-control', 'no-store')
        .send(leadCsvStream(batches()));
    },

    async listLeadAssignees(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      return inbox.assignees(id);
    },

    async getAccountLead(request) {
      const { id, reference } = request.params;
      await requireAccountAccess(request, id, 'leads.view');
      const lead = await inbox.find(id, reference);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      return lead;
    },

    async updateAccountLead(request) {
      const { id, reference } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'leads.manage');
      return workflow.update(id, reference, request.body, caller.userId);
    },

    async listAdminLeads(request) {
      const caller = await auth.require(request);
      if (!caller.isPlatformAdmin) throw forbidden('Only platform administrators can do that.');
      const page = pageRequest(request.query);
      const { items, total } = await inbox.page(
        { ...filtersOf(request.query), accountId: request.query.account_id },
        page,
      );
      return pageOf(items, total, page);
    },
  };
}
