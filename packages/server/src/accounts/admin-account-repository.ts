import type { components } from '@liftline/sdk/schema';
import { isoTimestamp } from '../auth/user-repository';
import type { Database } from '../db/database';
import { containsPattern, limitOffset, type PageRequest } from './pagination';

export type AdminAccount = components['schemas']['AdminAccount'];

interface AdminAccountRow {
  id: number;
  name: string;
  created_at: Date | string;
  member_count: number;
  product_count: number;
  published_count: number;
  publishing_approved: boolean;
  decision_approved: boolean | null;
  decision_reason: string | null;
  decision_at: Date | string | null;
  decided_by_id: number | null;
  decided_by_name: string | null;
  decided_by_email: string | null;
}

const SELECT = `
  select a.id, a.name, a.created_at, a.publishing_approved,
         (select count(*)::int from account_users au where au.account_id = a.id) as member_count,
         (select count(*)::int from products p where p.account_id = a.id) as product_count,
         (select count(*)::int from products p where p.account_id = a.id and p.status = 'published')
           as published_count,
         d.approved as decision_approved, d.reason as decision_reason, d.decided_at as decision_at,
         u.id as decided_by_id, u.name as decided_by_name, u.email as decided_by_email
    from accounts a
    left join lateral (
      select * from account_publishing_decisions d
       where d.account_id = a.id order by d.decided_at desc, d.id desc limit 1
    ) d on true
    left join users u on u.id = d.decided_by`;

function toAdminAccount(row: AdminAccountRow): AdminAccount {
  return {
    id: row.id,
    name: row.name,
    created_at: isoTimestamp(row.created_at),
    member_count: row.member_count,
    product_count: row.product_count,
    published_count: row.published_count,
    publishing_approved: row.publishing_approved,
    publishing_decision:
      row.decision_approved === null || row.decision_at === null
        ? null
        : {
            approved: row.decision_approved,
            reason: row.decision_reason ?? '',
            decided_by:
              row.decided_by_id === null
                ? null
                : {
                    id: row.decided_by_id,
                    name: row.decided_by_name ?? '',
                    email: row.decided_by_email ?? '',
                  },
            decided_at: isoTimestamp(row.decision_at),
          },
  };
}

/** Every account of the platform with its right to publish, as platform administrators see them. */
export function createAdminAccountRepository(db: Database) {
  return {
    async page(
      filters: { q?: string | undefined; publishing?: 'approved' | 'not_approved' | undefined },
      request: PageRequest,
    ): Promise<{ items: AdminAccount[]; total: number }> {
      const where = `($1::text is null or a.name ilike $1)
        and ($2::boolean is null or a.publishing_approved = $2)`;
      const params = [
        containsPattern(filters.q),
        filters.publishing === undefined ? null : filters.publishing === 'approved',
      ];
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from accounts a where ${where}`,
        params,
      );
      const { rows } = await db.query<AdminAccountRow>(
        `${SELECT} where ${where} order by lower(a.name), a.id limit $3 offset $4`,
        [...params, ...limitOffset(request)],
      );
      return { items: rows.map(toAdminAccount), total: counted[0]?.total ?? 0 };
    },

    async find(id: number): Promise<AdminAccount | undefined> {
      const { rows } = await db.query<AdminAccountRow>(`${SELECT} where a.id = $1`, [id]);
      return rows[0] ? toAdminAccount(rows[0]) : undefined;
    },

    /**
     * Records the decision and applies it: revoking also unpublishes the account's products (the
     * row lock on the account waits for a publication in progress, which is then unpublished too).
     * Answers false for an unknown account; the same state again changes and records nothing.
     */
    async decide(
      id: number,
      decision: { approved: boolean; reason: string; decidedBy: number },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ publishing_approved: boolean }>(
          'select publishing_approved from accounts where id = $1 for update',
          [id],
        );
        if (!rows[0]) return false;
        if (rows[0].publishing_approved === decision.approved) return true;
        await tx.query(
          'update accounts set publishing_approved = $2, updated_at = now() where id = $1',
          [id, decision.approved],
        );
        await tx.query(
          `insert into account_publishing_decisions (account_id, approved, reason, decided_by)
           values ($1, $2, $3, $4)`,
          [id, decision.approved, decision.reason, decision.decidedBy],
        );
        if (!decision.approved) {
          await tx.query(
            `update products set status = 'draft', updated_at = now()
              where account_id = $1 and status = 'published'`,
            [id],
          );
        }
        return true;
      });
    },
  };
}
