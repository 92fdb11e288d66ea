import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  FARE_RULES_PATH,
  type FareRuleInfoEntry,
  type FareType,
  fareRuleInfoRows,
  fareRuleInfoText,
  fareRulesPayloadSchema,
  fareRulesRequestSchema,
} from "@wayfare/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, reviews } from "../db/schema";
import type { FlightService } from "../index";
import { fareProducts } from "../inventory/fare-products";
import { airline } from "../reference/airlines";
import {
  expectRefused,
  HOSTILE_TEXTS,
  hostileData,
  notAnEnvelope,
  OVERSIZED_BODY,
} from "../testing/hostile-payloads";
import { rowCounts } from "../testing/row-counts";
import { serviceUnderTest } from "../testing/service-under-test";
import { bookingCall, guestToken, publishedPrice, rawPost, reviewCall } from "./booking-testing";
import { parsePriceId } from "./price-id";

/** PGlite files, so the hostile-input row counts are this test's alone. */
const dir = mkdtempSync(join(tmpdir(), "wayfare-fare-rules-"));
const database = { pgliteDir: join(dir, "pglite") };
let service: FlightService;
let token: string;

beforeAll(async () => {
  service = await serviceUnderTest({ database });
  token = await guestToken(service);
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const fareRulesCall = (data: unknown, caller = token) =>
  bookingCall(service, FARE_RULES_PATH, data, caller);

/** The inventory's fare product a price id was priced from. */
function productOf(priceId: string, fareType: FareType) {
  const code = parsePriceId(priceId)?.flights[0]?.id.slice(0, 2) ?? "";
  return fareProducts("ECONOMY", airline(code).isLcc).find(
    (candidate) => candidate.fareType === fareType,
  );
}

describe("POST /xms/v1/flight/fare-rules", () => {
  it("answers a search price's rules from its fare product", async () => {
    const price = publishedPrice("DEL", "BOM", 40);
    const { response, body } = await fareRulesCall({ priceId: price.id });
    expect(response.status).toBe(200);
    const [rule, ...others] = fareRulesPayloadSchema.parse(body.payload).fareRules;
    expect(others).toEqual([]);
    const product = productOf(price.id, "PUBLISHED");
    expect(rule).toMatchObject({
      route: "DEL-BOM",
      fareType: "PUBLISHED",
      fareIdentifier: product?.identifier,
      bookingClass: product?.rbd,
      refundableType: product?.refundableType,
      baggage: { checkIn: `${product?.checkInKg} Kg`, cabin: `${product?.cabinKg} Kg` },
      mealIncluded: product?.meal,
    });
    const base = price.fareDetails.ADULT.base;
    const change = product?.dateChangeFee == null ? null : product.dateChangeFee * 100;
    expect(rule?.dateChange?.map((entry) => entry.window)).toEqual([
      "MORE_THAN_72_HOURS",
      "72_TO_4_HOURS",
      "LESS_THAN_4_HOURS",
    ]);
    expect(rule?.dateChange?.[0]?.fee).toBe(change);
    expect(rule?.dateChange?.[2]?.fee).toBeNull();
    const fee = Math.min((product?.cancellationFee ?? 0) * 100, base);
    // The fare's fee, raised nearer departure (at most the base), then the whole base.
    expect(rule?.cancellation?.[0]).toEqual({ window: "MORE_THAN_72_HOURS", fee });
    expect(rule?.cancellation?.[1]?.fee).toBeGreaterThanOrEqual(fee);
    expect(rule?.cancellation?.[1]?.fee).toBeLessThanOrEqual(base);
    expect(rule?.cancellation?.[2]).toEqual({ window: "LESS_THAN_4_HOURS", fee: base });
  });

  it("answers the five info entries of the fare's tabs, from its fare product", async () => {
    const price = publishedPrice("BOM", "DEL", 45);
    const { body } = await fareRulesCall({ priceId: price.id });
    const [rule] = fareRulesPayloadSchema.parse(body.payload).fareRules;
    const product = productOf(price.id, "PUBLISHED");
    expect(rule?.info.map((entry) => entry.title)).toEqual([
      "Baggage",
      "Cancellation",
      "Date Change",
      "Seat",
      "Meal",
    ]);
    const [baggage, cancellation, dateChange, seat, meal] = rule?.info ?? [];
    expect(baggage).toEqual({
      title: "Baggage",
      checkIn: `${product?.checkInKg} Kg`,
      cabin: `${product?.cabinKg} Kg`,
    });
    // The same fee windows as the rule's own schedules.
    expect(cancellation).toEqual({ title: "Cancellation", fees: rule?.cancellation });
    expect(dateChange).toEqual({ title: "Date Change", fees: rule?.dateChange });
    // No fare includes a seat: the Seat tab reads 'As per airline policy.'
    expect(seat).toEqual({ title: "Seat", included: [] });
    expect(meal).toEqual({ title: "Meal", included: product?.meal ? ["Free meal"] : [] });
    expect(fareRuleInfoRows(seat as FareRuleInfoEntry)).toEqual([]);
    expect(fareRuleInfoText("Seat")).toBe("As per airline policy.");
  });

  it("answers the same rules for the bookingId of a review of that price", async () => {
    const price = publishedPrice("BLR", "MAA", 50);
    const review = await reviewCall(service, token, [price.id]);
    const byBooking = await fareRulesCall({ bookingId: review.body.payload.bookingId });
    const byPrice = await fareRulesCall({ priceId: price.id });
    expect(byBooking.response.status).toBe(200);
    expect(byBooking.body.payload).toEqual(byPrice.body.payload);
  });

  it("refuses another visitor's bookingId and a price id the inventory never sold", async () => {
    const price = publishedPrice("DEL", "GOI", 55);
    const review = await reviewCall(service, token, [price.id]);
    const stranger = await guestToken(service);
    const theirs = await fareRulesCall({ bookingId: review.body.payload.bookingId }, stranger);
    expect(theirs.response.status).toBe(404);
    expect(theirs.body.errors[0].errCode).toBe("2504");
    const invented = await fareRulesCall({ priceId: "DEL#ECONOMY#PUBLISHED#100" });
    expect(invented.body.errors[0].errCode).toBe("2504");
  });

  it("needs a token", async () => {
    const price = publishedPrice("DEL", "BOM", 60);
    const { response, body } = await bookingCall(service, FARE_RULES_PATH, { priceId: price.id });
    expect(response.status).toBe(403);
    expect(body.errors[0].errCode).toBe("403");
  });

  it("refuses hostile input with a catalogue envelope and writes nothing", async () => {
    const tables = { reviews, bookings };
    await service.close();
    const before = await rowCounts(database, tables);
    service = await serviceUnderTest({ database });
    token = await guestToken(service);
    const bodies = fc.oneof(
      hostileData(["priceId", "bookingId"]).map((data) => `{"data":${data}}`),
      fc
        .record({
          priceId: fc.constantFrom(...HOSTILE_TEXTS),
          bookingId: fc.constantFrom(...HOSTILE_TEXTS),
        })
        .map((data) => JSON.stringify({ data })),
      notAnEnvelope,
    );
    await fc.assert(
      fc.asyncProperty(
        bodies.filter((text) => {
          try {
            return !fareRulesRequestSchema.safeParse(JSON.parse(text)).success;
          } catch {
            return true;
          }
        }),
        async (text) => {
          await expectRefused(await rawPost(service, FARE_RULES_PATH, text, token));
        },
      ),
      { numRuns: 120 },
    );
    await expectRefused(await rawPost(service, FARE_RULES_PATH, OVERSIZED_BODY, token));
    await service.close();
    expect(await rowCounts(database, tables)).toEqual(before);
    service = await serviceUnderTest({ database });
  });
});
