/**
 * The types of the operation handlers, typed from the contract. A leaf: it imports the schema and
 * Fastify's types only, never a feature module (the features import it; `create-operations.ts`
 * composes them; `import-cycles.test.ts` keeps the server free of import circles).
 */
import type { operations } from '@liftline/sdk/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type OperationId = keyof operations;

/** The validated query of an operation. */
export type QueryOf<Op extends OperationId> = operations[Op]['parameters'] extends {
  query?: infer Q;
}
  ? NonNullable<Q>
  : never;

/** The validated path parameters of an operation. */
export type PathOf<Op extends OperationId> = operations[Op]['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : never;

/** The validated JSON body of an operation. */
export type BodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * The request as the handler of `Op` sees it: params, query and body typed from the document,
 * which already validated them (so a handler reads `request.params.id`, no casts).
 */
export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: PathOf<Op>;
  Querystring: QueryOf<Op>;
  Body: BodyOf<Op>;
}>;

/** A route handler of one operation. */
export type OperationHandler<Op extends OperationId = OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<unknown>;

/** Handlers by operationId: each method's request is typed by its own operation. */
export type OperationHandlers = { [Op in OperationId]?: OperationHandler<Op> };
