import type { OperationDependencies, OperationHandlers } from '../api/operations';

/** Quote requests and branch contact requests. */
export function createLeadOperations(_deps: OperationDependencies): OperationHandlers {
  return {};
}
