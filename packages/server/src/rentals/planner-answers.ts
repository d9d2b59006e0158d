import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { keepAnswer } from '../http/kept-answers';

export interface PlannerAnswersOptions {
  /**
   * Most bytes of JSON kept (all answers together); the least recently used answer is dropped
   * first. A month of 2,000 units is about 1 MB.
   */
  maxBytes?: number;
}

/** 64 MiB: about 60 months of 2,000 units, or hundreds of the usual ranges. */
export const PLANNER_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The planner's answers kept as the JSON text that left the first time (validated against the
 * contract and serialised by Fastify, `keepAnswer`), by the versions of everything they are read
 * from: the catalog's (units and branches: migrations 006, 021), the bookings' (bookings, holds and
 * a rental's moved end: 023, 033) and the rental requests' (034). Each moves in the transaction of
 * the change, so it is read again on every call (one row each, one statement, before the query: the
 * answer computed is at least that new) and an answer is only ever sent again under exactly the
 * versions it was computed after — on every instance sharing the database, whatever another
 * instance changed. The rest of what the query reads is fixed once written (a lead's reference is
 * a generated column, a booking's line a frozen column of migration 023, and no code moves a line
 * or a quote to another lead: a change there would need its own version).
 * Holding one account's answers does not leak them: the key names the account, and the handler
 * checks the caller's access before it asks.
 */
export function createPlannerAnswers(
  db: Queryable,
  { maxBytes = PLANNER_ANSWERS_MAX_BYTES }: PlannerAnswersOptions = {},
) {
  /** The newest versions seen; the answers kept are all of these. */
  let versions: string | undefined;
  const entries = new Map<string, Buffer>();
  let bytes = 0;

  async function readVersions(): Promise<string> {
    const { rows } = await db.query<{ versions: string }>(
      `select concat_ws('.', (select version from catalog_state), (select version from booking_state),
                        (select version from rental_request_state)) as versions`,
    );
    return rows[0]!.versions;
  }

  function drop(key: string) {
    const body = entries.get(key);
    if (body === undefined) return;
    entries.delete(key);
    bytes -= body.length;
  }

  function store(key: string, seen: string, text: string) {
    // Kept only while its versions are still the newest seen (else it could never be sent),
    // encoded once: each hit sends these bytes as they are.
    if (seen !== versions) return;
    const body = Buffer.from(text);
    if (body.length > maxBytes) return;
    drop(key);
    entries.set(key, body);
    bytes += body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    /**
     * The planner's answer for `requestKey` (which must name the account and every parameter):
     * the kept JSON (its UTF-8 bytes) when nothing it is read from has changed since, otherwise `compute()`'s
     * value, returned for Fastify to validate and serialise, and kept on its way out.
     */
    async serve<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      requestKey: string,
      compute: () => Promise<T>,
    ): Promise<T | Buffer> {
      const seen = await readVersions();
      if (seen !== versions) {
        // Something changed (or an older call's read arrived late): start again from these.
        entries.clear();
        bytes = 0;
        versions = seen;
      }
      const hit = entries.get(requestKey);
      if (hit !== undefined) {
        entries.delete(requestKey);
        entries.set(requestKey, hit);
        reply.type('application/json; charset=utf-8');
        return hit;
      }
      const value = await compute();
      keepAnswer(request, (body) => store(requestKey, seen, body));
      return value;
    },

    /** Answers held (for tests). */
    get size() {
      return entries.size;
    },

    /** Bytes held (for tests). */
    get bytes() {
      return bytes;
    },
  };
}

export type PlannerAnswers = ReturnType<typeof createPlannerAnswers>;
