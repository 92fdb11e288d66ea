import { describe, expect, it } from "vitest";
import { paise } from "../money/money";
import { type CancelledFare, creditNoteAmounts } from "./credit-note";

/** A DEL–BOM leg of two adults: ₹4,000 base each, 5 % commission (₹400), 2 % TDS on it. */
const adult: CancelledFare = {
  base: paise(400_000),
  taxes: paise(90_000),
  k3Gst: paise(20_000),
  cancellationFee: paise(300_000),
  legCommission: paise(40_000),
  legTds: paise(800),
  legCommissionableBase: paise(800_000),
  earnsCommission: true,
};

describe("a cancellation's credit note (J§2 credit notes, J§3 commission recalled, TDS refunded)", () => {
  it("credits the base fare less the airline's fee, and the taxes with K3/GST apart", () => {
    expect(creditNoteAmounts([adult])).toEqual({
      baseFare: 100_000,
      k3Gst: 20_000,
      otTax: 70_000,
      commission: 5_000,
      tds: 100,
    });
  });

  it("recalls the whole share of commission and TDS when the whole base is refunded", () => {
    const free = { ...adult, cancellationFee: paise(0) };
    const both = creditNoteAmounts([free, free]);
    expect(both.commission).toBe(40_000);
    expect(both.tds).toBe(800);
    expect(both.baseFare).toBe(800_000);
  });

  it("a non-refundable fare credits the taxes only and recalls nothing", () => {
    const kept = creditNoteAmounts([{ ...adult, cancellationFee: paise(400_000) }]);
    expect(kept).toEqual({ baseFare: 0, k3Gst: 20_000, otTax: 70_000, commission: 0, tds: 0 });
    // A fee above the base never makes the base credit negative.
    expect(creditNoteAmounts([{ ...adult, cancellationFee: paise(999_999) }]).baseFare).toBe(0);
  });

  it("infants earn no commission, so none is recalled for them", () => {
    const infant = {
      ...adult,
      base: paise(150_000),
      cancellationFee: paise(0),
      earnsCommission: false,
    };
    expect(creditNoteAmounts([infant])).toMatchObject({ baseFare: 150_000, commission: 0, tds: 0 });
  });

  it("rounds each share down to the paisa, so recalls never exceed what was earned", () => {
    const odd = {
      ...adult,
      cancellationFee: paise(0),
      legCommission: paise(1_001),
      legTds: paise(21),
    };
    const halves = creditNoteAmounts([odd, odd]);
    expect(halves.commission).toBe(1_000);
    expect(halves.tds).toBe(20);
  });

  it("nothing cancelled, nothing credited", () => {
    expect(creditNoteAmounts([])).toEqual({
      baseFare: 0,
      k3Gst: 0,
      otTax: 0,
      commission: 0,
      tds: 0,
    });
  });
});
