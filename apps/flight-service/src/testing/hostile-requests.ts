import fc from "fast-check";
import { maxBodyBytes } from "../app";

const MEGABYTE = 1024 * 1024;

import type { Sample } from "./endpoint-samples";
import { HOSTILE_TEXTS } from "./hostile-payloads";
import { faultyBody, type Json, type JsonFault } from "./json-faults";
import type { Endpoint } from "./registered-endpoints";

/**
 * Bad requests built from an endpoint's sample: a fault in the JSON (json-faults.ts),
 * broken JSON, a body that is not the `{ data }` envelope, the sample under another content
 * type, bodies over the cap (written, streamed without end, or declared), and hostile query
 * strings. A POST must be refused, with `status` where one is due; a GET may answer, as it
 * writes nothing a visitor's request could not.
 */
export type HostileKind =
  | JsonFault
  | "broken JSON"
  | "not an envelope"
  | "wrong content type"
  | "oversized body"
  | "oversized stream"
  | "declared oversized"
  | "hostile query";

export interface HostileRequest {
  kind: HostileKind;
  status?: number;
  method: Endpoint["method"];
  path: string;
  query: string;
  /** null: no content-type header at all. */
  contentType: string | null;
  body?: string | { streamedBytes: number };
  declaredLength?: number;
}

const brokenJson = (valid: string) =>
  fc.oneof(
    fc.nat({ max: valid.length - 1 }).map((end) => valid.slice(0, end)),
    fc.constantFrom(
      "",
      "{",
      '{"data":',
      "\ufeff{}",
      `${valid}}`,
      `${valid},`,
      valid.replaceAll('"', "'"),
      '{"data":NaN}',
      '{"data":{"a":1,}}',
      "\u0000",
    ),
  );

const notAnEnvelope = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify({ data: [value] })),
  fc.constantFrom("[]", "null", '"data"', '{"data":"x"}', '{"data":null}', '{"Data":{}}'),
);

const wrongContentType = fc.constantFrom<string | null>(
  null,
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "text/json",
  "application/jsonx",
  "application/octet-stream",
);

/** Percent-encoded; a lone surrogate, which UTF-8 cannot hold, as the bytes it would take. */
function encoded(text: string): string {
  return [...text]
    .map((char) => (/^[\ud800-\udfff]$/u.test(char) ? "%ED%A0%80" : encodeURIComponent(char)))
    .join("");
}

const encodePairs = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${name}=${value}`).join("&");

/** Query parameters no endpoint reads: control characters, huge indices, pollution, repetition. */
function hostileQuery(): fc.Arbitrary<string> {
  const bad = fc.oneof(
    fc.constantFrom("%00", "%01", "%0A", "%0D%0A", "%1B", "%7F", "%C2%85", "%E0%A4%A", "%", "%%"),
    fc.constantFrom(...HOSTILE_TEXTS).map(encoded),
    fc.integer({ min: 2_000, max: 30_000 }).map((length) => "x".repeat(length)),
  );
  const extra = fc.oneof(
    fc.tuple(fc.constant("q"), bad),
    fc.tuple(
      fc.constantFrom(
        "x[999999999]",
        "x[4294967295]",
        "__proto__[polluted]",
        "constructor",
        "a%00b",
      ),
      fc.constant("1"),
    ),
  );
  return fc.oneof(
    fc.array(extra, { maxLength: 3 }).map(encodePairs),
    fc
      .integer({ min: 100, max: 2_000 })
      .map((times) => Array.from({ length: times }, () => "q=1").join("&")),
  );
}

/** Generated bad requests for one endpoint, from its sample. */
export function hostileRequests(endpoint: Endpoint, sample: Sample): fc.Arbitrary<HostileRequest> {
  const base = { method: endpoint.method, path: endpoint.path, query: "" };
  const inQuery = hostileQuery().map(
    (query): HostileRequest => ({ ...base, kind: "hostile query", query, contentType: null }),
  );
  if (!sample.data) return inQuery;
  const valid = JSON.stringify({ data: sample.data });
  const json = (kind: HostileKind, body: string, status: number): HostileRequest => ({
    ...base,
    kind,
    status,
    contentType: "application/json",
    body,
  });
  const cap = maxBodyBytes(endpoint.path);
  const oversized = (extra: number) => `{"pad":"${"x".repeat(cap + extra)}",${valid.slice(1)}`;
  return fc.oneof(
    {
      weight: 8,
      arbitrary: faultyBody(sample.data as Json).map(({ fault, body }) => json(fault, body, 400)),
    },
    { weight: 2, arbitrary: brokenJson(valid).map((body) => json("broken JSON", body, 400)) },
    { weight: 1, arbitrary: notAnEnvelope.map((body) => json("not an envelope", body, 400)) },
    {
      weight: 2,
      arbitrary: wrongContentType.map(
        (contentType): HostileRequest => ({
          ...json("wrong content type", valid, 415),
          contentType,
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 2 * cap })
        .map((extra) => json("oversized body", oversized(extra), 413)),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: Math.ceil(cap / MEGABYTE) + 1, max: 256 }).map(
        (megabytes): HostileRequest => ({
          ...json("oversized stream", "", 413),
          body: { streamedBytes: megabytes * MEGABYTE },
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: cap + 1, max: 2 ** 40 })
        .map((declaredLength) => ({ ...json("declared oversized", valid, 413), declaredLength })),
    },
  );
}

/** Bytes a streamed body has given, so a test can tell the service stopped reading. */
export interface StreamMeter {
  pulled: number;
}

/** The Request, with the headers a caller adds (authorization, client address). */
export function toRequest(
  hostile: HostileRequest,
  headers: Record<string, string>,
  meter: StreamMeter,
): Request {
  const url = `http://service.test${hostile.path}${hostile.query ? `?${hostile.query}` : ""}`;
  const all = new Headers(headers);
  if (hostile.contentType !== null) all.set("content-type", hostile.contentType);
  if (hostile.declaredLength) all.set("content-length", String(hostile.declaredLength));
  const { body } = hostile;
  if (body === undefined) return new Request(url, { method: hostile.method, headers: all });
  if (typeof body === "string") {
    // Bytes, so that no content type is added for a body sent without one.
    const bytes = new TextEncoder().encode(body);
    return new Request(url, { method: hostile.method, headers: all, body: bytes });
  }
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (meter.pulled >= body.streamedBytes) return controller.close();
      meter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  // Node needs `duplex` for a streamed body; the DOM's RequestInit type does not know it yet.
  const init = { method: hostile.method, headers: all, body: stream, duplex: "half" };
  return new Request(url, init as RequestInit);
}
