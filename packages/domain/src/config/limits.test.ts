import { describe, expect, it } from "vitest";
import {
  AUTO_SUGGEST_LENGTH_LIMIT,
  BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS,
  baggageProtectPayout,
  COI_DATE_CUT_OFF,
  CUT_OFF_DURATION,
  isOnOrAfterCoiCutOff,
  isSlowNetwork,
  MARKUP_UPDATE_CHUNK_SIZE,
  MAX_PASSENGERS_PER_BOOKING,
  MAX_PROTECTION_AMOUNT,
  MULTICITY_MAX_LEGS,
  NOTIFICATION_CHARACTER_LIMIT,
  PASSWORD_MIN_LENGTH,
  PAYMENT_OTP_MAX_ATTEMPTS,
  PAYMENT_SUB_MODES_RENDERED,
  PENDING_PAYMENT_RETRY_SECONDS,
  PENDING_PAYMENT_TIMER_STAGES_SECONDS,
  pendingPaymentHeading,
  pendingPaymentStage,
  RESET_PASSWORD_MAX_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  SELECT_ALL_EMAIL_LIMIT,
  TILE_VIEW_FARE_COUNT,
  TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS,
} from "./limits";

describe("limits (booking-journey §9)", () => {
  it("holds the search and display limits", () => {
    expect(MAX_PASSENGERS_PER_BOOKING).toBe(9);
    expect(MULTICITY_MAX_LEGS).toBe(5);
    expect(TILE_VIEW_FARE_COUNT).toBe(3);
    expect(CUT_OFF_DURATION).toBe(10);
    expect(MARKUP_UPDATE_CHUNK_SIZE).toBe(1000);
  });

  it("holds the payment and protection limits", () => {
    expect(PENDING_PAYMENT_RETRY_SECONDS).toBe(30);
    expect(PENDING_PAYMENT_TIMER_STAGES_SECONDS).toEqual([30, 90, 180]);
    expect(PAYMENT_OTP_MAX_ATTEMPTS).toBe(3);
    expect(MAX_PROTECTION_AMOUNT).toBe(500000 * 100);
    expect(SELECT_ALL_EMAIL_LIMIT).toBe(200);
    expect(AUTO_SUGGEST_LENGTH_LIMIT).toBe(20);
    expect(NOTIFICATION_CHARACTER_LIMIT).toBe(50);
    expect(PAYMENT_SUB_MODES_RENDERED).toBe(6);
    expect(BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS).toBe(96);
    expect(TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS).toBe(4);
  });

  it("password lengths: 5 to 20 on the reset page, minimum 6 elsewhere", () => {
    expect([RESET_PASSWORD_MIN_LENGTH, RESET_PASSWORD_MAX_LENGTH]).toEqual([5, 20]);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it("'payout 19000 domestic and 66000 international'", () => {
    expect(baggageProtectPayout(true)).toBe(1_900_000);
    expect(baggageProtectPayout(false)).toBe(6_600_000);
  });

  it("'Slow network: none, 2g, bluetooth, cellular'", () => {
    for (const type of ["none", "2g", "bluetooth", "cellular"]) {
      expect(isSlowNetwork(type)).toBe(true);
    }
    expect(isSlowNetwork("wifi")).toBe(false);
    expect(isSlowNetwork(undefined)).toBe(false);
  });

  it("'a date cut-off of 10 Sep 2025 17:00' (India time)", () => {
    expect(COI_DATE_CUT_OFF.toISOString()).toBe("2025-09-10T11:30:00.000Z");
    expect(isOnOrAfterCoiCutOff(new Date("2025-09-10T11:29:59.999Z"))).toBe(false);
    expect(isOnOrAfterCoiCutOff(new Date("2025-09-10T11:30:00Z"))).toBe(true);
  });
});

describe("pending payment (booking-journey §4)", () => {
  it.each([
    [0, "We're processing your payment..."],
    [29, "We're processing your payment..."],
    [30, "Still processing... We're almost there!"],
    [89, "Still processing... We're almost there!"],
    [90, "Thank you for your patience!"],
    [179, "Thank you for your patience!"],
    [180, "Almost Done..."],
    [600, "Almost Done..."],
  ])("after %i s the heading reads %s ('timer stages at 30, 90 and 180 seconds')", (s, text) => {
    expect(pendingPaymentHeading(s)).toBe(text);
  });

  it("stages count up with the timer", () => {
    expect([0, 30, 90, 180].map(pendingPaymentStage)).toEqual([0, 1, 2, 3]);
  });
});
