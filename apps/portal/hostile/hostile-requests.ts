import fc from "fast-check";

export interface HostileRequest {
  label: string;
  path: string;
  init: RequestInit & { duplex?: "half" };
}

const FORM = "application/x-www-form-urlencoded";

/** Texts no field should accept as they are. */
const HOSTILE_TEXTS = [
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\r\nSet-Cookie: x=1",
  "\ud800",
  "\u202eRTL",
  "<script>alert(1)</script>",
  "'; DROP TABLE bookings; --",
  "x".repeat(20_000),
  "__proto__",
  "-1",
  "1e308",
  "NaN",
  "[object Object]",
];

/** Names the portal's forms use, and names a parser would trip on. */
const FIELD_NAMES = [
  "username",
  "password",
  "email",
  "mobile",
  "otp",
  "name",
  "bookingId",
  "intent",
  "__intent__",
  "contact.email",
  "passengers[0].firstName",
  "passengers[8].dob",
  "segments[0].segmentId",
  "segments[0].passengerIds",
  "newPassword",
  "remarks",
];

const BOMB_NAMES = [
  "x[999999999]",
  "passengers[999999999].firstName",
  "segments[99999999].segmentId",
  "passengers[9].firstName",
  "x[0][0][0][0][0][0][0][0]",
  "x[]",
  "x[-1]",
  "x[1e9]",
  `${"a.".repeat(2_000)}b`,
  "__proto__[admin]",
  "__proto__.admin",
  "constructor[prototype][admin]",
  "constructor.prototype.admin",
  "contact.__proto__.admin",
];

const REDIRECT_TRICKS = [
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0D%0ALocation:%20https://evil.example",
  "/%E3%80%82/evil.example",
  "//evil.example",
  "/%5Cevil.example",
  "https://evil.example",
  "/\\/evil.example",
  "javascript:alert(1)",
];

const urlencoded = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();

function multipartOf(parts: string, boundary = "hostile") {
  return { body: parts, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A body sent chunk by chunk, declaring no length: `bytes` of 'a'. */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

/** The requests that do not depend on generated values: bombs, floods, types, sizes. */
function fixedRequests(path: string): HostileRequest[] {
  const post = (label: string, init: HostileRequest["init"], query = ""): HostileRequest => ({
    label,
    path: `${path}${query}`,
    init: { method: "POST", ...init },
  });
  const form = (label: string, body: string, query = "") =>
    post(label, { body, headers: { "content-type": FORM } }, query);
  return [
    ...BOMB_NAMES.map((name) => form(`field name ${name.slice(0, 40)}`, urlencoded([[name, "1"]]))),
    form(
      "501 fields",
      urlencoded(Array.from({ length: 501 }, (_, i) => [`f${i}`, "1"] as [string, string])),
    ),
    form(
      "20,000 tiny fields",
      urlencoded(Array.from({ length: 20_000 }, (_, i) => [`${i}`, ""] as [string, string])),
    ),
    form("a 300 KiB form", urlencoded([["username", "a".repeat(300 * 1024)]])),
    post("a 1 MiB chunked form", {
      body: chunkedBody(1024 * 1024),
      headers: { "content-type": FORM },
      duplex: "half",
    }),
    post("a 6 MiB chunked upload", {
      body: chunkedBody(6 * 1024 * 1024),
      headers: { "content-type": "multipart/form-data; boundary=hostile" },
      duplex: "half",
    }),
    post("JSON", {
      body: '{"username":"a","__proto__":{"admin":true}}',
      headers: { "content-type": "application/json" },
    }),
    post("deep JSON", {
      body: `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
      headers: { "content-type": "application/json" },
    }),
    post("text/plain", { body: "username=a", headers: { "content-type": "text/plain" } }),
    post("XML", { body: "<a/>", headers: { "content-type": "application/xml" } }),
    post("no content type", { body: "username=a" }),
    post("multipart without a boundary", {
      body: "a",
      headers: { "content-type": "multipart/form-data" },
    }),
    post("broken multipart", multipartOf("--hostile\r\nContent-Disposition: form-data\r\n\r\nx")),
    post(
      "multipart with a bomb name",
      multipartOf(
        '--hostile\r\nContent-Disposition: form-data; name="x[999999999]"\r\n\r\n1\r\n--hostile--\r\n',
      ),
    ),
    post("charset trick", {
      body: "username=%FF%FE",
      headers: { "content-type": `${FORM}; charset=utf-7` },
    }),
    ...REDIRECT_TRICKS.map((target) =>
      form(
        `next=${target}`,
        urlencoded([["username", "a@b.test"]]),
        `?${new URLSearchParams({ next: target, redirectTo: target })}`,
      ),
    ),
  ];
}

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer().map(String),
);

/** `count` forms over real field names with hostile values, the same ones every run (seeded). */
function generatedRequests(path: string, count: number, seed: number): HostileRequest[] {
  const pairs = fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileText), {
    minLength: 1,
    maxLength: 8,
  });
  return fc.sample(pairs, { numRuns: count, seed }).map((fields, i) => ({
    label: `generated form #${i}`,
    path,
    init: { method: "POST", body: urlencoded(fields), headers: { "content-type": FORM } },
  }));
}

/**
 * At least `perAction` hostile requests for one action: the fixed set, then generated forms,
 * every other one as the single-fetch data request (`….data`) a script would send.
 */
export function hostileRequestsFor(
  path: string,
  perAction: number,
  seed: number,
): HostileRequest[] {
  const fixed = fixedRequests(path);
  const generated = generatedRequests(path, Math.max(0, perAction - fixed.length), seed);
  return [...fixed, ...generated].map((request, i) =>
    i % 2 === 1 ? { ...request, path: request.path.replace(/^([^?]*)/, "$1.data") } : request,
  );
}
