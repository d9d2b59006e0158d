import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { migrationsUpTo } from '../testing/migrations-up-to';

describe('migration 015 (branch management) on branches that already exist', () => {
  it('turns the display hours into weekly hours and gives each branch its state’s time zone', async () => {
    const dir = migrationsUpTo('014');
    const db = await openPgliteDatabase('memory://');
    try {
      await migrate(db, dir);
      const insert = (state: string, hours: object[]) =>
        db.query(
          `insert into branches (name, address_line1, city, state, zip_code, hours, latitude, longitude)
           values ('X', '1 Main St', 'Town', $1, '10001', $2, 40, -74)`,
          [state, JSON.stringify(hours)],
        );
      await insert('OH', [
        { days: 'Mon–Fri', opens: '07:00', closes: '17:00' },
        { days: 'Sat', opens: '08:00', closes: '12:00' },
      ]);
      await insert('IL', [
        { days: 'Mon-Sat', opens: '06:00', closes: '18:00' },
        { days: 'Sun', opens: '09:00', closes: '13:00' },
      ]);
      await insert('CO', []);
      await insert('AZ', [{ days: 'Mon–Fri', opens: '17:00', closes: '07:00' }]);

      migrationsUpTo('015', dir);
      await migrate(db, dir);
      const { rows } = await db.query<{
        state: string;
        time_zone: string;
        weekly_hours: { day: string; opens: string; closes: string }[];
        closures: unknown[];
        is_active: boolean;
      }>('select state, time_zone, weekly_hours, closures, is_active from branches order by id');
      expect(rows.map((row) => [row.state, row.time_zone])).toEqual([
        ['OH', 'America/New_York'],
        ['IL', 'America/Chicago'],
        ['CO', 'America/Denver'],
        ['AZ', 'America/Phoenix'],
      ]);
      expect(rows[0]!.weekly_hours).toEqual([
        { day: 'mon', opens: '07:00', closes: '17:00' },
        { day: 'tue', opens: '07:00', closes: '17:00' },
        { day: 'wed', opens: '07:00', closes: '17:00' },
        { day: 'thu', opens: '07:00', closes: '17:00' },
        { day: 'fri', opens: '07:00', closes: '17:00' },
        { day: 'sat', opens: '08:00', closes: '12:00' },
      ]);
      expect(rows[1]!.weekly_hours.map((entry) => entry.day)).toEqual([
        'mon',
        'tue',
        'wed',
        'thu',
        'fri',
        'sat',
        'sun',
      ]);
      expect(rows[1]!.weekly_hours[6]).toEqual({ day: 'sun', opens: '09:00', closes: '13:00' });
      // No hours, or hours that close before they open, become "closed every day".
      expect(rows[2]!.weekly_hours).toEqual([]);
      expect(rows[3]!.weekly_hours).toEqual([]);
      expect(rows.every((row) => row.is_active && row.closures.length === 0)).toBe(true);
      const { rows: columns } = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_name = 'branches' and column_name = 'hours'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
