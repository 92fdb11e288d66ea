import {
  baggageProtectQuote,
  bookingPayloadSchema,
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  cancellationProtectionQuote,
  cancellationQuotePayloadSchema,
  FLIGHT_PROTECTION_PATH,
  fromRupees,
  INSURANCE_PLAN_REQUIRED,
  insurancePlanOrDefault,
  insurancePlanQuote,
  paise,
  tjFlexQuote,
  tripInsuranceQuote,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookedForAddOns } from "../add-ons/add-ons-testing";
import { balance, booked, loggedInLike } from "../after-booking/after-booking-testing";
import {
  adult,
  bookingCall,
  detailsCall,
  payCall,
  publishedPrice,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true });
});
afterAll(() => service.close());

const newAgent = async () => (await loggedInLike(service, "agent@wayfare.test", "Agent@123")).token;

const PASSPORT_HOLDER = {
  ...adult("Asha", "Rao"),
  dob: "1990-01-15",
  pNat: "IN",
  pNum: "Z1234567",
  pid: "2024-01-02",
  eD: "2034-01-01",
  pan: "ABCDE1234F",
};

const choose = (token: string, data: Record<string, unknown>) =>
  bookingCall(service, FLIGHT_PROTECTION_PATH, data, token);

async function details(token: string, bookingId: string) {
  return bookingPayloadSchema.parse(
    (await detailsCall(service, { bookingId }, token)).body.payload,
  );
}

describe("protection products: cancellation protection and trip insurance (J§3, J§4, J§5)", () => {
  it("offers both at the service's price, unanswered, until the traveller says Yes or No", async () => {
    const token = await newAgent();
    const { booking } = await booked(service, token);
    const fare = paise(booking.total);
    const offered = (await details(token, booking.bookingId)).protection;
    expect(offered?.chosen).toBeUndefined();
    expect(offered?.offers.cancellationProtection).toEqual(
      cancellationProtectionQuote(fare, false),
    );
    expect(offered?.offers.tripInsurance).toEqual(tripInsuranceQuote(1, 4, false));
    expect(offered?.offers.tripInsurancePlans?.map((plan) => [plan.planCode, plan.isio])).toEqual([
      ["TRIPSAFE_BASIC", true],
      ["TRIPSAFE_50K", true],
      ["TRIPSAFE_PREMIUM", true],
    ]);
  });

  it("prices Yes into the total and fare summary, and No takes it out again", async () => {
    const token = await newAgent();
    const { booking } = await booked(service, token);
    const { bookingId, total } = booking;
    const yes = await choose(token, {
      bookingId,
      cancellationProtection: true,
      tripInsurance: true,
      tripInsurancePlan: "TRIPSAFE_50K",
      insuranceAgeConfirmed: true,
    });
    expect(yes.response.status).toBe(200);
    const protectedBooking = bookingPayloadSchema.parse(yes.body.payload);
    const offers = protectedBooking.protection?.offers;
    const premium = offers?.cancellationProtection?.total ?? 0;
    const insurance = offers?.tripInsurance?.fare.TF ?? 0;
    expect(premium).toBeGreaterThan(fromRupees(149));
    // The agent's commission is in the stored breakdown, never in the price.
    expect(protectedBooking.fareSummary).toMatchObject({
      refundableBookingFee: premium,
      tripInsuranceCharges: insurance,
      total: total + premium + insurance,
    });
    expect(protectedBooking.protection?.chosen).toEqual({
      cancellationProtection: true,
      tjFlex: false,
      tripInsurance: true,
      tripInsurancePlan: "TRIPSAFE_50K",
      baggageProtect: false,
    });

    const no = await choose(token, {
      bookingId,
      cancellationProtection: false,
      tripInsurance: false,
    });
    const unprotected = bookingPayloadSchema.parse(no.body.payload);
    expect(unprotected.total).toBe(total);
    expect(unprotected.protection?.chosen).toEqual({
      cancellationProtection: false,
      tjFlex: false,
      tripInsurance: false,
      baggageProtect: false,
    });
  });

  it("refuses insurance without the age and terms confirmation: 'Please confirm with the T&C* to proceed.'", async () => {
    const token = await newAgent();
    const { booking } = await booked(service, token);
    const refused = await choose(token, {
      bookingId: booking.bookingId,
      cancellationProtection: false,
      tripInsurance: true,
    });
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors[0].message).toBe("Please confirm with the T&C* to proceed.");
    expect((await details(token, booking.bookingId)).protection?.chosen).toBeUndefined();
  });

  it("a protected booking, paid, has its certificate of insurance, and its cancellation refunds everything paid for the flight", async () => {
    const token = await newAgent();
    const { booking } = await booked(service, token);
    const { bookingId } = booking;
    const chosen = await choose(token, {
      bookingId,
      cancellationProtection: true,
      tripInsurance: true,
      tripInsurancePlan: "TRIPSAFE_50K",
      insuranceAgeConfirmed: true,
    });
    const amount = chosen.body.payload.total as number;
    const paid = await payCall(service, token, { bookingId, amount, wallet: "DEPOSIT" });
    expect(paid.response.status).toBe(200);
    const ticketed = await details(token, bookingId);
    expect(ticketed.protection?.insuranceCertificate).toBe(`TS-${bookingId.slice(2)}`);
    expect(ticketed.protection?.offers.cancellationProtection?.agentCommission).toBeGreaterThan(0);

    const deposit = await balance(service, token);
    const fare = booking.tripInfos[0].prices[0].fareDetails.ADULT;
    const quoted = cancellationQuotePayloadSchema.parse(
      (await bookingCall(service, CANCELLATION_QUOTE_PATH, { bookingId }, token)).body.payload,
    );
    expect(quoted.lines[0]).toMatchObject({
      paid: fare.base + fare.taxes,
      cancellationFee: 0,
      refund: fare.base + fare.taxes,
    });
    const confirmed = await bookingCall(service, CANCELLATION_CONFIRM_PATH, { bookingId }, token);
    expect(confirmed.response.status).toBe(200);
    expect(await balance(service, token)).toBe(deposit + fare.base + fare.taxes);
  });

  it("sells TJ Flex at home (not abroad) and baggage protect; TJ Flex waives the airline's fee a day or more ahead", async () => {
    const token = await newAgent();
    const { booking } = await booked(service, token);
    const { bookingId } = booking;
    const offers = (await details(token, bookingId)).protection?.offers;
    expect(offers?.tjFlex).toEqual({ ...tjFlexQuote(1), passengerIds: ["1"] });
    expect(offers?.baggageProtect).toMatchObject({
      ...baggageProtectQuote(1, false),
      payout: fromRupees(19_000),
      passengers: 1,
    });
    const chosen = await choose(token, {
      bookingId,
      cancellationProtection: false,
      tjFlex: true,
      tripInsurance: false,
      baggageProtect: true,
    });
    const priced = bookingPayloadSchema.parse(chosen.body.payload);
    expect(priced.fareSummary).toMatchObject({
      tjFlexCharges: offers?.tjFlex?.totalCharges,
      baggageProtectCharges: offers?.baggageProtect?.total,
    });
    const amount = priced.total;
    expect(
      (await payCall(service, token, { bookingId, amount, wallet: "DEPOSIT" })).response.status,
    ).toBe(200);
    const fare = booking.tripInfos[0].prices[0].fareDetails.ADULT;
    const quoted = cancellationQuotePayloadSchema.parse(
      (await bookingCall(service, CANCELLATION_QUOTE_PATH, { bookingId }, token)).body.payload,
    );
    expect(quoted.lines[0]).toMatchObject({ cancellationFee: 0, refund: fare.base + fare.taxes });

    const abroad = await booked(service, token, {
      priceIds: [publishedPrice("DEL", "DXB", 45).id],
      passengers: [PASSPORT_HOLDER],
    });
    const international = abroad.booking.bookingId;
    expect((await details(token, international)).protection?.offers.tjFlex).toBeUndefined();
    const refused = await choose(token, {
      bookingId: international,
      cancellationProtection: false,
      tjFlex: true,
      tripInsurance: false,
    });
    expect(refused.body.errors[0].errCode).toBe("2504");
  });

  it("covers only the passengers chosen for baggage protect, and nobody or a stranger is refused", async () => {
    const token = await newAgent();
    const { bookingId } = await bookedForAddOns(service, token, {
      paxInfo: { ADULT: 2, CHILD: 1, INFANT: 0 },
    });
    const offered = (await details(token, bookingId)).protection?.offers.baggageProtect;
    expect(offered?.passengerIds).toEqual(["1", "2", "3"]);
    expect(offered?.total).toBe(baggageProtectQuote(3, false).total);
    const answers = { bookingId, cancellationProtection: false, tripInsurance: false };
    const chosen = await choose(token, {
      ...answers,
      baggageProtect: true,
      baggageProtectPassengers: ["3", "1"],
    });
    const priced = bookingPayloadSchema.parse(chosen.body.payload);
    // J§5: (supplier fee + supplier GST) × the selected passengers.
    expect(priced.fareSummary.baggageProtectCharges).toBe(baggageProtectQuote(2, false).total);
    expect(priced.protection?.chosen?.baggageProtect).toBe(true);

    const nobody = await choose(token, {
      ...answers,
      baggageProtect: true,
      baggageProtectPassengers: [],
    });
    expect(nobody.response.status).toBe(400);
    expect(nobody.body.errors[0].message).toBe(
      "Please select the passengers whose baggage to protect.",
    );
    const stranger = await choose(token, {
      ...answers,
      baggageProtect: true,
      baggageProtectPassengers: ["1", "4"],
    });
    expect(stranger.body.errors[0].errCode).toBe("2504");
    // Turned off: no passengers, no charges (J§4).
    const off = await choose(token, { ...answers, baggageProtect: false });
    expect(bookingPayloadSchema.parse(off.body.payload).fareSummary.baggageProtectCharges).toBe(0);
  });

  it("prices the insurance plan chosen, answers it in booking-details and keeps it once paid; a Yes without a plan, an unknown plan or one the travellers' ages rule out is refused", async () => {
    const token = await newAgent();
    const { booking } = await booked(service, token);
    const { bookingId, total } = booking;
    const insured = {
      bookingId,
      cancellationProtection: false,
      tripInsurance: true,
      insuranceAgeConfirmed: true,
    };
    const noPlan = await choose(token, insured);
    expect(noPlan.response.status).toBe(400);
    expect(noPlan.body.errors[0].message).toBe(INSURANCE_PLAN_REQUIRED);
    const unknown = await choose(token, { ...insured, tripInsurancePlan: "TRIPSAFE_GOLD" });
    expect(unknown.body.errors[0].errCode).toBe("2504");

    const premium = await choose(token, { ...insured, tripInsurancePlan: "TRIPSAFE_PREMIUM" });
    expect(premium.response.status).toBe(200);
    const priced = bookingPayloadSchema.parse(premium.body.payload);
    // An agent's booking: the commission is in the breakdown, never in the price.
    const quote = insurancePlanQuote(
      insurancePlanOrDefault("TRIPSAFE_PREMIUM"),
      [undefined],
      4,
      true,
    );
    expect(priced.fareSummary.tripInsuranceCharges).toBe(quote.fare.TF);
    expect(priced.total).toBe(total + quote.fare.TF);
    expect(priced.protection?.chosen?.tripInsurancePlan).toBe("TRIPSAFE_PREMIUM");
    const again = await details(token, bookingId);
    expect(again.protection?.chosen?.tripInsurancePlan).toBe("TRIPSAFE_PREMIUM");

    const paid = await payCall(service, token, {
      bookingId,
      amount: priced.total,
      wallet: "DEPOSIT",
    });
    expect(paid.response.status).toBe(200);
    const ticketed = await details(token, bookingId);
    expect(ticketed.protection?.offers.tripInsurance).toMatchObject({
      planCode: "TRIPSAFE_PREMIUM",
      plan: "TripSafe Premium $100k cover",
    });
    expect(ticketed.protection?.offers.tripInsurancePlans).toBeUndefined();
    expect(ticketed.protection?.chosen?.tripInsurancePlan).toBe("TRIPSAFE_PREMIUM");
  });

  it("offers only the plans the travellers' ages allow, and no insurance when none is available (J§4: every item isio false)", async () => {
    const token = await newAgent();
    const aged = (age: number) => {
      const year = new Date().getFullYear() - age - 1;
      return { ...PASSPORT_HOLDER, dob: `${year}-01-15` };
    };
    const seventyFive = await booked(service, token, {
      priceIds: [publishedPrice("DEL", "DXB", 45).id],
      passengers: [aged(75)],
    });
    const bookingId = seventyFive.booking.bookingId;
    const offers = (await details(token, bookingId)).protection?.offers;
    expect(offers?.tripInsurancePlans?.map((plan) => [plan.planCode, plan.isio])).toEqual([
      ["TRIPSAFE_BASIC", true],
      ["TRIPSAFE_50K", false],
      ["TRIPSAFE_PREMIUM", false],
    ]);
    expect(offers?.tripInsurance?.planCode).toBe("TRIPSAFE_BASIC");
    const ruledOut = await choose(token, {
      bookingId,
      cancellationProtection: false,
      tripInsurance: true,
      tripInsurancePlan: "TRIPSAFE_50K",
      insuranceAgeConfirmed: true,
    });
    expect(ruledOut.body.errors[0].errCode).toBe("2504");

    const eightyFive = await booked(service, token, {
      priceIds: [publishedPrice("DEL", "DXB", 46).id],
      passengers: [aged(85)],
    });
    const none = (await details(token, eightyFive.booking.bookingId)).protection?.offers;
    expect(none?.tripInsurance).toBeUndefined();
    expect(none?.tripInsurancePlans).toBeUndefined();
  });
});
