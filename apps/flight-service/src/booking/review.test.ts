import { reviewPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { guestToken, publishedPrice, reviewCall } from "./booking-testing";

let service: FlightService;
let token: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  token = await guestToken(service);
});
afterAll(() => service.close());

describe("POST /xms/v1/flight/review", () => {
  it("prices the selection again and answers a bookingId valid for the session's 30 minutes (F§4)", async () => {
    const price = publishedPrice("DEL", "BOM", 20);
    const before = Date.now();
    const { response, body } = await reviewCall(service, token, [price.id]);
    expect(response.status).toBe(200);
    const payload = reviewPayloadSchema.parse(body.payload);
    expect(payload.bookingId).toMatch(/^WF\d{13}$/);
    const validity = new Date(payload.expiresAt).getTime() - before;
    expect(validity).toBeGreaterThan(29 * 60_000);
    expect(validity).toBeLessThanOrEqual(30 * 60_000 + 1_000);
    expect(payload).toMatchObject({ priceChanged: false, oldTotal: price.total });
    expect(payload.newTotal).toBe(price.total);
    expect(payload.fareSummary).toMatchObject({
      baseFare: price.base,
      taxesAndFees: price.taxes,
      total: price.total,
    });
    expect(payload.tripInfos[0]?.prices).toHaveLength(1);
  });

  it("reports a moved price: the total the id was quoted at against today's", async () => {
    const price = publishedPrice("BLR", "DEL", 25);
    const quoted = price.id.replace(/#\d+$/, `#${price.total - 50_000}`);
    const { body } = await reviewCall(service, token, [quoted]);
    expect(body.payload).toMatchObject({
      priceChanged: true,
      oldTotal: price.total - 50_000,
      newTotal: price.total,
    });
  });

  it("prices a return journey, one price id per leg", async () => {
    const onward = publishedPrice("DEL", "BOM", 30);
    const back = publishedPrice("BOM", "DEL", 33);
    const { body } = await reviewCall(service, token, [onward.id, back.id]);
    expect(body.payload.newTotal).toBe(onward.total + back.total);
    expect(body.payload.tripInfos).toHaveLength(2);
  });

  it("never trusts the party of the search: the price is for the party reviewed", async () => {
    const price = publishedPrice("DEL", "BOM", 20);
    const { body } = await reviewCall(service, token, [price.id], {
      ADULT: 2,
      CHILD: 0,
      INFANT: 0,
    });
    expect(body.payload.priceChanged).toBe(true);
    expect(body.payload.newTotal).toBe(price.total * 2);
  });

  it("answers 2504 for a price id that is not ours, 1000 for a flight that does not fly", async () => {
    const price = publishedPrice("DEL", "BOM", 20);
    const forged = await reviewCall(service, token, ["not-a-price"]);
    expect(forged.response.status).toBe(400);
    expect(forged.body.errors[0].errCode).toBe("2504");
    const ghost = price.id.replace(/^([A-Z0-9]{2})\d+/, "$19999");
    const missing = await reviewCall(service, token, [ghost]);
    expect(missing.body.errors[0].errCode).toBe("1000");
  });

  it("answers the search's party checks and refuses fares the user may not see", async () => {
    const price = publishedPrice("DEL", "BOM", 20);
    const infants = await reviewCall(service, token, [price.id], { ADULT: 1, CHILD: 0, INFANT: 2 });
    expect(infants.body.errors.map((e: { errCode: string }) => e.errCode)).toEqual(["1001"]);
    const corporate = price.id.replace("#PUBLISHED#", "#CORPORATE#");
    const refused = await reviewCall(service, token, [corporate]);
    expect(refused.body.errors[0].errCode).toBe("1000");
  });

  it("403 without a token", async () => {
    const price = publishedPrice("DEL", "BOM", 20);
    const { response } = await reviewCall(service, "", [price.id]);
    expect(response.status).toBe(403);
  });
});
