// Bookings under contention through service.fetch (issue 18), PGlite files in a temporary
// directory or the Postgres server of DATABASE_URL (see the README):
// (a) BENCH_CONTENDERS (200) clients book and pay at once the last BENCH_LAST_SEATS (10)
//     seats of one fare class: book+pay p50/p95 of the winners and book p50/p95 of the
//     refusals, against the same number of seats booked and paid one at a time on another
//     flight in the same round (the baseline); BENCH_ROUNDS (3) rounds, each on new flights.
//     Exactly BENCH_LAST_SEATS must be paid and every other client refused 1915. Also this
//     process's CPU time during the burst (service and clients; Postgres's own not counted),
//     steadier than the latencies on a shared machine. With the burst, BENCH_SOLD_OUT (20)
//     clients book a class that was full before it: refusals that should not queue behind it.
// (b) BENCH_BOOKINGS (60) review+book+pay on random flights, BENCH_CLIENTS (8) at a time,
//     and a check that the seat counters moved by the seats booked; BENCH_CONTENTION_ONLY=1
//     skips it.
// Run: npm run bench -w @wayfare/flight-service (after the search benchmark), or
// npm run bench:postgres -w @wayfare/flight-service on a throwaway Postgres 15
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray, sql, sum } from "drizzle-orm";
import { loginToken } from "../src/after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  payCall,
  publishedPrice,
  reviewCall,
} from "../src/booking/booking-testing";
import { SEAT_COUNTER_KEY } from "../src/booking/seat-counters";
import { type DatabaseLocation, openDatabase } from "../src/db/database";
import { reviews, seatCounters } from "../src/db/schema";
import { createFlightService, type FlightService } from "../src/index";
import { seededRandom } from "../src/inventory/prng";
import { statementsSentDuring } from "../src/testing/statements-sent";

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LAST_SEATS = setting("BENCH_LAST_SEATS", 10);
const CONTENDERS = setting("BENCH_CONTENDERS", 200);
const ROUNDS = setting("BENCH_ROUNDS", 3);
const CONCURRENCY = setting("BENCH_CLIENTS", 8);
const RANDOM_BOOKINGS = setting("BENCH_BOOKINGS", 60);
const SOLD_OUT = setting("BENCH_SOLD_OUT", 20);
const CONTENTION_ONLY = process.env.BENCH_CONTENTION_ONLY === "1";
const PROFILE_DIR = process.env.BENCH_PROFILE;
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

const random = seededRandom("bench-bookings");

const passenger = (index: number) =>
  adult(NAMES[index % NAMES.length] ?? "Asha", SURNAMES[index % SURNAMES.length]);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Spread {
  p50: number;
  p95: number;
}
interface RoundResult {
  baseline: Spread;
  winners: Spread;
  /** The winners' book alone, and their pay. */
  winnersBook: Spread;
  winnersPay: Spread;
  refusals: Spread;
  /** Refusals of a class full before the burst, sent with it. */
  soldOut: Spread;
  paid: number;
  cpuMs: number;
  /** Round trips of one paid booking alone, and of a refusal in the burst. */
  tripsPaid: number;
  tripsRefused: number;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p50p95 = (times: number[]): Spread => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/**
 * Book and pay one adult on a reviewed bookingId: the time of both, the refusal if any, and
 * whether the booking was made (a refusal at pay leaves it and its seats).
 */
async function bookAndPay(service: FlightService, token: string, bookingId: string, index: number) {
  const started = performance.now();
  const book = await bookCall(service, token, { bookingId, passengers: [passenger(index)] });
  if (!book.body.status.success) {
    const refusal = book.body.errors[0].errCode as string;
    return { ms: performance.now() - started, refusal, booked: false };
  }
  const bookMs = performance.now() - started;
  const pay = await payCall(service, token, {
    bookingId,
    wallet: "DEPOSIT",
    amount: book.body.payload.total,
  });
  const refusal = pay.body.status.success ? undefined : `pay ${pay.body.errors[0].errCode}`;
  return { ms: performance.now() - started, bookMs, refusal, booked: true };
}

const picked = new Set<string>();
/**
 * A fare class of a BOM-BLR flight with at least LAST_SEATS seats (the inventory offers at
 * most 10), far ahead and picked at random so repeated runs on one Postgres find it unsold.
 */
function lastSeatsPrice(): string {
  const party = { ADULT: LAST_SEATS - 2, CHILD: 0, INFANT: 0 };
  for (;;) {
    try {
      const { id } = publishedPrice(
        "BOM",
        "BLR",
        200 + random.int(0, 150),
        party,
        random.int(0, 999),
      );
      if (!picked.has(id)) {
        picked.add(id);
        return id;
      }
    } catch {
      // No fare class that large on that day: another day.
    }
  }
}

async function reviewIds(service: FlightService, token: string, priceId: string, count: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { body } = await reviewCall(service, token, [priceId]);
    if (!body.status.success) throw new Error(`review refused: ${body.errors[0].errCode}`);
    ids.push(body.payload.bookingId);
  }
  return ids;
}

/** Leaves `left` seats open on the fare classes the reviews claim (the service is closed). */
async function sellDown(location: DatabaseLocation, bookingIds: string[], left: number) {
  const { db, close } = await openDatabase(location);
  try {
    const rows = await db
      .select({ claims: reviews.seatClaims })
      .from(reviews)
      .where(inArray(reviews.id, bookingIds));
    const claims = rows.flatMap((row) => row.claims);
    for (const claim of claims) {
      await db
        .insert(seatCounters)
        .values({ ...claim, sold: claim.capacity - left })
        .onConflictDoUpdate({
          target: SEAT_COUNTER_KEY,
          set: { sold: sql`${seatCounters.capacity} - ${left}` },
        });
    }
  } finally {
    await close();
  }
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

/** One client of (b): review, book and pay one adult on a price; the step times. */
async function reviewBookPay(service: FlightService, token: string, priceId: string, i: number) {
  const [review, reviewMs] = await timed(() => reviewCall(service, token, [priceId]));
  if (!review.body.status.success) {
    return { reviewMs, refusal: review.body.errors[0].errCode as string };
  }
  const bookingId = review.body.payload.bookingId as string;
  const [paid, bookPayMs] = await timed(() => bookAndPay(service, token, bookingId, i));
  return { reviewMs, bookPayMs, refusal: paid.refusal, booked: paid.booked };
}

/** (b): random flights, CONCURRENCY clients at a time; the seats they booked. */
async function randomFlights(service: FlightService, token: string) {
  const [outcomes, ms] = await timed(() =>
    pooled(
      Array.from({ length: RANDOM_BOOKINGS }, (_, index) => {
        const [from, to] = random.pick(ROUTES) as [string, string];
        const price = publishedPrice(from, to, random.int(1, 120), undefined, random.int(0, 999));
        return () => reviewBookPay(service, token, price.id, index);
      }),
      CONCURRENCY,
    ),
  );
  const paid = outcomes.filter((outcome) => !outcome.refusal).length;
  const review = p50p95(outcomes.map((outcome) => outcome.reviewMs));
  const bookPay = p50p95(outcomes.flatMap((outcome) => outcome.bookPayMs ?? []));
  console.log(
    `\n${RANDOM_BOOKINGS} bookings on random flights, ${CONCURRENCY} at a time: ${paid} paid, ` +
      `${(paid / (ms / 1000)).toFixed(1)} bookings/s; review p50/p95 ` +
      `${review.p50.toFixed(0)} / ${review.p95.toFixed(0)} ms, book+pay ` +
      `${bookPay.p50.toFixed(0)} / ${bookPay.p95.toFixed(0)} ms`,
  );
  return outcomes.filter((outcome) => "booked" in outcome && outcome.booked).length;
}

/** BENCH_PROFILE=dir: a CPU profile of each burst, burst-N.cpuprofile in that directory. */
async function startProfile() {
  if (!PROFILE_DIR) return undefined;
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  // 100 µs: at the inspector's default (1 ms) a burst of ~250 ms is too few samples to read
  // per function.
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  return session;
}

async function stopProfile(session: Session | undefined, round: number) {
  if (!session) return;
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(
    join(PROFILE_DIR as string, `burst-${round + 1}.cpuprofile`),
    JSON.stringify(profile),
  );
  session.disconnect();
}

const url = process.env.DATABASE_URL;
const dir = url ? undefined : mkdtempSync(join(tmpdir(), "wayfare-bench-bookings-"));
const database: DatabaseLocation = url ? { url } : { pgliteDir: join(dir as string, "pglite") };
const openService = () =>
  createFlightService({ tokenSecret: "a-bench-only-secret-of-enough-length-123", database });
const failures: string[] = [];
try {
  let service = await openService();
  let token = await loginToken(service, "distributor@wayfare.test", "Distributor@123");

  // (a) Each round: a baseline flight and a contested one, far ahead and picked at random
  // so repeated runs on one Postgres find them unsold, both left with LAST_SEATS seats.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const alone = await reviewIds(service, token, lastSeatsPrice(), LAST_SEATS);
    const contested = await reviewIds(service, token, lastSeatsPrice(), CONTENDERS);
    const full = await reviewIds(service, token, lastSeatsPrice(), SOLD_OUT);
    rounds.push({ alone, contested, full });
  }
  await service.close();
  await sellDown(
    database,
    rounds.flatMap((round) => [...round.alone, ...round.contested]),
    LAST_SEATS,
  );
  await sellDown(
    database,
    rounds.flatMap((round) => round.full),
    0,
  );
  service = await openService();
  token = await loginToken(service, "distributor@wayfare.test", "Distributor@123");

  const results: RoundResult[] = [];
  for (const [round, { alone, contested, full }] of rounds.entries()) {
    // Round trips are the statements sent to Postgres (none on PGlite).
    const [baseline, baselineTrips] = await statementsSentDuring(async () => {
      const outcomes = [];
      for (const [index, bookingId] of alone.entries()) {
        outcomes.push(await bookAndPay(service, token, bookingId, index));
      }
      return outcomes;
    });
    const tripsPaid = baselineTrips / alone.length;
    const profiler = await startProfile();
    const cpuBefore = process.cpuUsage();
    const [[outcomes, soldOut], burstTrips] = await statementsSentDuring(() =>
      Promise.all([
        Promise.all(
          contested.map((bookingId, index) => bookAndPay(service, token, bookingId, index)),
        ),
        Promise.all(full.map((bookingId, index) => bookAndPay(service, token, bookingId, index))),
      ]),
    );
    const cpu = process.cpuUsage(cpuBefore);
    await stopProfile(profiler, round);
    const winners = outcomes.filter((outcome) => !outcome.refusal);
    const refusals = outcomes.filter((outcome) => outcome.refusal);
    const odd = refusals.filter((outcome) => outcome.refusal !== "1915");
    if (baseline.some((outcome) => outcome.refusal)) {
      failures.push(`round ${round}: baseline refused`);
    }
    if (winners.length !== LAST_SEATS) {
      failures.push(`round ${round}: ${winners.length} paid for ${LAST_SEATS} seats`);
    }
    if (odd.length > 0) failures.push(`round ${round}: refused ${odd.map((o) => o.refusal)}`);
    if (soldOut.some((outcome) => outcome.refusal !== "1915")) {
      failures.push(`round ${round}: a full class was not refused 1915`);
    }
    results.push({
      baseline: p50p95(baseline.map((outcome) => outcome.ms)),
      winners: p50p95(winners.map((outcome) => outcome.ms)),
      winnersBook: p50p95(winners.map((outcome) => outcome.bookMs ?? 0)),
      winnersPay: p50p95(winners.map((outcome) => outcome.ms - (outcome.bookMs ?? 0))),
      refusals: p50p95(refusals.map((outcome) => outcome.ms)),
      soldOut: p50p95(soldOut.map((outcome) => outcome.ms)),
      paid: winners.length,
      cpuMs: (cpu.user + cpu.system) / 1000,
      tripsPaid,
      tripsRefused:
        (burstTrips - winners.length * tripsPaid) / Math.max(1, refusals.length + soldOut.length),
    });
  }

  const ms = (value: number) => value.toFixed(1);
  console.log(
    `\n${CONTENDERS} clients book+pay the last ${LAST_SEATS} seats at once, ` +
      `${url ? `Postgres (pool ${process.env.DATABASE_POOL_MAX ?? "default"})` : "PGlite"}; ` +
      `baseline: the same ${LAST_SEATS} one at a time (ms)\n`,
  );
  console.table(
    results.map((result, round) => ({
      round: round + 1,
      paid: result.paid,
      "baseline p50/p95": `${ms(result.baseline.p50)} / ${ms(result.baseline.p95)}`,
      "winners p50/p95": `${ms(result.winners.p50)} / ${ms(result.winners.p95)}`,
      "of it book / pay p95": `${ms(result.winnersBook.p95)} / ${ms(result.winnersPay.p95)}`,
      "refusals p50/p95": `${ms(result.refusals.p50)} / ${ms(result.refusals.p95)}`,
      "winners p95 ÷ baseline p95": (result.winners.p95 / result.baseline.p95).toFixed(1),
      "refusals p95 ÷ baseline p95": (result.refusals.p95 / result.baseline.p95).toFixed(1),
      "full before p50/p95": `${ms(result.soldOut.p50)} / ${ms(result.soldOut.p95)}`,
      "full before p95 ÷ baseline p95": (result.soldOut.p95 / result.baseline.p95).toFixed(1),
      "burst CPU": ms(result.cpuMs),
      "round trips paid / refused": url
        ? `${result.tripsPaid.toFixed(1)} / ${result.tripsRefused.toFixed(1)}`
        : "(Postgres only)",
    })),
  );
  for (const [label, pick] of [
    ["baseline p95", (r: RoundResult) => r.baseline.p95],
    ["winners p95", (r: RoundResult) => r.winners.p95],
    ["refusals p95", (r: RoundResult) => r.refusals.p95],
    ["full-before refusals p95", (r: RoundResult) => r.soldOut.p95],
    ["winners p95 ÷ baseline", (r: RoundResult) => r.winners.p95 / r.baseline.p95],
    ["refusals p95 ÷ baseline", (r: RoundResult) => r.refusals.p95 / r.baseline.p95],
    ["full-before p95 ÷ baseline", (r: RoundResult) => r.soldOut.p95 / r.baseline.p95],
    ["burst CPU", (r: RoundResult) => r.cpuMs],
  ] as const) {
    const values = results.map(pick);
    const unit = label.includes("÷") ? "×" : " ms";
    console.log(`${label}: min ${ms(Math.min(...values))}, median ${ms(median(values))}${unit}`);
  }

  await service.close();

  if (!CONTENTION_ONLY) {
    const before = await seatsSold(database);
    service = await openService();
    const booked = await randomFlights(
      service,
      await loginToken(service, "distributor@wayfare.test", "Distributor@123"),
    );
    await service.close();
    const after = await seatsSold(database);
    if (after.oversold > 0) failures.push(`${after.oversold} fare classes sold over capacity`);
    if (after.sold - before.sold !== booked) {
      failures.push(`seat counters moved by ${after.sold - before.sold}, ${booked} seats booked`);
    }
  }
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`OVERSOLD OR INCONSISTENT:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
} else {
  console.log("no seat or fare class was oversold");
}
