import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { isErrorCode, REQUEST_HEADERS } from "@wayfare/domain";
import fc from "fast-check";
import { exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshUserToken } from "../after-booking/after-booking-testing";
import { maxBodyBytes } from "../app";
import type { DatabaseLocation, FlightService } from "../index";
import { ALL_TABLES } from "../testing/all-tables";
import {
  BACKEND_ENDPOINT,
  BACKEND_SAMPLES,
  endpointSamples,
  type Sample,
} from "../testing/endpoint-samples";
import {
  type HostileRequest,
  hostileRequests,
  type StreamMeter,
  toRequest,
} from "../testing/hostile-requests";
import { type Endpoint, endpointName, registeredEndpoints } from "../testing/registered-endpoints";
import { rowCounts } from "../testing/row-counts";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { spoiltSamples } from "../testing/spoilt-samples";

/**
 * Every endpoint the service registers, found in its router, gets 200 generated bad
 * requests (hostile-requests.ts), half with a fresh account's token and half without a
 * valid one: no answer is a 5xx, every refusal is a small catalogue envelope, a streamed
 * body is not read past the cap, no prototype is polluted, the heap stays bounded, and the
 * POST requests (all refused) write no row. Then each endpoint's sample is sent as it is
 * (not a 400: it is valid) and with a control character in one of its texts at a time (a
 * 400). On its own database: PGlite files here, a database of its own on DATABASE_URL's
 * server in the Postgres run. Google sign-in is configured, so its endpoint reads requests.
 */
const REQUESTS_PER_CALLER = 100;
/** A refusal is a few messages, whatever was sent. */
const MAX_REFUSAL_BYTES = 8 * 1024;
/** Past a path's cap (64 KB, the upload's more), reading a chunk or so is fine, reading on is not. */
const STREAM_PULLED_PAST_CAP = 448 * 1024;
const MB = 1024 * 1024;
/** What the requests hold at once, garbage not yet collected included. */
const MAX_HEAP_PEAK = 512 * MB;
/** What they leave behind. */
const MAX_HEAP_KEPT = 32 * MB;

/** The heap in use after a full collection (gc exposed at run time: vitest runs without --expose-gc). */
function collectedHeap(): number {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  gc();
  return process.memoryUsage().heapUsed;
}

interface Target {
  name: string;
  endpoint: Endpoint;
  sample: Sample | undefined;
}

const endpoints = registeredEndpoints();
const samples = endpointSamples(new Date());
const targets: Target[] = endpoints.flatMap((endpoint) =>
  endpointName(endpoint) === BACKEND_ENDPOINT
    ? Object.entries(BACKEND_SAMPLES).map(([apiName, sample]) => ({
        name: `${BACKEND_ENDPOINT} (${apiName})`,
        endpoint,
        sample,
      }))
    : [{ name: endpointName(endpoint), endpoint, sample: samples[endpointName(endpoint)] }],
);

const dir = mkdtempSync(join(tmpdir(), "wayfare-hostile-requests-"));
let database: DatabaseLocation;
let service: FlightService;
let startService: () => Promise<FlightService>;
let token: string;
let rowsBefore: Record<string, number | undefined>;
let heapBefore = 0;
let heapPeak = 0;

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  const { publicKey } = await generateKeyPair("RS256");
  const google = { clientId: "hostile.test", jwks: { keys: [await exportJWK(publicKey)] } };
  startService = () => serviceUnderTest({ database, google });
  const setup = await startService();
  token = await freshUserToken(setup);
  await setup.close();
  rowsBefore = await rowCounts(database, ALL_TABLES);
  service = await startService();
  heapBefore = collectedHeap();
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const clientAddress = fc.oneof(
  fc.constantFrom("203.0.113.7", "::1", "unknown", "1.2.3.4, 5.6.7.8", ""),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode),
    maxLength: 300,
  }),
);
const garbageToken = fc.oneof(
  fc.constantFrom("Bearer", "Bearer ", "Basic abc", "Bearer a.b.c", `Bearer ${"x".repeat(9000)}`),
  fc
    .string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map(String.fromCharCode) })
    .map((text) => `Bearer ${text}`),
);

/** The account's token as the service last rotated it. */
function adoptRotatedToken(response: Response) {
  const rotated = response.headers.get("authorization");
  if (response.ok && rotated) token = rotated.replace(/^Bearer\s+/i, "");
}

async function expectWithstood(hostile: HostileRequest, headers: Record<string, string>) {
  const meter: StreamMeter = { pulled: 0 };
  const response = await service.fetch(toRequest(hostile, headers, meter));
  adoptRotatedToken(response);
  const text = await response.text();
  const what = `${hostile.kind}: ${hostile.method} ${hostile.path}?${hostile.query.slice(0, 80)} ${
    typeof hostile.body === "string" ? hostile.body.slice(0, 200) : JSON.stringify(hostile.body)
  } → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, what).toBeLessThan(500);
  if (hostile.method === "POST") expect(response.status, what).toBeGreaterThanOrEqual(400);
  if (hostile.status) expect(response.status, what).toBe(hostile.status);
  expect(meter.pulled, what).toBeLessThan(maxBodyBytes(hostile.path) + STREAM_PULLED_PAST_CAP);
  expect(Object.prototype, what).not.toHaveProperty("polluted");
  if (response.status >= 400) {
    expect(text.length, what).toBeLessThan(MAX_REFUSAL_BYTES);
    const body = JSON.parse(text);
    expect(body.status, what).toEqual({ success: false, httpStatus: response.status });
    expect(body.errors.length, what).toBeGreaterThan(0);
    for (const error of body.errors) expect(isErrorCode(error.errCode), what).toBe(true);
  }
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}

function withstandsGenerated({ endpoint, sample }: Target) {
  return async () => {
    const hostile = hostileRequests(endpoint, sample ?? {});
    const address = (value: string) => ({ [REQUEST_HEADERS.clientAddress]: value });
    await fc.assert(
      fc.asyncProperty(hostile, clientAddress, async (request, from) => {
        await expectWithstood(request, { authorization: `Bearer ${token}`, ...address(from) });
      }),
      { numRuns: REQUESTS_PER_CALLER },
    );
    await fc.assert(
      fc.asyncProperty(
        hostile,
        fc.option(garbageToken, { nil: undefined }),
        async (request, bad) => {
          await expectWithstood(request, bad ? { authorization: bad } : {});
        },
      ),
      { numRuns: REQUESTS_PER_CALLER },
    );
  };
}

/** The sample is not a bad request (it is valid); with a control character in any text, it is. */
function refusesControlCharacters({ endpoint, sample = {} }: Target) {
  return async () => {
    for (const { spoilt, request } of spoiltSamples(endpoint, sample)) {
      const response = await service.fetch(request);
      const text = await response.text();
      const refused = response.status === 400;
      expect({ spoilt, refused, text }).toMatchObject({ spoilt, refused: spoilt !== "" });
    }
  };
}

describe("hostile requests to every endpoint the service registers", () => {
  it("knows a valid request of each (a new endpoint needs one in endpoint-samples.ts)", () => {
    expect(targets.filter((target) => !target.sample).map((target) => target.name)).toEqual([]);
    const registered = new Set(endpoints.map(endpointName));
    expect(Object.keys(samples).filter((name) => !registered.has(name))).toEqual([]);
    expect(targets.length).toBeGreaterThan(50);
  });

  describe("POST: every generated request refused, no 5xx", () => {
    for (const target of targets.filter(({ endpoint }) => endpoint.method === "POST")) {
      it(
        `${target.name}: ${2 * REQUESTS_PER_CALLER} generated bad requests`,
        withstandsGenerated(target),
      );
    }
  });

  it("the refused requests wrote no row", async () => {
    await service.close();
    try {
      expect(await rowCounts(database, ALL_TABLES)).toEqual(rowsBefore);
    } finally {
      service = await startService();
    }
  });

  describe("a control character in any text of a valid request is a 400", () => {
    for (const target of targets.filter(({ sample }) => sample?.data)) {
      it(target.name, refusesControlCharacters(target));
    }
  });

  describe("GET: hostile query strings, no 5xx", () => {
    for (const target of targets.filter(({ endpoint }) => endpoint.method === "GET")) {
      it(
        `${target.name}: ${2 * REQUESTS_PER_CALLER} generated bad requests`,
        withstandsGenerated(target),
      );
    }
  });

  it(`the heap: under ${MAX_HEAP_PEAK / MB} MB at its peak, back within ${MAX_HEAP_KEPT / MB} MB after a full collection`, () => {
    expect(heapPeak).toBeLessThan(MAX_HEAP_PEAK);
    expect(collectedHeap() - heapBefore).toBeLessThan(MAX_HEAP_KEPT);
  });
});
