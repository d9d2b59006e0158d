import type { OperationDependencies, OperationHandlers } from '../api/operations';
import { notFound } from '../http/api-error';
import { createCatalogCache } from './catalog-cache';
import { createEquipmentRepository } from './equipment-repository';

/** Public equipment catalog: listing with filters, facets, detail. */
export function createCatalogOperations({ db }: OperationDependencies): OperationHandlers {
  const equipment = createEquipmentRepository(db, { cache: createCatalogCache(db) });
  return {
    async listEquipment(request) {
      return equipment.page(request.query);
    },

    async getEquipmentFilters(request) {
      return equipment.filters(request.query);
    },

    async getEquipment(request) {
      // `branch_id` (the visitor's local branch) would pick branch-specific rates; rates are the
      // same at every branch, so it is accepted and otherwise ignored (a stale one never breaks).
      const { id } = request.params;
      const item = await equipment.findPublished(id);
      if (!item)
        throw notFound('This equipment could not be found. It may have been sold or removed.');
      return item;
    },
  };
}
