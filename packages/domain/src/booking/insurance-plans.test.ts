import { describe, expect, it } from "vitest";
import { tripInsuranceQuoteSchema } from "../api/booking";
import { ASSISTANCE_SERVICES } from "../catalogues/assistance-services";
import { CYBER_SERVICES } from "../catalogues/cyber-services";
import { INSURANCE_HEADLINES } from "../catalogues/insurance-benefits";
import { INSURANCE_CATEGORIES } from "../catalogues/insurance-categories";
import { insuranceBenefitEntrySchema } from "../catalogues/insurance-categories-schemas";
import { fromRupees } from "../money/money";
import {
  DEFAULT_INSURANCE_PLAN,
  INSURANCE_PLANS,
  insurancePlanBannerEntries,
  insurancePlanEntries,
  insurancePlanLimitUsd,
  insurancePlanOf,
  insurancePlanOrDefault,
  insurancePlanPopupEntries,
  isExcludedFromSomeInsuranceSums,
  isInsurancePlanAvailable,
  OVER_60_NOTE,
} from "./insurance-plans";
import {
  insurancePlanItems,
  insurancePlanQuote,
  isTripInsuranceUnavailable,
  tripInsuranceQuote,
} from "./trip-insurance";

const plan = (code: string) => insurancePlanOrDefault(code);

describe("insurance plans (issue 20; J§3 insurance data, J§9 benefits catalogue)", () => {
  it("has three plans; the $50k travel cover of J§9 is the default, with the spec's headline bullets", () => {
    expect(INSURANCE_PLANS.map((one) => one.code)).toEqual([
      "TRIPSAFE_BASIC",
      "TRIPSAFE_50K",
      "TRIPSAFE_PREMIUM",
    ]);
    expect(DEFAULT_INSURANCE_PLAN).toBe("TRIPSAFE_50K");
    expect(plan("TRIPSAFE_50K").headlines).toEqual(INSURANCE_HEADLINES);
    expect(insurancePlanOf("NO_SUCH_PLAN")).toBeUndefined();
    // A booking bought before there were plans is the default plan's.
    expect(insurancePlanOrDefault(undefined).code).toBe("TRIPSAFE_50K");
  });

  it("J§3 insurance benefit entry: display mode BANNER or POPUP, name, ic, type, description, sum insured, provider", () => {
    for (const one of INSURANCE_PLANS) {
      const entries = insurancePlanEntries(one);
      for (const entry of entries) expect(insuranceBenefitEntrySchema.parse(entry)).toEqual(entry);
      expect(insurancePlanBannerEntries(one).every((e) => e.displayMode === "BANNER")).toBe(true);
      expect(insurancePlanPopupEntries(one).every((e) => e.displayMode === "POPUP")).toBe(true);
      // J§9's categories only.
      for (const entry of entries) expect(INSURANCE_CATEGORIES).toContain(entry.ic);
    }
  });

  it("each plan has its own sum insured and benefits: a benefit is capped at it unless raised", () => {
    const emergency = (code: string) =>
      insurancePlanPopupEntries(plan(code)).find((e) => e.name === "Emergency Medical Expenses");
    expect(emergency("TRIPSAFE_BASIC")?.sumInsured).toBe("$25,000");
    expect(emergency("TRIPSAFE_50K")?.sumInsured).toBe("$50,000");
    expect(emergency("TRIPSAFE_PREMIUM")?.sumInsured).toBe("$100,000");
    expect(insurancePlanLimitUsd(plan("TRIPSAFE_BASIC"), "Dental")).toBe(400);
    expect(insurancePlanPopupEntries(plan("TRIPSAFE_BASIC")).map((e) => e.name)).not.toContain(
      "Adventure Sports Injury",
    );
    const banner = insurancePlanBannerEntries(plan("TRIPSAFE_BASIC"))[0];
    expect(banner).toMatchObject({ name: "$25k Travel cover", sumInsured: "$25,000" });
  });

  it("three providers: the assistance services from the assistance provider, the cyber services (premium only) from the cyber-safety provider", () => {
    const premium = insurancePlanPopupEntries(plan("TRIPSAFE_PREMIUM"));
    const assistance = premium.filter((e) => e.provider === "ASSISTANCE_PROVIDER");
    expect(assistance.map((e) => e.name)).toEqual(ASSISTANCE_SERVICES.map((s) => s.name));
    expect(assistance.every((e) => e.type === "ASSISTANCE_BENEFIT")).toBe(true);
    const cyber = premium.filter((e) => e.provider === "CYBER_SAFETY_PROVIDER");
    expect(cyber.map((e) => e.name)).toEqual(CYBER_SERVICES);
    expect(
      insurancePlanPopupEntries(plan("TRIPSAFE_50K")).some(
        (e) => e.provider === "CYBER_SAFETY_PROVIDER",
      ),
    ).toBe(false);
    expect(
      premium
        .filter((e) => e.provider === "MEDICAL_INSURER")
        .every((e) => e.type === "INSURANCE_BENEFIT"),
    ).toBe(true);
  });

  it("J§9 'Passengers older than 60 are excluded from some insurance sums': personal accident and adventure sports say so", () => {
    expect([60, 61].map(isExcludedFromSomeInsuranceSums)).toEqual([false, true]);
    const noted = insurancePlanPopupEntries(plan("TRIPSAFE_50K"))
      .filter((e) => e.description.includes(OVER_60_NOTE))
      .map((e) => e.name);
    expect(noted).toEqual([
      "Personal Accident",
      "Personal Accident Common Carrier",
      "Adventure Sports Injury",
    ]);
  });

  it("prices per traveller and day, and the premium plan's adventure-sports part only for those not older than 60", () => {
    const premium = plan("TRIPSAFE_PREMIUM");
    // 2 × (₹179 + 4 × ₹25) + 2 × ₹49 = ₹656; a 65-year-old pays no adventure part: ₹607.
    expect(insurancePlanQuote(premium, [30, undefined], 4, false).fare.SP).toBe(fromRupees(656));
    expect(insurancePlanQuote(premium, [30, 65], 4, false).fare.SP).toBe(fromRupees(607));
    expect(insurancePlanQuote(plan("TRIPSAFE_BASIC"), [30], 4, false).fare).toMatchObject({
      SP: fromRupees(95),
      SPGST: fromRupees(17.1),
      TF: fromRupees(112.1),
    });
    // The default plan's price is unchanged by ages (₹99 + ₹15 a day).
    expect(insurancePlanQuote(plan("TRIPSAFE_50K"), [65], 4, false)).toEqual(
      tripInsuranceQuote(1, 4, false),
    );
    expect(tripInsuranceQuoteSchema.parse(tripInsuranceQuote(1, 4, false)).planCode).toBe(
      "TRIPSAFE_50K",
    );
  });

  it("isio: a plan is available when no traveller is older than its age limit (Basic 80, others 70)", () => {
    expect(isInsurancePlanAvailable(plan("TRIPSAFE_50K"), [70, undefined])).toBe(true);
    expect(isInsurancePlanAvailable(plan("TRIPSAFE_50K"), [71])).toBe(false);
    const seventyFive = insurancePlanItems([40, 75], 4, false);
    expect(seventyFive.map((item) => [item.planCode, item.isio])).toEqual([
      ["TRIPSAFE_BASIC", true],
      ["TRIPSAFE_50K", false],
      ["TRIPSAFE_PREMIUM", false],
    ]);
    expect(isTripInsuranceUnavailable(seventyFive)).toBe(false);
  });

  it("J§4 'Trip insurance is cleared when no insurance item is available (every item has isio false)': a traveller over 80", () => {
    const items = insurancePlanItems([81], 4, false);
    expect(items.every((item) => !item.isio)).toBe(true);
    expect(isTripInsuranceUnavailable(items)).toBe(true);
  });
});
