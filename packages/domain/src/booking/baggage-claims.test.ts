import { describe, expect, it } from "vitest";
import { baggageClaimRequestSchema } from "../api/baggage-claim";
import {
  BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH,
  BAGGAGE_CLAIM_MESSAGES,
  type BaggageClaimCase,
  baggageClaimCaseOf,
  baggageClaimChoiceValue,
  baggageClaimRefusal,
  baggageClaimTargetOf,
  baggageClaimWindow,
  isBaggageProtectClaimOpen,
  openBaggageClaims,
} from "./baggage-claims";

const arrival = new Date("2026-10-01T10:00:00Z");
const hours = (count: number) => new Date(arrival.getTime() + count * 3_600_000);

const claimCase: BaggageClaimCase = {
  status: "Success",
  coveredPassengerIds: ["1", "3"],
  flights: [
    { segmentId: "AI101-DEL-BOM-2026-10-01", arrival },
    { segmentId: "AI102-BOM-DEL-2026-10-03", arrival: hours(48) },
  ],
  claimed: [],
  cancelled: [],
};
const asha = { passengerId: "1", segmentId: "AI101-DEL-BOM-2026-10-01" };

describe("baggage protect claims (J§9, decision 0060)", () => {
  it("open from the flight's arrival until 96 hours after it, both ends included", () => {
    expect(baggageClaimWindow(arrival).closesAt).toEqual(new Date("2026-10-05T10:00:00Z"));
    expect(isBaggageProtectClaimOpen(arrival, hours(-0.01))).toBe(false);
    expect(isBaggageProtectClaimOpen(arrival, arrival)).toBe(true);
    expect(isBaggageProtectClaimOpen(arrival, hours(96))).toBe(true);
    expect(isBaggageProtectClaimOpen(arrival, new Date("2026-10-05T10:00:01Z"))).toBe(false);
  });

  it("refuses in our words: before arrival, after the window, a passenger not covered, a flight not booked, a booking not ticketed, a second claim", () => {
    expect(baggageClaimRefusal(claimCase, asha, hours(2))).toBeUndefined();
    expect(baggageClaimRefusal(claimCase, asha, hours(-1))).toBe(
      BAGGAGE_CLAIM_MESSAGES.beforeArrival,
    );
    expect(baggageClaimRefusal(claimCase, asha, hours(97))).toBe(
      "Baggage claims for this flight closed 96 hours after it arrived.",
    );
    expect(baggageClaimRefusal(claimCase, { ...asha, passengerId: "2" }, hours(2))).toBe(
      BAGGAGE_CLAIM_MESSAGES.notCovered,
    );
    expect(baggageClaimRefusal(claimCase, { ...asha, segmentId: "XX1-A-B" }, hours(2))).toBe(
      BAGGAGE_CLAIM_MESSAGES.unknownFlight,
    );
    for (const status of ["On Hold", "Pending", "CANCELLED"] as const) {
      expect(baggageClaimRefusal({ ...claimCase, status }, asha, hours(2))).toBe(
        BAGGAGE_CLAIM_MESSAGES.notTicketed,
      );
    }
    expect(baggageClaimRefusal({ ...claimCase, claimed: [asha] }, asha, hours(2))).toBe(
      BAGGAGE_CLAIM_MESSAGES.duplicate,
    );
  });

  it("a passenger's cancelled flight is not offered nor accepted: they did not fly it", () => {
    const partlyCancelled = { ...claimCase, cancelled: [asha] };
    expect(baggageClaimRefusal(partlyCancelled, asha, hours(2))).toBe(
      "This passenger's flight was cancelled, so there is no baggage to claim on it.",
    );
    expect(
      baggageClaimRefusal(partlyCancelled, { ...asha, passengerId: "3" }, hours(2)),
    ).toBeUndefined();
    expect(openBaggageClaims(partlyCancelled, hours(2))).toEqual([
      { passengerId: "3", segmentId: "AI101-DEL-BOM-2026-10-01", closesAt: hours(96) },
    ]);
  });

  it("lists what can be claimed now: each covered passenger on each arrived flight not yet claimed, with the window's end", () => {
    expect(openBaggageClaims(claimCase, hours(-1))).toEqual([]);
    expect(openBaggageClaims({ ...claimCase, claimed: [asha] }, hours(50))).toEqual([
      { passengerId: "1", segmentId: "AI102-BOM-DEL-2026-10-03", closesAt: hours(144) },
      { passengerId: "3", segmentId: "AI101-DEL-BOM-2026-10-01", closesAt: hours(96) },
      { passengerId: "3", segmentId: "AI102-BOM-DEL-2026-10-03", closesAt: hours(144) },
    ]);
    expect(openBaggageClaims(claimCase, hours(100)).map((open) => open.segmentId)).toEqual([
      "AI102-BOM-DEL-2026-10-03",
      "AI102-BOM-DEL-2026-10-03",
    ]);
  });

  it("reads a booking as booking-details answers it: nobody covered without baggage protect", () => {
    const booking = {
      status: "Success" as const,
      protection: { chosen: { baggageProtect: true, baggageProtectPassengers: ["2"] } },
      baggageClaims: {
        flights: [{ segmentId: "S1", arrival: arrival.toISOString() }],
        claims: [{ passengerId: "2", segmentId: "S1" }],
        cancelled: [{ passengerId: "1", segmentId: "S1" }],
      },
    };
    expect(baggageClaimCaseOf(booking)).toEqual({
      status: "Success",
      coveredPassengerIds: ["2"],
      flights: [{ segmentId: "S1", arrival }],
      claimed: [{ passengerId: "2", segmentId: "S1" }],
      cancelled: [{ passengerId: "1", segmentId: "S1" }],
    });
    const without = { ...booking, protection: { chosen: { baggageProtect: false } } };
    expect(baggageClaimCaseOf(without).coveredPassengerIds).toEqual([]);
  });

  it("posts a passenger and a flight as one choice", () => {
    const value = baggageClaimChoiceValue(asha);
    expect(value).toBe("1/AI101-DEL-BOM-2026-10-01");
    expect(baggageClaimTargetOf(value)).toEqual(asha);
    expect(baggageClaimTargetOf("1")).toBeUndefined();
    expect(baggageClaimTargetOf("/S1")).toBeUndefined();
    expect(baggageClaimTargetOf("1/")).toBeUndefined();
  });

  it("the request: a reason of three, a plain description within 1000 characters (line breaks kept, no tabs), our messages", () => {
    const request = {
      bookingId: "WF2610010000001",
      ...asha,
      reason: "DELAYED",
      description: "  Blue suitcase,\nnot on the belt.  ",
    };
    expect(baggageClaimRequestSchema.shape.data.parse(request).description).toBe(
      "Blue suitcase,\nnot on the belt.",
    );
    const refused = baggageClaimRequestSchema.shape.data.safeParse({
      ...request,
      passengerId: "0",
      reason: "STOLEN",
      description: "x".repeat(BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH + 1),
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      BAGGAGE_CLAIM_MESSAGES.choiceRequired,
      BAGGAGE_CLAIM_MESSAGES.reasonRequired,
      "Please keep the description within 1000 characters.",
    ]);
    const blank = baggageClaimRequestSchema.shape.data.safeParse({
      ...request,
      description: "   ",
    });
    expect(blank.error?.issues[0]?.message).toBe(BAGGAGE_CLAIM_MESSAGES.descriptionRequired);
    const control = baggageClaimRequestSchema.shape.data.safeParse({
      ...request,
      description: "bag\u0000",
    });
    expect(control.success).toBe(false);
    const tab = baggageClaimRequestSchema.shape.data.safeParse({
      ...request,
      description: "\tbag",
    });
    expect(tab.error?.issues[0]?.message).toBe("Invalid characters");
  });
});
