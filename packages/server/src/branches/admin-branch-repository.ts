import type { components } from '@liftline/sdk/schema';
import { containsPattern, limitOffset, pageOf, type PageRequest } from '../accounts/pagination';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import type { BranchClosure, BranchDayHours, TimeZone } from './branch-hours';
import { BRANCH_COLUMNS, branchSearch, toBranch, type BranchRow } from './branch-repository';

export type AdminBranch = components['schemas']['AdminBranch'];
export type AdminBranchPage = components['schemas']['AdminBranchPage'];

interface AdminBranchRow extends BranchRow {
  account_id: number | null;
  account_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A branch as written: every column an administrator sets (checked and normalized already). */
export interface BranchRecord {
  name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string | null;
  email: string | null;
  time_zone: TimeZone;
  weekly_hours: BranchDayHours[];
  closures: BranchClosure[];
  latitude: number;
  longitude: number;
  account_id: number;
  is_active: boolean;
}

const SELECT = `select ${BRANCH_COLUMNS}, b.account_id, a.name as account_name, b.created_at,
    b.updated_at
  from branches b left join accounts a on a.id = b.account_id`;

const JSON_COLUMNS = new Set<keyof BranchRecord>(['weekly_hours', 'closures']);

function toAdminBranch(row: AdminBranchRow, now: Date): AdminBranch {
  return {
    ...toBranch(row, now),
    is_active: row.is_active,
    account: row.account_id === null ? null : { id: row.account_id, name: row.account_name ?? '' },
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

const stored = (column: keyof BranchRecord, value: unknown) =>
  JSON_COLUMNS.has(column) ? JSON.stringify(value) : value;

/** Every branch, active or not, as platform administrators see and edit them. */
export function createAdminBranchRepository(
  db: Queryable,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  return {
    async page(
      filters: { q?: string | undefined },
      request: PageRequest,
    ): Promise<AdminBranchPage> {
      const where = branchSearch('$1');
      const params = [containsPattern(filters.q)];
      const [counted, listed] = await Promise.all([
        db.query<{ total: number }>(
          `select count(*)::int as total from branches b where ${where}`,
          params,
        ),
        db.query<AdminBranchRow>(
          `${SELECT} where ${where} order by lower(b.name), b.id limit $2 offset $3`,
          [...params, ...limitOffset(request)],
        ),
      ]);
      const at = now();
      return pageOf(
        listed.rows.map((row) => toAdminBranch(row, at)),
        counted.rows[0]?.total ?? 0,
        request,
      );
    },

    async find(id: number): Promise<AdminBranch | undefined> {
      const { rows } = await db.query<AdminBranchRow>(`${SELECT} where b.id = $1`, [id]);
      return rows[0] ? toAdminBranch(rows[0], now()) : undefined;
    },

    /** The stored columns of a branch (locked for the update that follows). */
    async lock(id: number): Promise<Pick<BranchRecord, 'zip_code'> | undefined> {
      const { rows } = await db.query<{ zip_code: string }>(
        'select zip_code from branches where id = $1 for update',
        [id],
      );
      return rows[0];
    },

    async create(record: BranchRecord): Promise<number> {
      const columns = Object.keys(record) as (keyof BranchRecord)[];
      const { rows } = await db.query<{ id: number }>(
        `insert into branches (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
        columns.map((column) => stored(column, record[column])),
      );
      return rows[0]!.id;
    },

    /** Writes the given columns (and `updated_at`); answers false for an unknown branch. */
    async update(id: number, changes: Partial<BranchRecord>): Promise<boolean> {
      const columns = (Object.keys(changes) as (keyof BranchRecord)[]).filter(
        (column) => changes[column] !== undefined,
      );
      const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
      const { rows } = await db.query<{ id: number }>(
        `update branches set ${[...assignments, 'updated_at = now()'].join(', ')}
          where id = $1 returning id`,
        [id, ...columns.map((column) => stored(column, changes[column]))],
      );
      return rows.length > 0;
    },

    /** Whether the account exists and may publish (an operating account must). */
    async accountStanding(accountId: number): Promise<'approved' | 'not_approved' | 'unknown'> {
      const { rows } = await db.query<{ publishing_approved: boolean }>(
        'select publishing_approved from accounts where id = $1 for share',
        [accountId],
      );
      if (!rows[0]) return 'unknown';
      return rows[0].publishing_approved ? 'approved' : 'not_approved';
    },
  };
}
