import { isErrorCode } from "@wayfare/domain";
import fc from "fast-check";
import { expect } from "vitest";
import { MAX_REQUEST_BODY_BYTES } from "../app";

/** Texts no field should accept as they are: SQL, markup, control characters, keys that pollute prototypes. */
export const HOSTILE_TEXTS = [
  "",
  " ",
  "' OR 1=1 --",
  "'; DROP TABLE bookings; --",
  "<script>alert(1)</script>",
  "\u0000",
  "a\u0007b",
  "\ud800",
  "\u202eRTL",
  "../../etc/passwd",
  "x".repeat(5_000),
  "__proto__",
  "constructor",
  "WF1234567890123\u0000",
];

/** Numbers no amount, index or count should accept. */
export const HOSTILE_NUMBERS = [-1, -100_000, 0.5, Number.MAX_SAFE_INTEGER + 2, 1e308, -0, 2 ** 53];

export const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.jsonValue()), { maxLength: 6 }),
  fc.array(fc.constant("x"), { minLength: 500, maxLength: 600 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);

/**
 * A `data` object over the endpoint's fields (and prototype-pollution keys) holding hostile
 * values, as JSON text: `__proto__` only survives as an own key when written by hand.
 */
export function hostileData(fields: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fields, "constructor", "prototype"), hostileValue, {
        maxKeys: fields.length + 1,
      }),
      fc.option(hostileValue, { nil: undefined }),
    )
    .map(([data, polluting]) => {
      const json = JSON.stringify(data);
      if (polluting === undefined) return json;
      const pollution = `"__proto__":${JSON.stringify(polluting)}`;
      return json === "{}" ? `{${pollution}}` : `{${pollution},${json.slice(1)}`;
    });
}

/** Bodies that are not `{ "data": { … } }`: broken JSON, other JSON values, an empty body. */
export const notAnEnvelope = fc
  .oneof(
    fc.string(),
    fc.constantFrom("", "{", "null", "[]", '{"data":', '{"data":[]}', '{"data":"x"}', "\u0000"),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  )
  .filter((body) => {
    try {
      const data = (JSON.parse(body) as { data?: unknown } | null)?.data;
      return typeof data !== "object" || data === null || Array.isArray(data);
    } catch {
      return true;
    }
  });

/** A well-formed envelope larger than every body the service reads. */
export const OVERSIZED_BODY = JSON.stringify({
  data: { bookingId: "x".repeat(MAX_REQUEST_BODY_BYTES + 1) },
});

/** A 400-class envelope whose every error is a catalogue code. */
export async function expectRefused(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = await response.json();
  expect(body.status).toEqual({ success: false, httpStatus: response.status });
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(isErrorCode(error.errCode)).toBe(true);
}
