import type { OperationDependencies, OperationHandlers } from '../api/operations';
import { calendarDays } from '../branches/branch-hours';
import { notFound } from '../http/api-error';
import { createCatalogCache } from './catalog-cache';
import { createCatalogResponses, normaliseQuery } from './catalog-responses';
import { createEquipmentRepository, DEFAULT_PER_PAGE } from './equipment-repository';

/** Public equipment catalog: listing with filters, facets, detail. */
export function createCatalogOperations({ db }: OperationDependencies): OperationHandlers {
  const equipment = createEquipmentRepository(db, { cache: createCatalogCache(db) });
  const responses = createCatalogResponses(db);
  return {
    async listEquipment(request, reply) {
      const key = `listEquipment ${normaliseQuery(request.query, {
        defaults: { page: 1, per_page: DEFAULT_PER_PAGE, sort: 'newest' },
      })}`;
      return responses.serve(request, reply, key, () => equipment.page(request.query));
    },

    async getEquipmentFilters(request, reply) {
      const key = `getEquipmentFilters ${normaliseQuery(request.query)}`;
      return responses.serve(request, reply, key, () => equipment.filters(request.query));
    },

    async getEquipment(request, reply) {
      // `branch_id` (the visitor's local branch) would pick branch-specific rates; rates are the
      // same at every branch, so it is accepted and otherwise ignored (a stale one never breaks),
      // which is also why it is not part of the cache key. The unit's branch lists its closures of
      // today and later, so the calendar day is.
      const { id } = request.params;
      const key = `getEquipment ${id} ${calendarDays()}`;
      return responses.serve(request, reply, key, async () => {
        const item = await equipment.findPublished(id);
        if (!item)
          throw notFound('This equipment could not be found. It may have been sold or removed.');
        return item;
      });
    },
  };
}
