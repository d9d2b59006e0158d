import type { components } from '@liftline/sdk/schema';
import { createBookingRepository } from '../bookings/booking-repository';
import type { Queryable } from '../db/database';
import { createLeadInboxRepository, leadTable, type Lead } from '../leads/lead-inbox-repository';
import { leadTypeOf } from '../leads/lead-status';
import type { EventData, WebhookEventType } from './webhook-events';

/**
 * What a change needs to queue its events: the webhooks' `enqueue` (webhooks.ts), in the change's
 * transaction. These helpers read each event's `data` as the contract's read operations answer
 * it, only when an endpoint of the account wants the event.
 */
export interface EventQueue {
  enqueue<T extends WebhookEventType>(
    tx: Queryable,
    accountId: number | null | undefined,
    type: T,
    data: EventData<T>,
  ): Promise<number>;
}

type Booking = components['schemas']['Booking'];

/** The account of a lead (the owner of its unit, else of its branch's operator). */
async function leadAccount(tx: Queryable, reference: string): Promise<number | null> {
  const { rows } = await tx.query<{ account_id: number | null }>(
    `select account_id from ${leadTable(leadTypeOf(reference))} where reference = $1`,
    [reference],
  );
  return rows[0]?.account_id ?? null;
}

/** `lead.created` or `lead.updated`: `data` is the lead as `getAccountLead` answers it. */
export async function queueLeadEvent(
  queue: EventQueue,
  tx: Queryable,
  type: 'lead.created' | 'lead.updated',
  reference: string,
): Promise<void> {
  const accountId = await leadAccount(tx, reference);
  if (accountId === null) return;
  await queue.enqueue(tx, accountId, type, async () => leadOf(tx, accountId, reference));
}

async function leadOf(tx: Queryable, accountId: number, reference: string): Promise<Lead> {
  const lead = await createLeadInboxRepository(tx).find(accountId, reference);
  if (!lead) throw new Error(`lead ${reference} vanished in its own transaction`);
  return lead;
}

/**
 * The events of a quote list: `lead.created` for each lead, and per account one
 * `quote_list.created` with the list's reference and that account's leads.
 */
export async function queueQuoteListEvents(
  queue: EventQueue,
  tx: Queryable,
  requestReference: string,
  references: readonly string[],
): Promise<void> {
  const byAccount = new Map<number, string[]>();
  for (const reference of references) {
    await queueLeadEvent(queue, tx, 'lead.created', reference);
    const accountId = await leadAccount(tx, reference);
    if (accountId !== null)
      byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), reference]);
  }
  for (const [accountId, own] of byAccount) {
    await queue.enqueue(tx, accountId, 'quote_list.created', async () => {
      const leads: Lead[] = [];
      for (const reference of own) leads.push(await leadOf(tx, accountId, reference));
      return { request_reference: requestReference, leads };
    });
  }
}

/** `booking.created`: `data` is the booking as `listAccountBookings` lists it. */
export async function queueBookingCreated(
  queue: EventQueue,
  tx: Queryable,
  bookingId: number,
): Promise<void> {
  const { rows } = await tx.query<{ account_id: number | null }>(
    `select p.account_id from equipment_bookings b join products p on p.id = b.equipment_id
      where b.id = $1`,
    [bookingId],
  );
  const accountId = rows[0]?.account_id;
  if (accountId == null) return;
  await queue.enqueue(tx, accountId, 'booking.created', async () => {
    const booking = await createBookingRepository(tx).find(accountId, bookingId);
    if (!booking) throw new Error(`booking ${bookingId} vanished in its own transaction`);
    return booking;
  });
}

/** `booking.released`: `data` is the booking as it was (read before it was deleted). */
export async function queueBookingReleased(
  queue: EventQueue,
  tx: Queryable,
  accountId: number,
  booking: Booking,
): Promise<void> {
  await queue.enqueue(tx, accountId, 'booking.released', booking);
}
