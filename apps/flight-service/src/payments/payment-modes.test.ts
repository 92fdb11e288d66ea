import { randomInt } from "node:crypto";
import {
  balancePayloadSchema,
  NO_PAYMENT_MODES_MESSAGE,
  PAYMENT_INITIATE_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLike } from "../after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  bookingCall,
  guestToken,
  payCall,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true });
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" };

const tokenOfNew = async (like: string, password: string) =>
  (await loggedInLike(service, like, password)).token;

async function paymentModes(token: string) {
  const response = await service.fetch(
    backendCall({ apiName: "balance" }, { authorization: `Bearer ${token}` }),
  );
  return balancePayloadSchema.parse((await response.json()).payload).paymentModes;
}

async function pendingBooking(token: string) {
  const price = publishedPrice("DEL", "BLR", randomInt(30, 300));
  const review = await reviewCall(service, token, [price.id]);
  const bookingId = review.body.payload.bookingId as string;
  const booked = await bookCall(service, token, { bookingId, passengers: [adult("Mira", "Das")] });
  return { bookingId, amount: booked.body.payload.total as number };
}

describe("per-user payment modes (J§6)", () => {
  it("gives an agent and a guest every mode", async () => {
    const every = ["DEPOSIT", "CREDIT_LINE", "CARD", "UPI", "NETBANKING"];
    expect(await paymentModes(await tokenOfNew("agent@wayfare.test", "Agent@123"))).toEqual(every);
    expect(await paymentModes(await guestToken(service))).toEqual(every);
  });

  it(`gives an agency awaiting payment set-up none, so the portal says '${NO_PAYMENT_MODES_MESSAGE}', and refuses its every payment`, async () => {
    const token = await tokenOfNew("newagency@wayfare.test", "Newagency@123");
    expect(await paymentModes(token)).toEqual([]);
    const { bookingId, amount } = await pendingBooking(token);

    const byDeposit = await payCall(service, token, { bookingId, amount, wallet: "DEPOSIT" });
    expect(byDeposit.response.status).toBe(400);
    expect(byDeposit.body.errors[0].errCode).toBe("2504");
    const byCard = await bookingCall(
      service,
      PAYMENT_INITIATE_PATH,
      { bookingId, amount, mode: "CARD", card: CARD },
      token,
    );
    expect(byCard.response.status).toBe(400);
    expect(byCard.body.errors[0].errCode).toBe("2504");
  });
});
