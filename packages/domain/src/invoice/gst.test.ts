import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import {
  addServiceFeeGst,
  airTicketGst,
  airTicketGstBasisPoints,
  serviceFeeGst,
  supplyTypeFor,
} from "./gst";

describe("GST on the agent service fee (J§3 'CGST/SGST at 9 percent each, IGST at 18 percent')", () => {
  it("intra-state: CGST 9 + SGST 9", () => {
    expect(serviceFeeGst(fromRupees(500), "INTRA_STATE")).toEqual({
      cgst: fromRupees(45),
      sgst: fromRupees(45),
      igst: 0,
      total: fromRupees(90),
    });
  });

  it("inter-state: IGST 18", () => {
    expect(serviceFeeGst(fromRupees(500), "INTER_STATE")).toEqual({
      cgst: 0,
      sgst: 0,
      igst: fromRupees(90),
      total: fromRupees(90),
    });
  });

  it("supply type by state code", () => {
    expect(supplyTypeFor("27", "27")).toBe("INTRA_STATE");
    expect(supplyTypeFor("27", "07")).toBe("INTER_STATE");
  });

  it("CGST + SGST is within a paisa of IGST (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (fee) => {
        const intra = serviceFeeGst(paise(fee), "INTRA_STATE");
        const inter = serviceFeeGst(paise(fee), "INTER_STATE");
        expect(intra.cgst).toBe(intra.sgst);
        expect(Math.abs(intra.total - inter.total)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("adds splits", () => {
    const sum = addServiceFeeGst(
      serviceFeeGst(fromRupees(100), "INTRA_STATE"),
      serviceFeeGst(fromRupees(200), "INTRA_STATE"),
    );
    expect(sum).toEqual({
      cgst: fromRupees(27),
      sgst: fromRupees(27),
      igst: 0,
      total: fromRupees(54),
    });
  });
});

describe("GST on air tickets (domain-notes)", () => {
  const after = new Date("2025-10-01T00:00:00+05:30");
  const before = new Date("2025-09-21T23:59:59+05:30");

  it("economy 5 %", () => {
    expect(airTicketGstBasisPoints("ECONOMY", after)).toBe(500);
    expect(airTicketGst(fromRupees(1000), "ECONOMY", after)).toBe(fromRupees(50));
  });

  it.each(["PREMIUM_ECONOMY", "BUSINESS", "FIRST", "MIXED"] as const)(
    "%s 18 % from 22 Sep 2025, 12 % before",
    (cabinClass) => {
      expect(airTicketGstBasisPoints(cabinClass, after)).toBe(1800);
      expect(airTicketGstBasisPoints(cabinClass, new Date("2025-09-22T00:00:00+05:30"))).toBe(1800);
      expect(airTicketGstBasisPoints(cabinClass, before)).toBe(1200);
    },
  );
});
