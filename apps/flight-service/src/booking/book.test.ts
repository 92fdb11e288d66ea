import { randomInt } from "node:crypto";
import {
  bookingPayloadSchema,
  FREQUENT_FLYER_MESSAGES,
  isValidPnr,
  isValidTicketNumber,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { airline as airlineOf } from "../reference/airlines";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import {
  adult,
  bookCall,
  CONTACT,
  detailsCall,
  guestToken,
  payCall,
  publishedPrice,
  reviewCall,
} from "./booking-testing";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => new Date(Date.now() + clockOffset) });
});
afterAll(() => service.close());

const MINUTE = 60_000;
const PARTY = { ADULT: 2, CHILD: 1, INFANT: 0 };
const WITH_INFANT = { ADULT: 1, CHILD: 0, INFANT: 1 };

async function reviewed(token: string) {
  const price = publishedPrice("DEL", "BOM", randomInt(30, 300));
  const { body } = await reviewCall(service, token, [price.id]);
  return {
    bookingId: body.payload.bookingId as string,
    seats: body.payload.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining as number,
    priceId: price.id,
    total: body.payload.newTotal as number,
  };
}

async function agentToken() {
  const response = await service.fetch(
    backendCall({ apiName: "login", username: "agent@wayfare.test", password: "Agent@123" }),
  );
  return response.headers.get("authorization") ?? "";
}

/** An Indian adult abroad: passport, PAN and a frequent flyer number as given. */
const passportHolder = (pan: string, frequentFlyer: string) => ({
  ...adult("Meera", "Iyer"),
  dob: "1990-05-17",
  pNat: "IN",
  pNum: "Z1234567",
  pid: "2022-01-10",
  eD: "2032-01-09",
  pan,
  frequentFlyer,
});

describe("POST /xms/v1/flight/book", () => {
  it("holds a booking with a PNR per airline and takes its seats from the counters", async () => {
    const token = await guestToken(service);
    const { bookingId, seats, priceId } = await reviewed(token);
    const { response, body } = await bookCall(service, token, {
      bookingId,
      passengers: [adult("Asha")],
      hold: true,
    });
    expect(response.status).toBe(200);
    const booking = bookingPayloadSchema.parse(body.payload);
    expect(booking).toMatchObject({ bookingId, status: "On Hold" });
    expect(Object.values(booking.pnrs).every(isValidPnr)).toBe(true);
    const holdMs = new Date(booking.payBy ?? 0).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(119 * MINUTE);
    expect(holdMs).toBeLessThanOrEqual(120 * MINUTE);
    const again = await reviewCall(service, token, [priceId]);
    expect(again.body.payload.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining).toBe(
      seats - 1,
    );
  });

  it("asks before booking the same passenger on the same flight again, and books once told yes", async () => {
    const token = await guestToken(service);
    const first = await reviewed(token);
    const booked = await bookCall(service, token, {
      bookingId: first.bookingId,
      passengers: [adult("Meena", "Das")],
      allowDuplicate: false,
    });
    expect(booked.response.status).toBe(200);
    const { body } = await reviewCall(service, token, [first.priceId]);
    const second = body.payload.bookingId as string;
    const passengers = [adult("MEENA", "das")];

    const asked = await bookCall(service, token, {
      bookingId: second,
      passengers,
      allowDuplicate: false,
    });
    expect(asked.response.status).toBe(409);
    expect(asked.body.errors).toEqual([
      {
        errCode: "409",
        message: `You already have booking ${first.bookingId} for the same passenger on the same flight. Do you want to continue booking?`,
      },
    ]);
    const nothing = await detailsCall(service, { bookingId: second }, token);
    expect(nothing.response.status).toBe(404);

    const yes = await bookCall(service, token, {
      bookingId: second,
      passengers,
      allowDuplicate: true,
    });
    expect(yes.body.payload).toMatchObject({ bookingId: second, status: "Pending" });
  });

  it("keeps GST billing details for the invoice, checked again with the domain's rules", async () => {
    const token = await guestToken(service);
    const gst = {
      gstNumber: "27AAPFU0939F1ZV",
      registeredName: "Acme Industries Pvt Ltd",
      billingCompanyName: "Acme Industries",
      mobile: "9876543210",
      address: "12 MG Road",
      city: "Pune",
      postalCode: "411001",
      accountCode: "CC-4410",
    };
    const bad = await reviewed(token);
    const refused = await bookCall(service, token, {
      bookingId: bad.bookingId,
      passengers: [adult("Gita")],
      gst: { ...gst, gstNumber: "27AAPFU0939F1Z" },
    });
    expect(refused.response.status).toBe(400);

    const { bookingId } = await reviewed(token);
    const booked = await bookCall(service, token, { bookingId, passengers: [adult("Gita")], gst });
    expect(booked.response.status).toBe(200);
    expect(booked.body.payload.gst).toEqual({ ...gst, country: "IN" });
  });

  it("keeps every field the passenger page sends and answers them in booking-details", async () => {
    const token = await guestToken(service);
    const price = publishedPrice("DEL", "DXB", randomInt(30, 300));
    const { body } = await reviewCall(service, token, [price.id]);
    const bookingId = body.payload.bookingId as string;
    // The carrier of the fare booked: a number for another airline is refused.
    const traveller = passportHolder("ABCDE1234F", `${price.id.slice(0, 2)} 412345678`);
    const contact = {
      ...CONTACT,
      destinationAddress: "Hotel Al Manzil, Downtown, Dubai",
      emergencyContactName: "Karan Iyer",
      emergencyContactMobile: "9123456789",
    };
    const booked = await bookCall(service, token, { bookingId, passengers: [traveller], contact });
    expect(booked.response.status).toBe(200);
    const details = await detailsCall(service, { bookingId }, token);
    const booking = bookingPayloadSchema.parse(details.body.payload);
    const { type, title, firstName, lastName, dob, ...given } = traveller;
    expect(booking.passengers).toEqual([
      { type, title, firstName, lastName, dob, ticketNumbers: {}, details: given },
    ]);
    expect(booking.contact).toEqual(contact);
  });

  it("checks PAN and frequent flyer numbers again, in the form's words, and books nothing", async () => {
    const token = await guestToken(service);
    const price = publishedPrice("DEL", "DXB", randomInt(30, 300));
    const { body } = await reviewCall(service, token, [price.id]);
    const bookingId = body.payload.bookingId as string;
    const carrier = price.id.slice(0, 2);
    const traveller = passportHolder("ABCDE12345", "ZZ 412345678");
    const refused = await bookCall(service, token, { bookingId, passengers: [traveller] });
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining([
        "Invalid PAN Number",
        FREQUENT_FLYER_MESSAGES.notOnTrip("ZZ", [carrier]),
      ]),
    );
    const details = await detailsCall(service, { bookingId }, token);
    expect(details.body.errors[0].errCode).toBe("1016");
  });

  it("is idempotent per bookingId: a second submit answers the same booking", async () => {
    const token = await guestToken(service);
    const { bookingId, seats, priceId } = await reviewed(token);
    const submit = () => bookCall(service, token, { bookingId, passengers: [adult("Ravi")] });
    const [first, second] = await Promise.all([submit(), submit()]);
    expect(first.body.payload.status).toBe("Pending");
    expect(second.body.payload).toEqual(first.body.payload);
    const again = await reviewCall(service, token, [priceId]);
    expect(again.body.payload.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining).toBe(
      seats - 1,
    );
  });

  it("answers 2503 once the bookingId has expired", async () => {
    const token = await guestToken(service);
    const { bookingId } = await reviewed(token);
    clockOffset = 31 * MINUTE;
    try {
      const { response, body } = await bookCall(service, token, {
        bookingId,
        passengers: [adult("Late")],
      });
      expect(response.status).toBe(400);
      expect(body.errors).toEqual([
        {
          errCode: "2503",
          message: "BookingId expired, generate a new one from the review response",
        },
      ]);
    } finally {
      clockOffset = 0;
    }
  });

  it("checks the passengers again with the service's codes and writes nothing", async () => {
    const token = await guestToken(service);
    const { bookingId } = await reviewCall(
      service,
      token,
      [publishedPrice("DEL", "BOM", randomInt(30, 300), PARTY).id],
      PARTY,
    ).then(({ body }) => body.payload);
    const child = { type: "CHILD", title: "Master", firstName: "Kabir", lastName: "Rao" };
    const cases: [unknown[], string[]][] = [
      [[adult(" Asha"), adult("Ravi"), child], ["1007"]],
      [[adult("Asha", "Sharma2"), adult("Ravi"), child], ["1008"]],
      [[adult("A".repeat(51)), adult("Ravi"), child], ["1009"]],
      [[adult("Asha"), adult("asha", "SHARMA"), child], ["1010"]],
      [[{ ...adult("Asha"), dob: "2020-01-01" }, adult("Ravi"), child], ["1012"]],
      [[adult("Asha"), adult("Ravi"), { ...child, dob: "1990-01-01" }], ["1013"]],
      [[adult("Asha"), adult("Ravi")], ["2504"]],
    ];
    for (const [passengers, codes] of cases) {
      const { response, body } = await bookCall(service, token, { bookingId, passengers });
      expect(response.status).toBe(400);
      expect(body.errors.map((error: { errCode: string }) => error.errCode)).toEqual(codes);
    }
    const details = await detailsCall(service, { bookingId }, token);
    expect(details.body.errors[0].errCode).toBe("1016");
  });

  it("checks an infant's age with 1014", async () => {
    const token = await guestToken(service);
    const { bookingId } = await reviewCall(
      service,
      token,
      [publishedPrice("DEL", "BOM", randomInt(30, 300), WITH_INFANT).id],
      WITH_INFANT,
    ).then(({ body }) => body.payload);
    const infant = { type: "INFANT", title: "Ms", firstName: "Mira", lastName: "Sharma" };
    const { body } = await bookCall(service, token, {
      bookingId,
      passengers: [adult("Asha"), { ...infant, dob: "2015-01-01" }],
    });
    expect(body.errors.map((error: { errCode: string }) => error.errCode)).toEqual(["1014"]);
  });

  it("answers 2504 for someone else's bookingId", async () => {
    const { bookingId } = await reviewed(await guestToken(service));
    const { body } = await bookCall(service, await guestToken(service), {
      bookingId,
      passengers: [adult("Asha")],
    });
    expect(body.errors[0].errCode).toBe("2504");
  });
});

describe("POST /xms/v1/flight/pay", () => {
  it("pays the total from the deposit and tickets every passenger", async () => {
    const token = await agentToken();
    const { bookingId } = await reviewed(token);
    const held = await bookCall(service, token, {
      bookingId,
      passengers: [adult("Neha")],
      hold: true,
    });
    // Held: the fare and the hold charges of a low-cost carrier (J§1).
    const total = held.body.payload.total as number;
    const wrong = await payCall(service, token, {
      bookingId,
      wallet: "DEPOSIT",
      amount: total - 1,
    });
    expect(wrong.body.errors[0].errCode).toBe("1015");
    const paid = await payCall(service, token, { bookingId, wallet: "DEPOSIT", amount: total });
    const booking = bookingPayloadSchema.parse(paid.body.payload);
    expect(booking.status).toBe("Success");
    const [airline] = Object.keys(booking.pnrs);
    const ticket = booking.passengers[0]?.ticketNumbers[airline ?? ""] ?? "";
    expect(isValidTicketNumber(ticket)).toBe(true);
    expect(ticket.slice(0, 3)).toBe(airlineOf(airline ?? "").ticketingPrefix);
    const again = await payCall(service, token, { bookingId, wallet: "DEPOSIT", amount: total });
    expect(again.body.payload).toEqual(paid.body.payload);
  });

  it("answers 1059 after the hold time and 2001 when the wallet is short", async () => {
    const token = await agentToken();
    const { bookingId } = await reviewed(token);
    const onHold = await bookCall(service, token, {
      bookingId,
      passengers: [adult("Omar")],
      hold: true,
    });
    const total = onHold.body.payload.total as number;
    clockOffset = 121 * MINUTE;
    try {
      const late = await payCall(service, token, { bookingId, wallet: "DEPOSIT", amount: total });
      expect(late.body.errors).toEqual([{ errCode: "1059", message: "Hold time limit expired" }]);
    } finally {
      clockOffset = 0;
    }
    const guest = await guestToken(service);
    const held = await reviewed(guest);
    await bookCall(service, guest, { bookingId: held.bookingId, passengers: [adult("Omar")] });
    const short = await payCall(service, guest, {
      bookingId: held.bookingId,
      wallet: "DEPOSIT",
      amount: held.total,
    });
    expect(short.body.errors[0].errCode).toBe("2001");
  });
});

describe("POST /xms/v1/flight/booking-details", () => {
  it("answers the owner, and a guest with the booking's email or mobile", async () => {
    const token = await guestToken(service);
    const { bookingId } = await reviewed(token);
    await bookCall(service, token, { bookingId, passengers: [adult("Zoya")], hold: true });
    const owner = await detailsCall(service, { bookingId }, token);
    expect(owner.body.payload).toMatchObject({ bookingId, status: "On Hold" });
    // The owner's token, a minute old, is renewed; a lookup by contact carries none.
    clockOffset = MINUTE;
    try {
      const later = await detailsCall(service, { bookingId }, token);
      expect(later.response.headers.get("authorization")).toBeTruthy();
    } finally {
      clockOffset = 0;
    }
    const byEmail = await detailsCall(service, { bookingId, email: CONTACT.email.toUpperCase() });
    expect(byEmail.body.payload.passengers[0].firstName).toBe("Zoya");
    const byMobile = await detailsCall(service, { bookingId, mobile: CONTACT.mobile });
    expect(byMobile.response.status).toBe(200);
    expect(byMobile.response.headers.get("authorization")).toBeNull();
    const stranger = await detailsCall(service, { bookingId, email: "someone@else.test" });
    expect(stranger.response.status).toBe(404);
    expect(stranger.body.errors[0].errCode).toBe("1016");
  });
});
