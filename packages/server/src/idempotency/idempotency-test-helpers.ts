import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Injectable } from '../testing/auth';

/** A quote request to buy (no unit, no dates): valid on an empty database. */
export function buyRequest(email: string, overrides: Record<string, unknown> = {}) {
  return {
    listing: 'buy',
    purchase_timeframe: 'within-30-days',
    quantity: 1,
    jobsite_zip: '60601',
    name: 'Idem Potent',
    email,
    phone: '(312) 555-0100',
    ...overrides,
  };
}

export const newKey = () => randomUUID();

/** `POST /equipment/request-quote` with an Idempotency-Key (and more headers if given). */
export const requestQuote = (
  app: Injectable,
  key: string | undefined,
  payload: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/equipment/request-quote',
    headers: { ...(key === undefined ? {} : { 'idempotency-key': key }), ...headers },
    payload,
  });

/** How many quote requests (leads) were stored for `email`. */
export async function leadsOf(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from quote_requests where email = $1',
    [email],
  );
  return rows[0]!.count;
}
