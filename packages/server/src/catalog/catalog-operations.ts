import type { OperationDependencies, OperationHandlers } from '../api/operations';

/** Public equipment catalog: listing with filters, facets, detail. */
export function createCatalogOperations(_deps: OperationDependencies): OperationHandlers {
  return {};
}
