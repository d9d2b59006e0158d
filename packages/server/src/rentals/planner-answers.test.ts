import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { daysFromToday } from '../bookings/booking-test-helpers';
import { keepSerialisedAnswer } from '../http/kept-answers';
import { apiCaller } from '../testing/accounts';
import { openDemoBranch, type DemoBranch } from '../testing/demo-branch';
import { createPlannerAnswers } from './planner-answers';
import type { Planner, RentalRequest } from './rental-test-helpers';

let t: DemoBranch;
beforeAll(async () => {
  t = await openDemoBranch();
});
afterAll(() => t.close());

type Injectable = Parameters<typeof apiCaller>[0];

/** The branch's planner for the next two weeks, as the owner, through `app` (the test app unless told). */
async function planner(app: Injectable = t.app) {
  const response = await apiCaller(app)(
    'GET',
    `/account/${t.accountId}/planner?from=${daysFromToday(0)}&to=${daysFromToday(13)}&branch_id=${t.branchId}`,
    { as: t.owner },
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response;
}

const unitOf = (response: { json: <T>() => T }, id: number) =>
  response.json<Planner>().units.find((unit) => unit.id === id);

/** A unit's bars as `kind start→end` (days from today), for short expectations. */
const barsOf = (response: { json: <T>() => T }, id: number) =>
  unitOf(response, id)!.bars.map((bar) => {
    const day = (date: string) =>
      Math.round((Date.parse(date) - Date.parse(daysFromToday(0))) / 864e5);
    return `${bar.kind} ${day(bar.start_date)}→${day(bar.end_date)}`;
  });

/** Runs `sql` with the triggers off (in one transaction: one connection): a write no version sees. */
async function behindTheVersions(sql: string, values: unknown[]) {
  await t.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(sql, values);
  });
}

describe('the planner’s kept answers', () => {
  it('sends the JSON that left again while nothing it is read from changed', async () => {
    const unit = await t.unit({ title: 'Kept lift — Año' });
    const first = await planner();
    await behindTheVersions('update products set title = $2 where id = $1', [
      unit,
      'Renamed unseen',
    ]);
    const again = await planner();
    // Still the first answer: the rename was made behind the versions' backs.
    expect(again.body).toBe(first.body);
    expect(unitOf(again, unit)!.title).toBe('Kept lift — Año');
    // The same kind of write with its trigger (catalog_state, migration 006) is in the next answer.
    await t.db.query('update products set title = $2 where id = $1', [unit, 'Renamed']);
    expect(unitOf(await planner(), unit)!.title).toBe('Renamed');
  });

  it('a hold placed and released, a request made, refused, made again and approved: each is in the next answer', async () => {
    const { renter, rentalId, equipmentId } = await t.customerRental({ fleet: 2 });
    expect(barsOf(await planner(), equipmentId)).toEqual(['lead 3→5']);

    // Bookings (booking_state, migration 023).
    const held = await t.call('POST', `/account/${t.accountId}/bookings`, {
      as: t.owner,
      payload: {
        equipment_id: equipmentId,
        quantity: 1,
        start_date: daysFromToday(9),
        end_date: daysFromToday(10),
      },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(barsOf(await planner(), equipmentId)).toEqual(['lead 3→5', 'hold 9→10']);
    const released = await t.call(
      'DELETE',
      `/account/${t.accountId}/bookings/${held.json<{ id: number }>().id}`,
      { as: t.owner },
    );
    expect(released.statusCode, released.body).toBe(204);
    expect(barsOf(await planner(), equipmentId)).toEqual(['lead 3→5']);

    // Requests alone (rental_request_state, migration 034): no booking changes.
    const extend = async () => {
      const asked = await t.call('POST', `/user/rentals/${rentalId}/extension`, {
        as: renter,
        payload: { end_date: daysFromToday(7) },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      return asked.json<RentalRequest>().id;
    };
    const answer = async (requestId: number, payload: object) => {
      const answered = await t.call(
        'POST',
        `/account/${t.accountId}/rental-requests/${requestId}`,
        { as: t.owner, payload },
      );
      expect(answered.statusCode, answered.body).toBe(200);
    };
    const refused = await extend();
    expect(barsOf(await planner(), equipmentId)).toEqual(['lead 3→5', 'extension 6→7']);
    await answer(refused, { status: 'refused', reason: 'Needed elsewhere' });
    expect(barsOf(await planner(), equipmentId)).toEqual(['lead 3→5']);

    // An approval moves the booking's end in place (migration 033's end_date trigger).
    const approved = await extend();
    expect(barsOf(await planner(), equipmentId)).toEqual(['lead 3→5', 'extension 6→7']);
    await answer(approved, { status: 'approved' });
    expect(barsOf(await planner(), equipmentId)).toEqual(['lead 3→7']);
  });

  it('a change made through another instance on the same database is in this one’s next answer', async () => {
    const other = await buildApp({ config: t.config, db: t.db, store: t.store }, { logger: false });
    try {
      const unit = await t.unit({ title: 'Shared lift' });
      expect(barsOf(await planner(), unit)).toEqual([]);
      expect(barsOf(await planner(other), unit)).toEqual([]);
      const held = await apiCaller(other)('POST', `/account/${t.accountId}/bookings`, {
        as: t.owner,
        payload: {
          equipment_id: unit,
          quantity: 1,
          start_date: daysFromToday(2),
          end_date: daysFromToday(4),
        },
      });
      expect(held.statusCode, held.body).toBe(201);
      expect(barsOf(await planner(), unit)).toEqual(['hold 2→4']);
    } finally {
      await other.close();
    }
  });

  it('answers another account its own planner for the same range', async () => {
    await planner();
    const stranger = await t.customer();
    const { rows } = await t.db.query<{ account_id: number }>(
      'select account_id from account_users where user_id = $1',
      [stranger.user.id],
    );
    const own = await t.call(
      'GET',
      `/account/${rows[0]!.account_id}/planner?from=${daysFromToday(0)}&to=${daysFromToday(13)}&branch_id=${t.branchId}`,
      { as: stranger },
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Planner>().units).toEqual([]);
  });
});

describe('createPlannerAnswers', () => {
  /** Serves `key` the way the API does: a computed value is kept by the onSend hook. */
  function server(maxBytes: number) {
    const answers = createPlannerAnswers(t.db, { maxBytes });
    const computed: string[] = [];
    const serve = async (key: string, body: string, before?: () => Promise<void>) => {
      const request = {} as FastifyRequest;
      const reply = { type: () => reply } as unknown as FastifyReply;
      const answer = await answers.serve(request, reply, key, async () => {
        computed.push(key);
        await before?.();
        return { body };
      });
      if (!Buffer.isBuffer(answer))
        await keepSerialisedAnswer(
          request,
          { statusCode: 200 } as FastifyReply,
          JSON.stringify(answer),
        );
      return Buffer.isBuffer(answer) ? answer.toString() : answer;
    };
    return { answers, computed, serve };
  }

  it('keeps at most maxBytes of JSON, dropping the least recently sent first', async () => {
    const { answers, computed, serve } = server(40);
    const body = 'x'.repeat(10); // {"body":"xxxxxxxxxx"}: 21 bytes
    await serve('a', body);
    await serve('b', body);
    expect(answers.size).toBe(1);
    expect(await serve('b', body)).toBe(`{"body":"${body}"}`);
    expect(await serve('a', body)).toEqual({ body });
    expect(computed).toEqual(['a', 'b', 'a']);
    expect(answers.bytes).toBe(21);
    // An answer longer than the whole budget is never kept.
    await serve('long', 'y'.repeat(40));
    expect(answers.size).toBe(1);
  });

  it('drops what it kept when a version moves, and keeps nothing computed under an older one', async () => {
    const { answers, computed, serve } = server(1000);
    await serve('a', 'one');
    expect(await serve('a', 'one')).toBe('{"body":"one"}');
    await t.db.query('update rental_request_state set version = version + 1');
    expect(await serve('a', 'two')).toEqual({ body: 'two' });
    expect(answers.size).toBe(1);
    // While `c` is computed, a change lands and another call reads the newer versions: `c`'s
    // answer (of the older ones) is not kept, the newer call's is.
    await serve('c', 'three', async () => {
      await t.db.query('update booking_state set version = version + 1');
      await serve('b', 'four');
    });
    expect(computed).toEqual(['a', 'a', 'c', 'b']);
    expect(await serve('b', 'four')).toBe('{"body":"four"}');
    expect(await serve('c', 'five')).toEqual({ body: 'five' });
    expect(answers.size).toBe(2);
  });
});
