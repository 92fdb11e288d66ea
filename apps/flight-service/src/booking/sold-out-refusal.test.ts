import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolMax } from "../db/database";
import type { SeatClaim } from "../db/schema";
import type { FlightService } from "../index";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { adult, bookCall, guestToken, publishedPrice, reviewCall } from "./booking-testing";

/**
 * A booking in flight holds its fare class's counter row until it commits. A request for a
 * class that is already full is refused from a plain read of the counter, so it answers
 * while that lock is held instead of queuing behind it. Needs a second connection holding
 * the lock: Postgres only (PGlite runs one transaction at a time, so everything would wait).
 */
const url = process.env.DATABASE_URL;
let service: FlightService;
let other: pg.Client;
beforeAll(async () => {
  if (!url) return;
  const database = await testDatabase();
  service = await serviceUnderTest({ database });
  other = new pg.Client({ connectionString: (database as { url: string }).url });
  await other.connect();
});
afterAll(async () => {
  if (!url) return;
  await other.end();
  await service.close();
});

const COUNTER_KEY =
  "flight_number = $1 and flight_date = $2 and cabin_class = $3 and booking_class = $4";
const keyOf = (claim: SeatClaim) => [
  claim.flightNumber,
  claim.flightDate,
  claim.cabinClass,
  claim.bookingClass,
];

/** Sets what the fare class a review claims has sold: all of it by default. */
async function sellOut(bookingId: string, sold?: number): Promise<SeatClaim> {
  const { rows } = await other.query("select seat_claims from reviews where id = $1", [bookingId]);
  const [claim] = rows[0].seat_claims as SeatClaim[];
  if (!claim) throw new Error(`review ${bookingId} claims no seats`);
  await other.query(
    `insert into seat_counters (flight_number, flight_date, cabin_class, booking_class, capacity, sold)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (flight_number, flight_date, cabin_class, booking_class) do update set sold = excluded.sold`,
    [...keyOf(claim), claim.capacity, sold ?? claim.capacity],
  );
  return claim;
}

describe.runIf(url)("a refusal of a full fare class on Postgres", () => {
  it("answers 1915 while another transaction holds the class's counter row", async () => {
    const token = await guestToken(service);
    const price = publishedPrice("DEL", "BOM", 200 + Math.floor(Math.random() * 100));
    const review = await reviewCall(service, token, [price.id]);
    const bookingId = review.body.payload.bookingId;
    const claim = await sellOut(bookingId);

    await other.query("begin");
    try {
      const locked = await other.query(
        `select sold from seat_counters where ${COUNTER_KEY} for update`,
        keyOf(claim),
      );
      expect(locked.rows).toEqual([{ sold: claim.capacity }]);
      // Were the refusal to wait for this lock, this call would not return before the rollback.
      const { body } = await bookCall(service, token, { bookingId, passengers: [adult("Asha")] });
      expect(body.errors[0].errCode).toBe("1915");
    } finally {
      await other.query("rollback");
    }
  });

  it("answers 1915 while as many books as the pool has connections wait on another class's held counter row", async () => {
    const token = await guestToken(service);
    const busy = publishedPrice("DEL", "BOM", 200 + Math.floor(Math.random() * 100));
    const waiting = [];
    for (let index = 0; index < poolMax(); index += 1) {
      waiting.push((await reviewCall(service, token, [busy.id])).body.payload.bookingId);
    }
    const busyClaim = await sellOut(waiting[0], 0);
    const full = publishedPrice("BOM", "BLR", 200 + Math.floor(Math.random() * 100));
    const fullId = (await reviewCall(service, token, [full.id])).body.payload.bookingId;
    await sellOut(fullId);

    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    await other.query("begin");
    let books: Promise<unknown>[] = [];
    try {
      await other.query(`select 1 from seat_counters where ${COUNTER_KEY} for update`, [
        ...keyOf(busyClaim),
      ]);
      books = waiting.map((bookingId) =>
        bookCall(service, token, { bookingId, passengers: [adult("Ravi")] }),
      );
      // The books admitted to the busy class wait on its counter row; the others wait in
      // memory, holding no connection.
      await expect
        .poll(async () => {
          const { rows } = await watcher.query(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
          );
          return rows[0].n;
        })
        .toBe(Math.max(1, Math.floor(poolMax() / 2)));
      // Were the refusal to queue behind those books, it would not return before the rollback.
      const { body } = await bookCall(service, token, {
        bookingId: fullId,
        passengers: [adult("Asha")],
      });
      expect(body.errors[0].errCode).toBe("1915");
    } finally {
      await other.query("rollback");
      await Promise.all(books);
      await watcher.end();
    }
  });
});
