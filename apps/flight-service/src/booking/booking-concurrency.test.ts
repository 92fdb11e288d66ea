import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { statementsSentDuring } from "../testing/statements-sent";
import { adult, bookCall, guestToken, publishedPrice, reviewCall } from "./booking-testing";

/**
 * Many bookings at once for the last seats of one flight. On Postgres (DATABASE_URL) they
 * run truly in parallel over a pool of connections; on PGlite they queue on its one
 * connection. Either way the seats sold never exceed the seats there were.
 */
let service: FlightService;
let token: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  token = await guestToken(service);
});
afterAll(() => service.close());

const NAMES = ["Asha", "Ravi", "Neha", "Omar", "Zoya", "Kabir", "Mira", "Dev", "Isha", "Arjun"];
const MORE = ["Tara", "Vikram", "Leela", "Rohan", "Sara", "Yash"];

async function seatsLeft(priceId: string): Promise<number> {
  const { body } = await reviewCall(service, token, [priceId]);
  return body.payload?.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining ?? 0;
}

async function bookAllAtOnce(bookingIds: string[]) {
  return Promise.all(
    bookingIds.map((bookingId, index) =>
      bookCall(service, token, {
        bookingId,
        passengers: [adult(NAMES[index % NAMES.length] ?? "Asha", MORE[index % MORE.length])],
      }),
    ),
  );
}

describe("booking the last seats concurrently", () => {
  it("never oversells: as many bookings succeed as there were seats, the rest get 1915", async () => {
    const price = publishedPrice("BOM", "BLR", 200 + Math.floor(Math.random() * 100));
    const seats = await seatsLeft(price.id);
    expect(seats).toBeGreaterThan(0);
    const attempts = seats + 5;
    const bookingIds: string[] = [];
    for (let index = 0; index < attempts; index += 1) {
      const { body } = await reviewCall(service, token, [price.id]);
      bookingIds.push(body.payload.bookingId);
    }
    const outcomes = await Promise.all(
      bookingIds.map((bookingId, index) =>
        bookCall(service, token, {
          bookingId,
          passengers: [adult(NAMES[index % NAMES.length] ?? "Asha", MORE[index % MORE.length])],
        }),
      ),
    );
    const booked = outcomes.filter(({ body }) => body.status.success);
    const refused = outcomes.filter(({ body }) => !body.status.success);
    expect(booked).toHaveLength(seats);
    expect(refused.map(({ body }) => body.errors[0].errCode)).toEqual(
      Array(attempts - seats).fill("1915"),
    );
    const after = await reviewCall(service, token, [price.id]);
    expect(after.body.errors[0].errCode).toBe("1915");
  });

  // On PGlite's one connection the books run one after the other: none waits.
  it.runIf(process.env.DATABASE_URL)(
    "the books still waiting when the class sells out read together, not one after the other",
    async () => {
      const price = publishedPrice("DEL", "BOM", 200 + Math.floor(Math.random() * 100));
      const seats = await seatsLeft(price.id);
      const attempts = seats + 30;
      const bookingIds: string[] = [];
      for (let index = 0; index < attempts; index += 1) {
        const { body } = await reviewCall(service, token, [price.id]);
        bookingIds.push(body.payload.bookingId);
      }
      const [outcomes, reads] = await statementsSentDuring(
        () => bookAllAtOnce(bookingIds),
        // The reads of reviews to book (review-to-book.ts).
        (text) => text.includes('"reviews"."id" = any('),
      );
      expect(outcomes.filter(({ body }) => body.status.success)).toHaveLength(seats);
      // One read per book in turn while seats are left, then one for all the others.
      expect(reads).toBeLessThan(seats + 10);
    },
  );

  it("a bookingId submitted many times at once makes one booking and takes its seats once", async () => {
    const price = publishedPrice("BLR", "BOM", 200 + Math.floor(Math.random() * 100));
    const seats = await seatsLeft(price.id);
    const { body } = await reviewCall(service, token, [price.id]);
    const submits = await Promise.all(
      Array.from({ length: 6 }, () =>
        bookCall(service, token, {
          bookingId: body.payload.bookingId,
          passengers: [adult("Asha")],
        }),
      ),
    );
    const payloads = submits.map((submit) => submit.body.payload);
    expect(new Set(payloads.map((payload) => JSON.stringify(payload))).size).toBe(1);
    expect(await seatsLeft(price.id)).toBe(seats - 1);
  });
});
