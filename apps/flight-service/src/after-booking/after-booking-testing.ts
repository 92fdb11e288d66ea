import { randomInt } from "node:crypto";
import { devEndpoints, FLIGHT_PROTECTION_PATH, type PaxInfo } from "@wayfare/domain";
import {
  adult,
  bookCall,
  bookingCall,
  ONE_ADULT,
  payCall,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { registerFreshUser } from "../testing/fresh-user";
import { backendCall, devCall } from "../testing/service-under-test";

export async function loginToken(service: FlightService, username: string, password: string) {
  const response = await service.fetch(backendCall({ apiName: "login", username, password }));
  return response.headers.get("authorization") ?? "";
}

/**
 * A new account like the demo account `like` (its role and opening wallets; joining
 * `partnerId` when given), logged in: needs a service with its dev endpoints on.
 */
export async function loggedInLike(
  service: FlightService,
  like: string,
  password: string,
  partnerId?: string,
) {
  const made = await service.fetch(
    devCall(devEndpoints.devAccounts, partnerId ? { like, partnerId } : { like }),
  );
  const account = (await made.json()).payload as { email: string; partnerId: string };
  return {
    token: await loginToken(service, account.email, password),
    partnerId: account.partnerId,
  };
}

/**
 * A new agent account and its login: logging in answers a token at the service's clock of
 * the moment (a token from days before has expired once a test has moved the clock on).
 */
export async function newAgentLogin(service: FlightService) {
  const made = await service.fetch(
    devCall(devEndpoints.devAccounts, { like: "agent@wayfare.test" }),
  );
  const { email } = (await made.json()).payload as { email: string };
  return () => loginToken(service, email, "Agent@123");
}

/** A clock for the service under test: the real one, or stopped at the instant a test sets. */
export function stoppableClock() {
  let stoppedAt: number | undefined;
  return {
    now: () => new Date(stoppedAt ?? Date.now()),
    stopAt: (instant: number) => {
      stoppedAt = instant;
    },
    run: () => {
      stoppedAt = undefined;
    },
  };
}

/** An agent account of its own (no wallet money), logged in. */
export async function freshUserToken(service: FlightService): Promise<string> {
  const user = await registerFreshUser(service);
  return loginToken(service, user.email, user.password);
}

/** The demo distributor: a ₹10,00,000 deposit no other test file spends. */
export const distributorToken = (service: FlightService) =>
  loginToken(service, "distributor@wayfare.test", "Distributor@123");

export async function balance(service: FlightService, token: string, wallet = "DEPOSIT") {
  const response = await service.fetch(
    backendCall({ apiName: "balance" }, { authorization: `Bearer ${token}` }),
  );
  return (await response.json()).payload.balances[wallet] as number;
}

export interface BookedOptions {
  hold?: boolean;
  paxInfo?: PaxInfo;
  passengers?: unknown[];
  priceIds?: string[];
  /** A corporate user's reason for a fare above the lowest. */
  policyReason?: { code: string };
  /** GST billing details, and whether to keep them for the booker's later bookings. */
  gst?: Record<string, string>;
  saveGst?: boolean;
}

/** Reviews a random DEL–BOM published fare (or the price ids given) and books it. */
export async function booked(service: FlightService, token: string, options: BookedOptions = {}) {
  const paxInfo = options.paxInfo ?? ONE_ADULT;
  const priceIds = options.priceIds ?? [
    publishedPrice("DEL", "BOM", randomInt(30, 300), paxInfo).id,
  ];
  const { policyReason } = options;
  const review = await reviewCall(service, token, priceIds, paxInfo, { policyReason });
  if (!review.body.status.success) throw new Error(JSON.stringify(review.body.errors));
  const { body } = await bookCall(service, token, {
    bookingId: review.body.payload.bookingId,
    passengers: options.passengers ?? [adult("Asha")],
    hold: options.hold,
    gst: options.gst,
    saveGst: options.saveGst,
  });
  if (!body.status.success) throw new Error(JSON.stringify(body.errors));
  return { booking: body.payload, priceIds };
}

/** Books and pays from the DEPOSIT. */
export async function paidBooking(
  service: FlightService,
  token: string,
  options: BookedOptions = {},
) {
  const { booking, priceIds } = await booked(service, token, options);
  const { body } = await payCall(service, token, {
    bookingId: booking.bookingId,
    wallet: "DEPOSIT",
    amount: booking.total,
  });
  if (!body.status.success) throw new Error(JSON.stringify(body.errors));
  return { booking: body.payload, priceIds };
}

/** Answers the protection products: baggage protect for `passengerIds`, No to the rest. */
export async function buyBaggageProtect(
  service: FlightService,
  token: string,
  bookingId: string,
  passengerIds: string[],
): Promise<{ total: number }> {
  const { response, body } = await bookingCall(
    service,
    FLIGHT_PROTECTION_PATH,
    {
      bookingId,
      cancellationProtection: false,
      tjFlex: false,
      tripInsurance: false,
      baggageProtect: true,
      baggageProtectPassengers: passengerIds,
    },
    token,
  );
  if (response.status !== 200) throw new Error(JSON.stringify(body.errors));
  return { total: body.payload.total as number };
}

export async function seatsLeft(service: FlightService, token: string, priceIds: string[]) {
  const { body } = await reviewCall(service, token, priceIds);
  return body.payload.tripInfos[0].prices[0].fareDetails.ADULT.seatsRemaining as number;
}
