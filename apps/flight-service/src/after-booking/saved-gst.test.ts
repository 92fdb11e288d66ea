import { MAX_SAVED_GST_DETAILS, SAVED_GST_PATH, savedGstPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, freshUserToken } from "./after-booking-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function saved(token: string) {
  const { response, body } = await bookingCall(service, SAVED_GST_PATH, {}, token);
  expect(response.status).toBe(200);
  return savedGstPayloadSchema.parse(body.payload).gstDetails;
}

/** A valid GSTIN of Maharashtra whose entity number is `entity` (1–9, A–Z). */
const gstNumber = (entity: string) => `27AAPFU0939F${entity}ZV`;

function gst(number: string, registeredName = "Acme Industries") {
  return {
    gstNumber: number,
    registeredName,
    billingCompanyName: `${registeredName} Pvt Ltd`,
    mobile: "9876543210",
    address: "12 MG Road",
    city: "Pune",
    postalCode: "411001",
  };
}

describe("POST /xms/v1/flight/saved-gst", () => {
  it("keeps a booking's GST details when asked to, newest first, each number once", async () => {
    const token = await freshUserToken(service);
    await booked(service, token, { gst: gst(gstNumber("1").toLowerCase()), saveGst: true });
    await booked(service, token, { gst: gst(gstNumber("2"), "Not Kept") });
    await booked(service, token, { gst: gst(gstNumber("3"), "Beta Traders"), saveGst: true });
    expect((await saved(token)).map((entry) => entry.gstNumber)).toEqual([
      gstNumber("3"),
      gstNumber("1"),
    ]);
    await booked(service, token, { gst: gst(gstNumber("1"), "Acme Renamed"), saveGst: true });
    const list = await saved(token);
    expect(list.map((entry) => [entry.gstNumber, entry.registeredName])).toEqual([
      [gstNumber("1"), "Acme Renamed"],
      [gstNumber("3"), "Beta Traders"],
    ]);
    expect(list[0]).toMatchObject({
      billingCompanyName: "Acme Renamed Pvt Ltd",
      mobile: "9876543210",
      address: "12 MG Road",
      city: "Pune",
      postalCode: "411001",
      country: "IN",
    });
    expect(list[0]).not.toHaveProperty("registeredEmail");
  });

  it(`keeps the newest ${MAX_SAVED_GST_DETAILS} of a user`, async () => {
    const token = await freshUserToken(service);
    // Not in GST number order, so only the saving order can explain the list.
    const entities = "5923A7B1846".split("");
    for (const entity of entities) {
      await booked(service, token, { gst: gst(gstNumber(entity)), saveGst: true });
    }
    const list = await saved(token);
    expect(list).toHaveLength(MAX_SAVED_GST_DETAILS);
    expect(list.map((entry) => entry.gstNumber)).toEqual(
      entities.slice(1).reverse().map(gstNumber),
    );
  });

  it("shows nobody else's, keeps none for a guest, and saves nothing without a GST number", async () => {
    const owner = await freshUserToken(service);
    await booked(service, owner, { gst: gst(gstNumber("7")), saveGst: true });
    expect(await saved(owner)).toHaveLength(1);
    const other = await freshUserToken(service);
    expect(await saved(other)).toEqual([]);
    await booked(service, other, { saveGst: true });
    expect(await saved(other)).toEqual([]);
    const guest = await guestToken(service);
    await booked(service, guest, { gst: gst(gstNumber("8")), saveGst: true });
    expect(await saved(guest)).toEqual([]);
  });

  it("refuses anything in the request with 400, a non-boolean saveGst too, and 403 without a token", async () => {
    const token = await freshUserToken(service);
    const extra = await bookingCall(service, SAVED_GST_PATH, { userId: "U1001" }, token);
    expect(extra.response.status).toBe(400);
    const anonymous = await bookingCall(service, SAVED_GST_PATH, {});
    expect(anonymous.response.status).toBe(403);
    await expect(
      booked(service, token, { gst: gst(gstNumber("9")), saveGst: "yes" as unknown as boolean }),
    ).rejects.toThrow();
    expect(await saved(token)).toEqual([]);
  });
});
