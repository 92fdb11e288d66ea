import { describe, expect, it } from "vitest";
import { baggageProtectPayout } from "../config/limits";
import { fromRupees, paise } from "../money/money";
import {
  baggageProtectCharges,
  baggageProtectQuote,
  turnOffBaggageProtect,
} from "./baggage-protect";

const unit = {
  supplierFee: fromRupees(150),
  supplierGst: fromRupees(27),
  agentCommission: fromRupees(20),
  tds: fromRupees(1),
};

describe("baggage protect (J§5, J§9)", () => {
  it("total = (supplier fee + supplier GST) times the number of selected passengers", () => {
    const charges = baggageProtectCharges(unit, 3);
    expect(charges.total).toBe(fromRupees(531));
    expect(charges.supplierFee).toBe(fromRupees(450));
    expect(charges.supplierGst).toBe(fromRupees(81));
    expect(charges.agentCommission).toBe(fromRupees(60));
    expect(charges.tds).toBe(fromRupees(3));
    expect(baggageProtectCharges(unit, 0).total).toBe(0);
  });

  it("toggling off clears the passenger selection and subtracts its charges", () => {
    const calculatedCharges = baggageProtectCharges(unit, 2);
    const off = turnOffBaggageProtect({
      isSelected: true,
      selectedPax: ["ADULT1", "ADULT2"],
      calculatedCharges,
      totalAddOnsCharges: fromRupees(1354),
    });
    expect(off).toEqual({
      isSelected: false,
      selectedPax: [],
      totalAddOnsCharges: fromRupees(1000),
    });
  });

  it("toggling off twice does not subtract twice", () => {
    const state = {
      isSelected: false,
      selectedPax: [],
      totalAddOnsCharges: paise(5000),
    };
    expect(turnOffBaggageProtect(state).totalAddOnsCharges).toBe(5000);
  });

  it("pays out 19000 domestic and 66000 international", () => {
    expect(baggageProtectPayout(true)).toBe(fromRupees(19000));
    expect(baggageProtectPayout(false)).toBe(fromRupees(66000));
  });
});

describe("baggage protect's price (J§3)", () => {
  it("charges (₹149 + 18 % GST) per passenger; an agent's commission and TDS are shown, not charged", () => {
    expect(baggageProtectQuote(2, false)).toEqual({
      supplierFee: fromRupees(298),
      supplierGst: fromRupees(53.64),
      agentCommission: paise(0),
      tds: paise(0),
      total: fromRupees(351.64),
    });
    const agent = baggageProtectQuote(1, true);
    expect(agent.agentCommission).toBe(fromRupees(14.9));
    expect(agent.tds).toBe(fromRupees(0.75));
    expect(agent.total).toBe(fromRupees(175.82));
  });
});
