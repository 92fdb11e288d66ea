import { describe, expect, it } from "vitest";
import {
  flowTypeFromUrl,
  isPostBookingFlow,
  POST_BOOKING_MODES,
  postBookingMode,
} from "./flow-type";
import { paymentPath } from "./payment-route";
import { retailRedirectTarget } from "./retail-redirect";

describe("flow type from the URL (foundations §2, booking-journey §2)", () => {
  it.each([
    ["/flight/list?from=DEL&to=BOM&flowType=REISSUE&bookingId=TJ1", "REISSUE"],
    ["/flight/list?flowType=import", "IMPORT"],
    ["/flight/import", "IMPORT"],
    ["https://wayfare.in/flight/list?flowType=Reschedule", "RESCHEDULE"],
    ["/flight/modifyBooking/", "MODIFYBOOKING"],
    ["/flight/modifyBooking/review/?bookingId=TJ1", "MODIFYBOOKING"],
    ["/flight/reissue/list", "REISSUE"],
    ["/flight/list?from=DEL&to=BOM&dep=2025-12-01", "PREBOOKING"],
    ["/flight/list?flowType=PREBOOKING", "PREBOOKING"],
    ["/flight/list?flowType=bogus", "PREBOOKING"],
  ] as const)("'%s' is %s ('otherwise PREBOOKING')", (url, flow) => {
    expect(flowTypeFromUrl(url)).toBe(flow);
  });

  it("reads URL objects, the query winning over the path", () => {
    expect(
      flowTypeFromUrl(new URL("https://wayfare.in/flight/modifyBooking/?flowType=REISSUE")),
    ).toBe("REISSUE");
  });

  it("'Post-booking modes: reissue, reschedule, modifybooking'", () => {
    expect(POST_BOOKING_MODES).toEqual(["reissue", "reschedule", "modifybooking"]);
    expect(postBookingMode("REISSUE")).toBe("reissue");
    expect(postBookingMode("RESCHEDULE")).toBe("reschedule");
    expect(postBookingMode("MODIFYBOOKING")).toBe("modifybooking");
    expect(postBookingMode("IMPORT")).toBeNull();
    expect(postBookingMode("PREBOOKING")).toBeNull();
    expect(isPostBookingFlow("REISSUE")).toBe(true);
    expect(isPostBookingFlow("IMPORT")).toBe(false);
  });
});

describe("retail redirects (foundations §2)", () => {
  it.each([
    "/my-profile",
    "/my-bookings",
    "/modify-booking",
    "/confirmation",
    "/my-bookings/upcoming",
    "/My-Profile",
  ])("'Retail users are redirected away from' %s", (path) => {
    expect(retailRedirectTarget(path, "B2C")).toBe("/flight/");
  });

  it("leaves other paths and business users alone", () => {
    expect(retailRedirectTarget("/flight/confirmation/", "B2C")).toBeNull();
    expect(retailRedirectTarget("/my-bookingsx", "B2C")).toBeNull();
    expect(retailRedirectTarget("/flight/", "B2C")).toBeNull();
    expect(retailRedirectTarget("/my-bookings", "B2B")).toBeNull();
  });
});

describe("payment page version (foundations §2, §6)", () => {
  it("'/flight/payment/, /flight/payment_V2/, /flight/payment_V3/ (the version is chosen by configuration and feature toggles)'", () => {
    expect(paymentPath({ userId: "u1", toggles: {} })).toBe("/flight/payment/");
    expect(paymentPath({ userId: "u1", configuredVersion: "V2", toggles: {} })).toBe(
      "/flight/payment_V2/",
    );
    expect(paymentPath({ userId: "u1", toggles: { paymentV2: ["u1"] } })).toBe(
      "/flight/payment_V2/",
    );
    expect(paymentPath({ userId: "u1", toggles: { paymentV2: ["All"], paymentV3: ["u1"] } })).toBe(
      "/flight/payment_V3/",
    );
    expect(
      paymentPath({ userId: "u2", configuredVersion: "V1", toggles: { paymentV3: ["u1"] } }),
    ).toBe("/flight/payment/");
  });
});
