import type { BodyOf } from '../api/operations';
import { validationFailed } from '../http/api-error';
import { zipCentroid } from '../geo/zip-centroids';
import { zipState } from '../geo/zip-states';
import type { BranchRecord } from './admin-branch-repository';
import {
  closureProblems,
  sortedWeeklyHours,
  storedClosures,
  weeklyHoursProblems,
} from './branch-hours';

export type BranchInput = BodyOf<'createBranch'>;
export type BranchUpdate = BodyOf<'updateBranch'>;

/** What the checks need to know about the operating account. */
export type AccountStanding = (
  accountId: number,
) => Promise<'approved' | 'not_approved' | 'unknown'>;

export const UNKNOWN_ZIP = 'is not a ZIP code we have a position for';
export const ACCOUNT_UNKNOWN = 'is not an account';
export const ACCOUNT_NOT_APPROVED =
  'is not approved to publish: approve the account first (it will receive the branch’s leads)';

/**
 * A phone number as displayed: ten North American digits (optionally +1 / 1 first) become
 * "(312) 555-0142"; anything else (an extension, another country) is kept as typed, trimmed.
 */
export function displayPhoneNumber(phone: string | null | undefined): string | null {
  const text = phone?.trim();
  if (!text) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1') && !/^\+(?!1)/.test(text)) {
    digits = digits.slice(1);
  }
  if (digits.length !== 10 || (text.startsWith('+') && !text.startsWith('+1'))) return text;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

class Problems {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  merge(errors: Record<string, string[]>) {
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) this.add(field, message);
    }
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors);
  }
}

function trimmed(problems: Problems, field: string, value: string | undefined) {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text.length < 2) problems.add(field, 'must have at least two characters besides spaces');
  return text;
}

/** The changes of an input (create or update) that both check the same way. */
async function checkedChanges(
  input: BranchUpdate,
  accountStanding: AccountStanding,
  problems: Problems,
): Promise<Partial<BranchRecord>> {
  const changes: Partial<BranchRecord> = {};
  const name = trimmed(problems, 'name', input.name);
  if (name !== undefined) changes.name = name;
  const address = trimmed(problems, 'address_line1', input.address_line1);
  if (address !== undefined) changes.address_line1 = address;
  const city = trimmed(problems, 'city', input.city);
  if (city !== undefined) changes.city = city;
  if (input.state !== undefined) changes.state = input.state;
  if (input.zip_code !== undefined) {
    const centroid = zipCentroid(input.zip_code);
    if (!centroid) problems.add('zip_code', UNKNOWN_ZIP);
    else {
      changes.zip_code = input.zip_code;
      changes.latitude = centroid.latitude;
      changes.longitude = centroid.longitude;
    }
  }
  if (input.phone_number !== undefined)
    changes.phone_number = displayPhoneNumber(input.phone_number);
  if (input.email !== undefined) changes.email = input.email?.trim() || null;
  if (input.time_zone !== undefined) changes.time_zone = input.time_zone;
  if (input.weekly_hours !== undefined) {
    problems.merge(weeklyHoursProblems(input.weekly_hours));
    changes.weekly_hours = sortedWeeklyHours(input.weekly_hours);
  }
  if (input.closures !== undefined) {
    problems.merge(closureProblems(input.closures));
    changes.closures = storedClosures(input.closures);
  }
  if (input.account_id !== undefined) {
    const standing = await accountStanding(input.account_id);
    if (standing === 'unknown') problems.add('account_id', ACCOUNT_UNKNOWN);
    else if (standing === 'not_approved') problems.add('account_id', ACCOUNT_NOT_APPROVED);
    else changes.account_id = input.account_id;
  }
  if (input.is_active !== undefined) changes.is_active = input.is_active;
  return changes;
}

/**
 * A new branch, checked: its position from the ZIP code's centroid, its state from the ZIP code
 * when not given (the centroid data has no city names: the contract requires a city), its operating
 * account the caller's current one unless given. Throws 422 with every field's problems.
 */
export async function checkedNewBranch(
  input: BranchInput,
  callerAccountId: number | null,
  accountStanding: AccountStanding,
): Promise<BranchRecord> {
  const problems = new Problems();
  const accountId = input.account_id ?? callerAccountId ?? undefined;
  if (accountId === undefined) {
    problems.add('account_id', 'is required: you have no current account to default to');
  }
  const changes = await checkedChanges(
    {
      ...input,
      ...(accountId === undefined ? {} : { account_id: accountId }),
      is_active: true,
    },
    accountStanding,
    problems,
  );
  const state = input.state ?? zipState(input.zip_code);
  if (state === undefined && zipCentroid(input.zip_code)) {
    problems.add('state', 'is required: the ZIP code has no state');
  }
  problems.throwIfAny();
  return {
    name: changes.name!,
    address_line1: changes.address_line1!,
    city: changes.city!,
    state: state!,
    zip_code: changes.zip_code!,
    phone_number: changes.phone_number ?? null,
    email: changes.email ?? null,
    time_zone: input.time_zone,
    weekly_hours: changes.weekly_hours ?? [],
    closures: changes.closures ?? [],
    latitude: changes.latitude!,
    longitude: changes.longitude!,
    account_id: changes.account_id!,
    is_active: true,
  };
}

/** The checked changes of a partial update (a new ZIP code moves the branch). Throws 422. */
export async function checkedBranchUpdate(
  input: BranchUpdate,
  accountStanding: AccountStanding,
): Promise<Partial<BranchRecord>> {
  const problems = new Problems();
  const changes = await checkedChanges(input, accountStanding, problems);
  problems.throwIfAny();
  return changes;
}
