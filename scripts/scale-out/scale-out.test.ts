// Two flight-service processes and two portal processes on one Postgres, each pair behind
// a round-robin proxy (portals → services' proxy by SERVICE_URL; visitors → portals' proxy).
// Needs DATABASE_URL (scripts/with-postgres.sh) and the portal build (apps/portal/build).
import { randomInt } from "node:crypto";
import { REQUEST_HEADERS } from "@wayfare/domain";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balance,
  loginToken,
} from "../../apps/flight-service/src/after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  payCall,
  publishedPrice,
  reviewCall,
} from "../../apps/flight-service/src/booking/booking-testing";
import type { FlightService } from "../../apps/flight-service/src/index";
import { registerFreshUser } from "../../apps/flight-service/src/testing/fresh-user";
import { backendCall } from "../../apps/flight-service/src/testing/service-under-test";
import { flightService, portal, type Running, ready } from "./processes";
import { remoteService } from "./remote-service";
import { roundRobinProxy } from "./round-robin-proxy";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("run with scripts/with-postgres.sh (DATABASE_URL)");

// No TOKEN_SECRET: both services must agree on the one kept in the database.
const serviceEnv = { DATABASE_URL: databaseUrl, TOKEN_SECRET: "", REGISTRATION_ENABLED: "true" };
let services: Running[];
let portals: Running[];
let serviceProxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let portalProxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let portalEnv: NodeJS.ProcessEnv;
let viaProxy: FlightService;
let front: string;

beforeAll(async () => {
  services = await Promise.all([flightService(serviceEnv), flightService(serviceEnv)]);
  serviceProxy = await roundRobinProxy(services.map((service) => service.url));
  portalEnv = { SERVICE_URL: serviceProxy.url, TRUST_PROXY: "loopback", CLIENT_MODE: "B2B" };
  portals = await Promise.all([portal(portalEnv), portal(portalEnv)]);
  portalProxy = await roundRobinProxy(portals.map((running) => running.url));
  viaProxy = remoteService(serviceProxy.url);
  front = portalProxy.url;
  await Promise.all([...services, ...portals].map((running) => ready(running.url)));
}, 120_000);

afterAll(async () => {
  await Promise.all([...(services ?? []), ...(portals ?? [])].map((running) => running.stop()));
  await Promise.all([serviceProxy, portalProxy].map((proxy) => proxy?.close()));
});

/** A rolling restart's second half: new processes in the first places, in both proxies. */
async function replaceFirstOfEach() {
  const [service, newPortal] = await Promise.all([flightService(serviceEnv), portal(portalEnv)]);
  await Promise.all([ready(service.url), ready(newPortal.url)]);
  services[0] = service;
  serviceProxy.backends[0] = service.url;
  portals[0] = newPortal;
  portalProxy.backends[0] = newPortal.url;
}

/** One service process directly, not through the proxy. */
const serviceAt = (index: number) => remoteService(services[index]?.url ?? "");

describe("sessions hold across processes", () => {
  it("a token issued by one service is accepted by the other", async () => {
    const token = await loginToken(serviceAt(0), "distributor@wayfare.test", "Distributor@123");
    expect(token).not.toBe("");
    expect(await balance(serviceAt(1), token)).toBeGreaterThan(0);
    const other = await loginToken(serviceAt(1), "agent@wayfare.test", "Agent@123");
    expect(await balance(serviceAt(0), other)).toBeGreaterThan(0);
  });

  it("a portal session started through one portal is signed in on the other", async () => {
    const cookie = await portalSession();
    for (const running of portals) {
      const page = await fetch(`${running.url}/flight`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Signed in as");
    }
  });
});

describe("attempt limits hold across processes", () => {
  it("5 wrong passwords from one address, alternating between the services, lock that address at both", async () => {
    const user = await registerFreshUser(viaProxy);
    const from = { [REQUEST_HEADERS.clientAddress]: "203.0.113.9" };
    const login = async (service: FlightService, password: string) => {
      const response = await service.fetch(
        backendCall({ apiName: "login", username: user.email, password }, from),
      );
      return { status: response.status, errCode: (await response.json()).errors[0]?.errCode };
    };
    for (let i = 0; i < 5; i++) {
      const service = i % 2 ? serviceAt(1) : serviceAt(0);
      expect(await login(service, "Wrong@123")).toEqual({ status: 401, errCode: "801" });
    }
    for (const service of [serviceAt(0), serviceAt(1)]) {
      expect(await login(service, user.password)).toEqual({ status: 429, errCode: "416" });
    }
  });
});

interface Client {
  bookingId?: string;
  /** The pay answer of a booking answered 200. */
  paid?: { status: string; total: number };
  /** A refusal's catalogue code, or the HTTP status of an answer that was no envelope. */
  refusal?: string;
}

async function bookOne(token: string, priceId: string, index: number): Promise<Client> {
  const client: Client = {};
  try {
    const review = await reviewCall(viaProxy, token, [priceId]);
    if (!review.body.status.success) return { refusal: review.body.errors[0].errCode };
    client.bookingId = review.body.payload.bookingId;
    const passengers = [adult(`Burst${String.fromCharCode(65 + (index % 26))}`, "Scale")];
    const book = await bookCall(viaProxy, token, { bookingId: client.bookingId, passengers });
    if (!book.body.status.success) return { ...client, refusal: book.body.errors[0].errCode };
    const pay = await payCall(viaProxy, token, {
      bookingId: client.bookingId,
      wallet: "DEPOSIT",
      amount: book.body.payload.total,
    });
    if (pay.response.status !== 200) return { ...client, refusal: pay.body.errors[0].errCode };
    return { ...client, paid: { status: pay.body.payload.status, total: pay.body.payload.total } };
  } catch (error) {
    return { ...client, refusal: `no answer: ${(error as Error).message}` };
  }
}

async function seatsLeft(token: string, priceId: string): Promise<number> {
  const { body } = await reviewCall(viaProxy, token, [priceId]);
  return body.status.success
    ? body.payload.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining
    : 0;
}

describe("a booking burst on the last seats of one flight, one service and one portal stopped midway", () => {
  it("sells exactly the seats there were, and every booking answered paid is paid in the database", async () => {
    const token = await loginToken(viaProxy, "distributor@wayfare.test", "Distributor@123");
    const price = publishedPrice("BOM", "BLR", 200 + randomInt(0, 150));
    const seats = await seatsLeft(token, price.id);
    expect(seats).toBeGreaterThan(2);
    const cookie = await portalSession();

    // SIGTERM to the first service and the first portal once a third of the seats are paid.
    let paidSoFar = 0;
    let stopped: Promise<unknown[]> | undefined;
    const noteOutcome = (client: Client) => {
      if (client.paid) paidSoFar += 1;
      if (!stopped && paidSoFar >= Math.ceil(seats / 3)) {
        stopped = Promise.all([services[0], portals[0]].map((running) => running?.stop()));
      }
      return client;
    };
    const clients = Array.from(
      { length: seats + 12 },
      (_, index) => async () => noteOutcome(await bookOne(token, price.id, index)),
    );
    let burstOver = false;
    /** Each page's status, and for one that is not 200 its first words. */
    const pageStatuses: string[] = [];
    const pages = async () => {
      while (!burstOver) {
        const page = await fetch(`${front}/flight`, { headers: { cookie } });
        const text = await page.text();
        pageStatuses.push(page.status === 200 ? "200" : `${page.status} ${text.slice(0, 200)}`);
      }
    };
    const visitors = Promise.all([pages(), pages()]);
    const outcomes = await pooled(clients, 8);
    burstOver = true;
    await visitors;

    expect(await stopped).toEqual([0, 0]);
    await replaceFirstOfEach();
    expect(outcomes.filter((client) => client.refusal?.startsWith("no answer"))).toEqual([]);
    const paid = outcomes.filter((client) => client.paid);
    expect(paid).toHaveLength(seats);
    expect(await seatsLeft(token, price.id)).toBe(0);
    expect(pageStatuses.length).toBeGreaterThan(0);
    expect(pageStatuses.filter((status) => status !== "200")).toEqual([]);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        "select id, status, total, paid_at from bookings where id = any($1)",
        [paid.map((client) => client.bookingId)],
      );
      const stored = new Map(rows.map((row) => [row.id, row]));
      for (const client of paid) {
        const row = stored.get(client.bookingId);
        expect({
          status: row?.status,
          total: Number(row?.total),
          paid: row?.paid_at !== null,
        }).toEqual({ ...client.paid, paid: true });
      }
      const oversold = await db.query("select 1 from seat_counters where sold > capacity");
      expect(oversold.rowCount).toBe(0);
    } finally {
      await db.end();
    }
  });
});

describe("the portal's compression", () => {
  it("serves streamed results pages gzipped without piling up drain listeners", async () => {
    const cookie = await portalSession();
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const url = `${portals[1]?.url}/flight/list?tripType=0&from=DEL&to=BOM&dep=${day}&ADT=1&pClass=ECONOMY`;
    const pages = await Promise.all(
      [1, 2, 3].map(async () => {
        const page = await fetch(url, { headers: { cookie, "accept-encoding": "gzip" } });
        return {
          status: page.status,
          gzip: page.headers.get("content-encoding"),
          html: await page.text(),
        };
      }),
    );
    for (const page of pages) {
      expect(page).toMatchObject({ status: 200, gzip: "gzip" });
      expect(page.html.length).toBeGreaterThan(100_000);
      expect(page.html.trimEnd()).toMatch(/<\/html>$/);
    }
    expect(portals[1]?.stderr()).not.toContain("MaxListenersExceededWarning");
  });
});

/** Runs the jobs with at most `limit` in flight. */
async function pooled<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** The agent logged in through the portals' proxy: the session cookie to send back. */
async function portalSession(): Promise<string> {
  const login = await fetch(`${front}/app/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: "agent@wayfare.test", password: "Agent@123" }),
    redirect: "manual",
  });
  const cookie = /uuid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (login.status !== 302 || !cookie) throw new Error(`login answered ${login.status}`);
  return cookie;
}
