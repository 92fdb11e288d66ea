import { describe, expect, it } from "vitest";
import {
  customerRequestSegments,
  isRequestRaised,
  mayShareCustomerJourney,
} from "./customer-request";

describe("customer requests (J§3 'autofill flags, per-segment autofill errors', J§4)", () => {
  it("autofills every segment of a ticketed booking with nothing pending", () => {
    expect(customerRequestSegments(["S1", "S2"], "Success", [])).toEqual([
      { segmentId: "S1", autofill: true, autofillError: null },
      { segmentId: "S2", autofill: true, autofillError: null },
    ]);
  });

  it("a segment with a pending request takes no other", () => {
    const [first, second] = customerRequestSegments(["S1", "S2"], "Success", [
      { requestId: "AR1234567890", segmentIds: ["S2"] },
    ]);
    expect(first?.autofill).toBe(true);
    expect(second).toEqual({
      segmentId: "S2",
      autofill: false,
      autofillError: "A request for this flight is already waiting for the travel desk.",
    });
  });

  it("no segment of a booking that is not ticketed takes a request", () => {
    const segments = customerRequestSegments(["S1"], "CANCELLED", []);
    expect(segments[0]?.autofillError).toBe("This booking cannot be changed.");
  });

  it("isRequestRaised while a request waits", () => {
    expect(isRequestRaised([])).toBe(false);
    expect(isRequestRaised([{ requestId: "AR1234567890", segmentIds: ["S1"] }])).toBe(true);
  });

  it("business users share a journey page; guests and retail customers do not", () => {
    expect(mayShareCustomerJourney("AGENT")).toBe(true);
    expect(mayShareCustomerJourney("DISTRIBUTOR")).toBe(true);
    expect(mayShareCustomerJourney("GUEST")).toBe(false);
    expect(mayShareCustomerJourney("CUSTOMER")).toBe(false);
  });
});
