import type { OperationDependencies, OperationHandlers } from '../api/operations';

/** Product administration of the current account, and product assets (uploads). */
export function createProductOperations(_deps: OperationDependencies): OperationHandlers {
  return {};
}
