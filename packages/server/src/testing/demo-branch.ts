import { expect } from 'vitest';
import { insertRentalUnit, type RentalUnitFixture } from '../bookings/booking-test-helpers';
import { demoAccountId } from '../products/product-test-helpers';
import {
  quoteList,
  rentItem,
  sendQuote,
  type QuoteInput,
  type QuoteListOptions,
} from '../quotes/quote-test-helpers';
import { apiCaller } from './accounts';
import { loginAsDemoOwner, registerAndLogin, uniqueEmail, type TestSession } from './auth';
import { mailedToken } from './mail';
import { createTestApp } from './test-app';

/** A won rent line: `quantity` units of `equipmentId` from day `from` to day `to` from today. */
export interface WonRentalInput {
  equipmentId: number;
  /** The lead's e-mail address (the customer who sees the rental signs in with it). */
  email: string;
  from: number;
  to: number;
  quantity?: number;
  locale?: 'en' | 'es';
}

/**
 * A test app seeded with the demo data, as the quote and rental tests use it: the demo owner
 * (Owner of the demo account), that account and its Chicago branch, and the steps from a unit to
 * a rental. Each test makes units and customers of its own, so no test sees another's bookings.
 */
export interface DemoBranch extends Awaited<ReturnType<typeof createTestApp>> {
  call: ReturnType<typeof apiCaller>;
  owner: TestSession;
  accountId: number;
  branchId: number;
  /** A published rental unit of the branch (fleet 1, the tests' rates unless `fixture` says). */
  unit(fixture?: Omit<RentalUnitFixture, 'accountId' | 'branchId'>): Promise<number>;
  /** A registered customer whose address is verified through the mailed link (unless `verified` is false). */
  customer(options?: { email?: string; verified?: boolean }): Promise<TestSession>;
  /** A guest's quote list (`items` at this branch: one lead); answers the lead's reference. */
  quoteList(items: object[], options?: QuoteListOptions): Promise<string>;
  /** A draft quote of the lead `reference` created and sent by the owner; its mail's link. */
  sendQuote(reference: string, body: QuoteInput): ReturnType<typeof sendQuote>;
  /** A quote list of one rent line marked won by the owner: the rental (booking) and the lead. */
  wonRental(input: WonRentalInput): Promise<{ rentalId: number; reference: string }>;
  /**
   * A new verified customer and their won rental of a new unit (`fleet`, `title`), one unit
   * from day `from` to day `to` (3 to 5 unless told).
   */
  customerRental(options?: {
    from?: number;
    to?: number;
    fleet?: number;
    title?: string;
    locale?: 'en' | 'es';
  }): Promise<{ renter: TestSession; equipmentId: number; rentalId: number; reference: string }>;
}

/** Opens a {@link DemoBranch}; `close()` it in `afterAll`. */
export async function openDemoBranch({
  config,
}: {
  config?: NonNullable<Parameters<typeof createTestApp>[0]>['config'];
} = {}): Promise<DemoBranch> {
  const t = await createTestApp({ config: { formSubmissionsPerHour: 1000, ...config } });
  const call = apiCaller(t.app);
  const owner = await loginAsDemoOwner(t.app);
  const accountId = await demoAccountId(t.db);
  const { rows } = await t.db.query<{ id: number }>(
    `select id from branches where city = 'Chicago'`,
  );
  const branchId = rows[0]!.id;
  const branch: DemoBranch = {
    ...t,
    call,
    owner,
    accountId,
    branchId,
    unit: (fixture = {}) => insertRentalUnit(t.db, { ...fixture, accountId, branchId }),
    async customer({ email = uniqueEmail('renter'), verified = true } = {}) {
      const session = await registerAndLogin(t.app, { name: 'Rita Renter', email });
      if (!verified) return session;
      const token = await mailedToken(t.db, session.email, 'verify-email');
      const response = await call('POST', '/user/verify-email', { payload: { token } });
      expect(response.statusCode, response.body).toBe(200);
      return session;
    },
    quoteList: (items, options) => quoteList(call, items, options),
    sendQuote: (reference, body) => sendQuote(call, t.db, owner, accountId, reference, body),
    async wonRental({ equipmentId, email, from, to, quantity = 1, locale }) {
      const reference = await quoteList(call, [rentItem(equipmentId, quantity, from, to)], {
        email,
        locale,
        fields: { po_number: 'PO-7781' },
      });
      const won = await call('POST', `/account/${accountId}/leads/${reference}`, {
        as: owner,
        payload: { status: 'won' },
      });
      expect(won.statusCode, won.body).toBe(200);
      const booked = await t.db.query<{ id: number }>(
        `select b.id from equipment_bookings b
           join quote_request_lines l on l.id = b.quote_line_id
           join quote_requests q on q.id = l.quote_request_id
          where q.reference = $1`,
        [reference],
      );
      expect(booked.rows).toHaveLength(1);
      return { rentalId: booked.rows[0]!.id, reference };
    },
    async customerRental({ from = 3, to = 5, fleet, title, locale } = {}) {
      const equipmentId = await branch.unit({ fleet, title });
      const renter = await branch.customer();
      const won = await branch.wonRental({ equipmentId, email: renter.email, from, to, locale });
      return { renter, equipmentId, ...won };
    },
  };
  return branch;
}
