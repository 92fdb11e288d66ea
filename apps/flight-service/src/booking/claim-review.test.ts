import { CLAIM_REVIEW_PATH, REVIEW_DETAILS_PATH } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import type { FlightService } from "../index";
import { registerFreshUser } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";
import {
  adult,
  bookCall,
  bookingCall,
  guestToken,
  publishedPrice,
  reviewCall,
} from "./booking-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function guestReview() {
  const guest = await guestToken(service);
  const { body } = await reviewCall(service, guest, [publishedPrice("DEL", "BOM", 21).id]);
  return { guest, bookingId: body.payload.bookingId as string };
}

async function customer() {
  const user = await registerFreshUser(service, "CUSTOMER");
  return loginToken(service, user.email, user.password);
}

const claim = (token: string, bookingId: string, guest: string) =>
  bookingCall(service, CLAIM_REVIEW_PATH, { bookingId, guestToken: guest }, token);
const details = (token: string, bookingId: string) =>
  bookingCall(service, REVIEW_DETAILS_PATH, { bookingId }, token);

describe("POST /xms/v1/flight/claim-review (login mid-flow keeps the booking)", () => {
  it("moves the visitor's review to the user who logged in, once and for good", async () => {
    const { guest, bookingId } = await guestReview();
    const user = await customer();
    expect((await details(user, bookingId)).response.status).toBe(404);

    const claimed = await claim(user, bookingId, guest);
    expect(claimed.response.status).toBe(200);
    expect(claimed.body.payload.bookingId).toBe(bookingId);
    expect((await details(user, bookingId)).response.status).toBe(200);
    expect((await details(guest, bookingId)).response.status).toBe(404);
    expect((await claim(user, bookingId, guest)).response.status).toBe(200);

    const booked = await bookCall(service, user, { bookingId, passengers: [adult("Meera")] });
    expect(booked.response.status).toBe(200);
  });

  it("needs the guest token that made the review, an unbooked review, and a signed-in user", async () => {
    const { guest, bookingId } = await guestReview();
    const stranger = await guestToken(service);
    const user = await customer();
    const wrongProof = await claim(user, bookingId, stranger);
    expect(wrongProof.response.status).toBe(404);
    expect(wrongProof.body.errors[0].errCode).toBe("2504");
    expect((await claim(user, bookingId, "not-a-token")).response.status).toBe(404);
    expect((await claim(stranger, bookingId, guest)).response.status).toBe(403);

    await bookCall(service, guest, { bookingId, passengers: [adult("Kiran")] });
    expect((await claim(user, bookingId, guest)).response.status).toBe(404);

    const other = await guestReview();
    const agent = await loginToken(service, "agent@wayfare.test", "Agent@123");
    expect((await claim(agent, other.bookingId, other.guest)).response.status).toBe(200);
    expect((await claim(user, other.bookingId, other.guest)).response.status).toBe(404);
  });
});
