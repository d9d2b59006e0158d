import {
  BRANCH_INACTIVE,
  BRANCH_NOT_FOUND,
  createBranchRepository,
  type Branch,
} from '../branches/branch-repository';
import { MAX_INT4, PUBLISHED } from '../catalog/equipment-query';
import { createEquipmentRepository, type EquipmentSummary } from '../catalog/equipment-repository';
import type { Database, Queryable } from '../db/database';
import { validationFailed, type FieldErrors as FieldErrorMap } from '../http/api-error';
import type { Text } from '../i18n/i18n';
import { leadMessages } from './lead-messages';
import type { Outbox } from '../mail/outbox';
import type { EventQueue } from '../webhooks/change-events';

export interface LeadDependencies {
  db: Database;
  outbox: Outbox;
  /** Queues the webhook events of a new lead in its transaction (`lead.created` …). */
  webhooks: EventQueue;
  publicUrl: string;
  /** Today's date in UTC as `YYYY-MM-DD` (tests pass their own). */
  today?: () => string;
}

export const utcToday = () => new Date().toISOString().slice(0, 10);

/** Field errors collected before answering one 422 with all of them. */
export class FieldErrors {
  readonly errors: FieldErrorMap = {};

  add(field: string, message: Text) {
    (this.errors[field] ??= []).push(message);
  }

  /** `add`, answering the collection (for a single error: `new FieldErrors().with(…).toError()`). */
  with(field: string, message: Text) {
    this.add(field, message);
    return this;
  }

  toError() {
    return validationFailed(this.errors);
  }

  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw this.toError();
  }
}

/**
 * In the transaction that stores a request: holds the units it names with a share lock, so none
 * is deleted until the request is committed (a delete waits for it), and refuses the request
 * when one is no longer published — deleted or unpublished since it was checked before the
 * transaction began — with the 422 a request naming an unknown unit gets, nothing stored.
 * Without it a unit deleted in that moment was a foreign-key error: a 500.
 */
export async function holdPublishedUnits(
  tx: Queryable,
  units: readonly { field: string; id: number }[],
): Promise<void> {
  if (units.length === 0) return;
  const { rows } = await tx.query<{ id: number }>(
    `select id from products where id = any($1::int[]) and ${PUBLISHED} order by id for share`,
    [[...new Set(units.map((unit) => unit.id))]],
  );
  const held = new Set(rows.map((row) => row.id));
  const problems = new FieldErrors();
  for (const { field, id } of units)
    if (!held.has(id)) problems.add(field, leadMessages.equipmentNotFound);
  problems.throwIfAny();
}

/**
 * A published unit by a body's id: null when none was given, undefined when it does not exist or
 * is not public (a visitor cannot refer to a draft).
 */
export async function publishedUnit(
  db: Database,
  id: number | null | undefined,
): Promise<EquipmentSummary | null | undefined> {
  if (id === null || id === undefined) return null;
  return createEquipmentRepository(db).findPublishedSummary(id);
}

/**
 * The branch a body names, if new requests may go to it: `branch` null when none was given;
 * `problem` (the 422 message on `branch_id`) when it does not exist or has been deactivated.
 */
export async function requestableBranch(
  db: Database,
  id: number | null | undefined,
): Promise<{ branch: Branch | null; problem?: undefined } | { branch?: undefined; problem: Text }> {
  if (id === null || id === undefined) return { branch: null };
  const found = id > MAX_INT4 ? undefined : await createBranchRepository(db).findWithStatus(id);
  if (!found) return { problem: BRANCH_NOT_FOUND };
  return found.isActive ? { branch: found.branch } : { problem: BRANCH_INACTIVE };
}
