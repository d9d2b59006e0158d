import type { BodyOf } from '../api/operations';
import { createBookingRepository, isOverbooked, notFree } from '../bookings/booking-repository';
import { conflict } from '../accounts/account-context';
import { createAccountUserRepository } from '../accounts/account-user-repository';
import type { Database, Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/api-error';
import type { Outbox } from '../mail/outbox';
import { queueBookingCreated, queueLeadEvent, type EventQueue } from '../webhooks/change-events';
import {
  createLeadInboxRepository,
  leadTable,
  type Lead,
  type StoredLead,
} from './lead-inbox-repository';
import { leadStatusMail } from './lead-mails';
import { CUSTOMER_NOTIFIED, isFinal, movesForward, type LeadStatus } from './lead-status';

export type LeadUpdate = BodyOf<'updateAccountLead'>;

export const LEAD_NOT_FOUND = 'This lead could not be found.';
export const NOT_AN_ASSIGNEE = 'is not a member of this account who may work leads';

/** The body's own rules (before anything is read): one change at least, a lost lead's reason. */
function checkedUpdate(update: LeadUpdate) {
  const errors: Record<string, string[]> = {};
  const note = update.note?.trim();
  const lostReason = update.lost_reason?.trim();
  if (
    update.status === undefined &&
    update.assignee_id === undefined &&
    update.note === undefined
  ) {
    errors.body = ['needs at least one of status, assignee_id or note'];
  }
  if (update.note !== undefined && !note) errors.note = ['must not be blank'];
  if (update.status === 'lost' && !lostReason) {
    errors.lost_reason = ['is required when the lead is lost'];
  } else if (update.lost_reason !== undefined && update.status !== 'lost') {
    errors.lost_reason = ['only goes with status lost'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...update, note, lost_reason: lostReason };
}

function statusConflict(from: LeadStatus, to: LeadStatus) {
  return conflict(
    isFinal(from)
      ? `This lead is ${from}: that is final, its status no longer changes.`
      : `A lead moves forward only (new → contacted → quoted → won or lost): it cannot go from ${from} back to ${to}.`,
  );
}

interface EventInput {
  kind: 'status' | 'assignment' | 'note';
  from_status?: LeadStatus;
  to_status?: LeadStatus;
  assignee_user_id?: number | null;
  note?: string | null;
}

async function recordEvent(
  tx: Queryable,
  lead: StoredLead,
  actorId: number | null,
  event: EventInput,
) {
  await tx.query(
    `insert into lead_events (lead_type, lead_id, kind, actor_user_id, from_status, to_status,
       assignee_user_id, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      lead.type,
      lead.id,
      event.kind,
      actorId,
      event.from_status ?? null,
      event.to_status ?? null,
      event.assignee_user_id ?? null,
      event.note ?? null,
    ],
  );
}

/**
 * Winning a quote list's lead books its rent lines' units for their dates, in the lead's
 * transaction. The database refuses a line whose units are no longer free on one of its days
 * (see migration 023): that is a 409 naming the line, and the whole update is rolled back. A line
 * whose unit was deleted since has nothing left to book.
 */
async function bookRentLines(
  tx: Queryable,
  leadId: number,
  actorId: number | null,
  webhooks: EventQueue,
) {
  const { rows } = await tx.query<{
    id: number;
    position: number;
    equipment_id: number;
    equipment_title: string;
    quantity: number;
    start_date: string;
    end_date: string;
  }>(
    `select id, position, equipment_id, equipment_title, quantity,
            to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
       from quote_request_lines
      where quote_request_id = $1 and mode = 'rent' and equipment_id is not null
      order by position`,
    [leadId],
  );
  const bookings = createBookingRepository(tx);
  for (const line of rows) {
    try {
      const bookingId = await bookings.insert({
        equipmentId: line.equipment_id,
        source: 'lead',
        quoteLineId: line.id,
        quantity: line.quantity,
        startDate: line.start_date,
        endDate: line.end_date,
        createdBy: actorId,
      });
      await queueBookingCreated(webhooks, tx, bookingId);
    } catch (error) {
      if (!isOverbooked(error)) throw error;
      throw conflict(
        `This lead cannot be won: line ${line.position}, ${notFree(line.equipment_title, line)}`,
      );
    }
  }
}

/**
 * updateAccountLead: status forward only, assignment to a member who may work leads, internal
 * notes — in one transaction with the lead row locked, each change one timeline row, and the
 * customer's e-mail queued with it when the status becomes quoted, won or lost.
 */
export function createLeadWorkflow({
  db,
  outbox,
  webhooks,
}: {
  db: Database;
  outbox: Outbox;
  webhooks: EventQueue;
}) {
  return {
    async update(
      accountId: number,
      reference: string,
      body: LeadUpdate,
      /** The member; null for a secret API key (the timeline shows no person). */
      actorId: number | null,
    ): Promise<Lead> {
      const update = checkedUpdate(body);
      return db.transaction(async (tx) => {
        const leads = createLeadInboxRepository(tx);
        const lead = await leads.lock(accountId, reference);
        if (!lead) throw notFound(LEAD_NOT_FOUND);
        const table = leadTable(lead.type);
        let changed = false;

        if (update.status !== undefined && update.status !== lead.status) {
          if (!movesForward(lead.status, update.status)) {
            throw statusConflict(lead.status, update.status);
          }
          if (update.status === 'won' && lead.type === 'quote') {
            await bookRentLines(tx, lead.id, actorId, webhooks);
          }
          const lostReason = update.status === 'lost' ? update.lost_reason! : null;
          await tx.query(`update ${table} set status = $2, lost_reason = $3 where id = $1`, [
            lead.id,
            update.status,
            lostReason,
          ]);
          await recordEvent(tx, lead, actorId, {
            kind: 'status',
            from_status: lead.status,
            to_status: update.status,
            note: lostReason,
          });
          if (CUSTOMER_NOTIFIED.has(update.status)) {
            await outbox.enqueue(leadStatusMail({ ...lead, status: update.status }), tx);
          }
          changed = true;
        }

        if (update.assignee_id !== undefined && update.assignee_id !== lead.assignee_user_id) {
          if (update.assignee_id !== null) {
            const membership = await createAccountUserRepository(tx).membership(
              update.assignee_id,
              accountId,
            );
            if (!membership?.permissions.includes('leads.manage')) {
              throw validationFailed({ assignee_id: [NOT_AN_ASSIGNEE] });
            }
          }
          await tx.query(`update ${table} set assignee_user_id = $2 where id = $1`, [
            lead.id,
            update.assignee_id,
          ]);
          await recordEvent(tx, lead, actorId, {
            kind: 'assignment',
            assignee_user_id: update.assignee_id,
          });
          changed = true;
        }

        if (update.note) {
          await recordEvent(tx, lead, actorId, { kind: 'note', note: update.note });
          changed = true;
        }

        if (changed) {
          await tx.query(`update ${table} set updated_at = now() where id = $1`, [lead.id]);
          await queueLeadEvent(webhooks, tx, 'lead.updated', reference);
        }
        return (await leads.find(accountId, reference))!;
      });
    },
  };
}
