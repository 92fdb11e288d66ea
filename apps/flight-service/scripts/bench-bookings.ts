// Booking throughput under contention through service.fetch: concurrent clients review, book
// and pay (a) the last seats of one flight and (b) random flights; bookings/s, p50/p95 per
// step, and a check that no fare class was oversold. PGlite files in a temporary directory,
// or the Postgres server of DATABASE_URL (see the README).
// Run: npm run bench -w @wayfare/flight-service (after the search benchmark), or
// npm run bench:postgres -w @wayfare/flight-service on a throwaway Postgres 15
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sum } from "drizzle-orm";
import { loginToken } from "../src/after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  payCall,
  publishedPrice,
  reviewCall,
} from "../src/booking/booking-testing";
import { type DatabaseLocation, openDatabase } from "../src/db/database";
import { seatCounters } from "../src/db/schema";
import { createFlightService, type FlightService } from "../src/index";
import { seededRandom } from "../src/inventory/prng";

const CONCURRENCY = Number(process.env.BENCH_CLIENTS ?? 8);
const RANDOM_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 60);
/** Clients beyond the seats left, who must be refused. */
const OVER_DEMAND = 12;
const ROUTES = [
  ["DEL", "BOM"],
  ["BOM", "BLR"],
  ["DEL", "BLR"],
  ["MAA", "CCU"],
  ["HYD", "DEL"],
  ["BLR", "GOI"],
  ["CCU", "BOM"],
  ["PNQ", "DEL"],
];
const NAMES = ["Asha", "Ravi", "Neha", "Omar", "Zoya", "Kabir", "Mira", "Dev", "Isha", "Arjun"];
const SURNAMES = ["Sharma", "Rao", "Iyer", "Khan", "Das", "Patel", "Nair", "Gupta"];

type Step = "review" | "book" | "pay";
interface Outcome {
  timings: Partial<Record<Step, number>>;
  /** The catalogue code that stopped it, or undefined when paid. */
  refusal?: string;
}

const random = seededRandom("bench-bookings");

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** One client: review, book and pay one adult on a price. */
async function bookOne(service: FlightService, token: string, priceId: string, index: number) {
  const outcome: Outcome = { timings: {} };
  const [review, reviewMs] = await timed(() => reviewCall(service, token, [priceId]));
  outcome.timings.review = reviewMs;
  if (!review.body.status.success) return { ...outcome, refusal: review.body.errors[0].errCode };
  const bookingId = review.body.payload.bookingId;
  const passenger = adult(NAMES[index % NAMES.length] ?? "Asha", SURNAMES[index % SURNAMES.length]);
  const [book, bookMs] = await timed(() =>
    bookCall(service, token, { bookingId, passengers: [passenger] }),
  );
  outcome.timings.book = bookMs;
  if (!book.body.status.success) return { ...outcome, refusal: book.body.errors[0].errCode };
  const [pay, payMs] = await timed(() =>
    payCall(service, token, { bookingId, wallet: "DEPOSIT", amount: book.body.payload.total }),
  );
  outcome.timings.pay = payMs;
  if (!pay.body.status.success) return { ...outcome, refusal: `pay ${pay.body.errors[0].errCode}` };
  return outcome;
}

/** Runs the jobs with at most `limit` in flight. */
async function pooled<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function seatsLeft(service: FlightService, token: string, priceId: string) {
  const { body } = await reviewCall(service, token, [priceId]);
  if (!body.status.success) return 0;
  return body.payload.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining as number;
}

async function seatsSold(location: DatabaseLocation) {
  const { db, close } = await openDatabase(location);
  try {
    const rows = await db.select().from(seatCounters);
    const [total] = await db.select({ sold: sum(seatCounters.sold) }).from(seatCounters);
    return {
      sold: Number(total?.sold ?? 0),
      oversold: rows.filter((row) => row.sold > row.capacity).length,
    };
  } finally {
    await close();
  }
}

interface ScenarioReport {
  name: string;
  outcomes: Outcome[];
  seconds: number;
}

async function scenario(name: string, jobs: (() => Promise<Outcome>)[]): Promise<ScenarioReport> {
  const [outcomes, ms] = await timed(() => pooled(jobs, CONCURRENCY));
  return { name, outcomes, seconds: ms / 1000 };
}

const url = process.env.DATABASE_URL;
const dir = url ? undefined : mkdtempSync(join(tmpdir(), "wayfare-bench-bookings-"));
const database: DatabaseLocation = url ? { url } : { pgliteDir: join(dir as string, "pglite") };
const failures: string[] = [];
try {
  const service = await createFlightService({
    tokenSecret: "a-bench-only-secret-of-enough-length-123",
    database,
  });
  const token = await loginToken(service, "distributor@wayfare.test", "Distributor@123");
  const soldBefore = await seatsSold(database);

  // (a) Far ahead and picked at random, so repeated runs on one Postgres find seats left.
  const contested = publishedPrice(
    "BOM",
    "BLR",
    200 + random.int(0, 150),
    undefined,
    random.int(0, 999),
  );
  const seats = await seatsLeft(service, token, contested.id);
  const lastSeats = await scenario(
    `last ${seats} seats of one flight, ${seats + OVER_DEMAND} clients`,
    Array.from(
      { length: seats + OVER_DEMAND },
      (_, index) => () => bookOne(service, token, contested.id, index),
    ),
  );
  const contestedPaid = lastSeats.outcomes.filter((outcome) => !outcome.refusal).length;
  if (contestedPaid > seats) failures.push(`${contestedPaid} paid bookings for ${seats} seats`);
  if ((await seatsLeft(service, token, contested.id)) !== seats - contestedPaid) {
    failures.push("seats left on the contested flight do not match the bookings made");
  }

  // (b) Random flights; several clients may still meet on one.
  const randomFlights = await scenario(
    `${RANDOM_BOOKINGS} bookings on random flights`,
    Array.from({ length: RANDOM_BOOKINGS }, (_, index) => {
      const [from, to] = random.pick(ROUTES) as [string, string];
      const price = publishedPrice(from, to, random.int(1, 120), undefined, random.int(0, 999));
      return () => bookOne(service, token, price.id, index);
    }),
  );
  await service.close();

  const booked = [...lastSeats.outcomes, ...randomFlights.outcomes].filter(
    (outcome) => outcome.timings.book !== undefined && !outcome.refusal?.match(/^\d+$/),
  ).length;
  const after = await seatsSold(database);
  if (after.oversold > 0) failures.push(`${after.oversold} fare classes sold over capacity`);
  if (after.sold - soldBefore.sold !== booked) {
    failures.push(`seat counters moved by ${after.sold - soldBefore.sold}, ${booked} seats booked`);
  }

  console.log(
    `\nBooking throughput on ${url ? "Postgres" : "PGlite"}, ${CONCURRENCY} concurrent clients\n`,
  );
  const rows = [lastSeats, randomFlights].map(({ name, outcomes, seconds }) => {
    const paid = outcomes.filter((outcome) => !outcome.refusal).length;
    const refusals = new Map<string, number>();
    for (const { refusal } of outcomes) {
      if (refusal) refusals.set(refusal, (refusals.get(refusal) ?? 0) + 1);
    }
    const steps = (["review", "book", "pay"] as const).map((step) => {
      const times = outcomes
        .map((outcome) => outcome.timings[step])
        .filter((time): time is number => time !== undefined)
        .sort((a, b) => a - b);
      return `${percentile(times, 50).toFixed(0)} / ${percentile(times, 95).toFixed(0)}`;
    });
    return {
      scenario: name,
      paid,
      refused: [...refusals].map(([code, n]) => `${n}× ${code}`).join(", ") || "—",
      "bookings/s": (paid / seconds).toFixed(1),
      "review p50/p95 ms": steps[0],
      "book p50/p95 ms": steps[1],
      "pay p50/p95 ms": steps[2],
    };
  });
  console.table(rows);
  console.log(
    `seat counters: +${after.sold - soldBefore.sold} sold for ${booked} seats booked, ` +
      `${after.oversold} classes over capacity (the contested class had ${seats} seats, ${contestedPaid} paid)`,
  );
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`OVERSOLD OR INCONSISTENT:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
} else {
  console.log("no seat or fare class was oversold");
}
