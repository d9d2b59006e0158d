import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers waiting to be validated and serialised by Fastify, so `keepSerialisedAnswer` can keep their text. */
const pending = new WeakMap<FastifyRequest, (body: string) => void>();

/**
 * Asks for the JSON text of the answer the handler is about to return (an object, which the
 * response validation checks against the contract and Fastify serialises): `store` gets it in
 * `onSend` when the answer is a 200, so an in-process cache can send that text again later
 * without the query, the validation or the serialisation (the catalog's and the planner's).
 */
export function keepAnswer(request: FastifyRequest, store: (body: string) => void): void {
  pending.set(request, store);
}

/** `onSend` hook (added by the API plugin) behind `keepAnswer`. */
export async function keepSerialisedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const store = pending.get(request);
  if (store && reply.statusCode === 200 && typeof payload === 'string') store(payload);
  return payload;
}
