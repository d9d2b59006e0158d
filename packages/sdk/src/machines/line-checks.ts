/**
 * The quote flow's availability checks, one per rent line's unit: each is a delayed
 * `availability.due` event and then a `fetchAvailability` actor, both with the id `checkId(unit)`.
 */
import type { EquipmentAvailability, LineAvailability } from '../availability';

type Checks = Readonly<Record<number, LineAvailability>>;

/** The id of a unit's check (its delayed event and its actor). */
export const checkId = (unit: number) => `availability.${unit}`;
const unitOfCheck = (actorId: string) => Number(actorId.slice('availability.'.length));

/** The checks still waiting for their pause or their answer. */
export const pendingChecks = (checks: Checks) =>
  Object.values(checks).filter(
    (check) => check.status === 'waiting' || check.status === 'checking',
  );

/**
 * The checks with an answer (`result`) or a failure (`null`) of the actor `actorId`, kept only when
 * it is still the unit's current question (a stopped actor's answer never counts).
 */
export function settleCheck(
  checks: Checks,
  actorId: string,
  result: EquipmentAvailability | null,
): Checks {
  const unit = unitOfCheck(actorId);
  const check = checks[unit];
  if (check?.status !== 'checking') return checks;
  if (result && (result.from !== check.from || result.to !== check.to)) return checks;
  const { id, from, to } = check;
  const settled: LineAvailability = result
    ? { id, from, to, status: 'checked', result }
    : { id, from, to, status: 'failed' };
  return { ...checks, [unit]: settled };
}
