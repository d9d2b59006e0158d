import type { operations } from '@liftline/sdk/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createBranchRepository } from '../branches/branch-repository';
import { locateBranch } from '../branches/locate-branch';
import type { Database } from '../db/database';

export type OperationId = keyof operations;

type QueryOf<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

/** A route handler; request parts were already validated against the document. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface OperationDependencies {
  db: Database;
}

/** Handlers by operationId. Operations missing here answer 501 `not_implemented`. */
export function createOperations({
  db,
}: OperationDependencies): Partial<Record<OperationId, OperationHandler>> {
  const branches = createBranchRepository(db);
  return {
    async locateBranch(request) {
      const { zip_code } = request.query as QueryOf<'locateBranch'>;
      return locateBranch(branches, zip_code);
    },
  };
}
