import { describe, expect, it } from "vitest";
import { ASSISTANCE_SERVICES, assistanceServiceEntries } from "./assistance-services";
import {
  CABIN_CLASSES,
  cabinClassFromText,
  cabinClassLabel,
  DEFAULT_CABIN_CLASS,
  DEFAULT_CABIN_CLASS_FILTER,
  matchesCabinClassFilter,
} from "./cabin-classes";
import { CYBER_SERVICES, cyberServiceEntries } from "./cyber-services";
import { FARE_RULE_INFO_ENTRIES, fareRuleInfoText } from "./fare-rule-info";
import { fareTypeSchema } from "./fare-type-schema";
import {
  FARE_TYPES,
  fareDisplayRank,
  fareTypeLabel,
  isFareType,
  sortByFareDisplayOrder,
} from "./fare-types";
import {
  formatUsdLimit,
  INSURANCE_BENEFITS,
  INSURANCE_HEADLINES,
  insuranceBenefitEntries,
  insuranceBenefitsInCategory,
  insuranceHeadlineEntries,
} from "./insurance-benefits";
import { INSURANCE_CATEGORIES } from "./insurance-categories";
import { insuranceBenefitEntrySchema } from "./insurance-categories-schemas";
import { paxTypeSchema } from "./pax-type-schemas";
import { PAX_TYPES, paxTypeCode, paxTypeFromCode, paxTypeLabel } from "./pax-types";
import {
  DEFAULT_SEARCH_FARE_TYPE,
  isPreferredFareType,
  PREFERRED_FARE_TYPES,
} from "./preferred-fare-types";
import { refundableTypeSchema } from "./refundable-type-schema";
import { isRefundableAtAll, refundableTypeLabel } from "./refundable-types";
import { searchFareTypeSchema } from "./search-fare-type-schema";
import { tripTypeSchema } from "./trip-type-schema";
import { tripTypeFromName, tripTypeFromValue, tripTypeLabel, tripTypeValue } from "./trip-types";

describe("pax types (J§9)", () => {
  it("are ADULT, CHILD, INFANT with the URL codes ADT, CHD, INF", () => {
    expect(PAX_TYPES.map((entry) => [entry.type, entry.code])).toEqual([
      ["ADULT", "ADT"],
      ["CHILD", "CHD"],
      ["INFANT", "INF"],
    ]);
    expect(paxTypeCode("INFANT")).toBe("INF");
    expect(paxTypeFromCode("CHD")).toBe("CHILD");
    expect(paxTypeFromCode("XXX")).toBeUndefined();
    expect(paxTypeLabel("ADULT")).toBe("Adult");
    expect(paxTypeSchema.safeParse("SENIOR").success).toBe(false);
  });
});

describe("trip types (F§4: ONEWAY=0, RETURN=1, MULTICITY=2)", () => {
  it("map names to values and back", () => {
    expect(tripTypeValue("ONEWAY")).toBe(0);
    expect(tripTypeValue("RETURN")).toBe(1);
    expect(tripTypeValue("MULTICITY")).toBe(2);
    expect(tripTypeFromValue("2")).toBe("MULTICITY");
    expect(tripTypeFromValue(1)).toBe("RETURN");
    expect(tripTypeFromValue(3)).toBeUndefined();
  });

  it("accept J§9's ROUNDTRIP as RETURN", () => {
    expect(tripTypeFromName("roundtrip")).toBe("RETURN");
    expect(tripTypeFromName("MULTICITY")).toBe("MULTICITY");
    expect(tripTypeFromName("circle")).toBeUndefined();
    expect(tripTypeLabel("RETURN")).toBe("Round Trip");
    expect(tripTypeSchema.safeParse("ROUNDTRIP").success).toBe(false);
  });
});

describe("cabin classes (J§9)", () => {
  it("are Economy, Premium Economy, Business, First, Mixed class; default Economy, filter ALL", () => {
    expect(CABIN_CLASSES.map((entry) => entry.label)).toEqual([
      "Economy",
      "Premium Economy",
      "Business",
      "First",
      "Mixed class",
    ]);
    expect(cabinClassLabel(DEFAULT_CABIN_CLASS)).toBe("Economy");
    expect(DEFAULT_CABIN_CLASS_FILTER).toBe("ALL");
  });

  it("read codes and labels and filter by ALL", () => {
    expect(cabinClassFromText("Premium Economy")).toBe("PREMIUM_ECONOMY");
    expect(cabinClassFromText("business")).toBe("BUSINESS");
    expect(cabinClassFromText("Cargo")).toBeUndefined();
    expect(matchesCabinClassFilter("FIRST", "ALL")).toBe(true);
    expect(matchesCabinClassFilter("FIRST", "ECONOMY")).toBe(false);
    expect(matchesCabinClassFilter("FIRST", "FIRST")).toBe(true);
  });
});

describe("refundable types (J§9: 0 non refundable, 1 refundable, 2 partial)", () => {
  it("label each value", () => {
    expect(refundableTypeLabel(0)).toBe("Non Refundable");
    expect(refundableTypeLabel(1)).toBe("Refundable");
    expect(refundableTypeLabel(2)).toBe("Partial Refundable");
    expect(isRefundableAtAll(0)).toBe(false);
    expect(isRefundableAtAll(2)).toBe(true);
    expect(refundableTypeSchema.safeParse(3).success).toBe(false);
  });
});

describe("fare types (J§9)", () => {
  it("list every fare type of the spec, offer fares with and without PNR", () => {
    const names = FARE_TYPES.map((entry) => entry.fareType);
    for (const name of [
      "SALE",
      "CORPORATE",
      "SME",
      "PUBLISHED",
      "FLEXI",
      "SPECIAL_RETURN",
      "OFFER_FARE_WITH_PNR",
      "OFFER_FARE_WITHOUT_PNR",
      "OFFER_RETURN_FARE_WITH_PNR",
      "OFFER_RETURN_FARE_WITHOUT_PNR",
      "MARINE",
      "STUDENT",
      "SENIOR_CITIZEN",
      "TJ_FLEX",
      "SUPER_6E",
      "FLEXI_OFFER_FARE",
      "CORPORATE_LITE",
      "CORPORATE_FLEX",
      "CORPORATE_GOMORE",
    ]) {
      expect(names).toContain(name);
    }
    expect(fareTypeLabel("SPECIAL_RETURN")).toBe("Special Return");
    expect(isFareType("REGULAR")).toBe(false);
    expect(fareTypeSchema.safeParse("TJ_FLEX").success).toBe(true);
  });

  it("display in the order SME, Flexi Plus, Tactical, Sale, Family, Published, then the rest", () => {
    expect(fareDisplayRank("SME")).toBe(0);
    expect(fareDisplayRank("FLEXI_PLUS")).toBe(1);
    expect(fareDisplayRank("published")).toBe(5);
    expect(fareDisplayRank("CORPORATE")).toBe(6);
    const sorted = sortByFareDisplayOrder(
      ["CORPORATE", "Published", "Family", "SALE", "STUDENT", "Tactical", "Flexi Plus", "SME"],
      (name) => name,
    );
    expect(sorted).toEqual([
      "SME",
      "Flexi Plus",
      "Tactical",
      "SALE",
      "Family",
      "Published",
      "CORPORATE",
      "STUDENT",
    ]);
  });
});

describe("preferred fare types (J§9: STUDENT, SENIOR_CITIZEN; REGULAR is the default)", () => {
  it("offer REGULAR, STUDENT and SENIOR_CITIZEN in the search", () => {
    expect(PREFERRED_FARE_TYPES).toEqual(["STUDENT", "SENIOR_CITIZEN"]);
    expect(DEFAULT_SEARCH_FARE_TYPE).toBe("REGULAR");
    expect(searchFareTypeSchema.safeParse("STUDENT").success).toBe(true);
    expect(searchFareTypeSchema.safeParse("SALE").success).toBe(false);
    expect(isPreferredFareType("SENIOR_CITIZEN")).toBe(true);
    expect(isPreferredFareType("REGULAR")).toBe(false);
  });
});

describe("fare-rule info entries", () => {
  it("Baggage, Cancellation, Date Change, Seat and Meal each read 'As per airline policy.'", () => {
    expect(FARE_RULE_INFO_ENTRIES.map((entry) => entry.title)).toEqual([
      "Baggage",
      "Cancellation",
      "Date Change",
      "Seat",
      "Meal",
    ]);
    expect(fareRuleInfoText("Date Change")).toBe("As per airline policy.");
  });
});

describe("insurance catalogue (J§9)", () => {
  it("has the headline bullets and 17 benefits with their limits", () => {
    expect(INSURANCE_HEADLINES).toContain("$50k Travel cover");
    expect(insuranceHeadlineEntries().map((entry) => [entry.displayMode, entry.provider])).toEqual([
      ["BANNER", "MEDICAL_INSURER"],
      ["BANNER", "ASSISTANCE_PROVIDER"],
      ["BANNER", "MEDICAL_INSURER"],
    ]);
    expect(INSURANCE_BENEFITS).toHaveLength(17);
    const medical = insuranceBenefitEntries().find(
      (entry) => entry.name === "Emergency Medical Expenses",
    );
    expect(medical?.sumInsured).toBe("$50,000");
    expect(medical?.description).toContain("$100");
    expect(formatUsdLimit(1_500)).toBe("$1,500");
    const delay = INSURANCE_BENEFITS.find((row) => row.name === "Delay of Checked in baggage");
    expect(delay && "condition" in delay ? delay.condition : undefined).toBe("over 6 hours");
  });

  it("puts every benefit and service into one of the 8 categories", () => {
    expect(INSURANCE_CATEGORIES).toHaveLength(8);
    const entries = [
      ...insuranceHeadlineEntries(),
      ...insuranceBenefitEntries(),
      ...assistanceServiceEntries(),
      ...cyberServiceEntries(),
    ];
    for (const entry of entries) {
      expect(insuranceBenefitEntrySchema.parse(entry)).toEqual(entry);
    }
    expect(insuranceBenefitsInCategory("Theft Covers").map((row) => row.name)).toEqual([
      "Loss of Passport",
      "Identity Document Theft/Loss",
      "Mugging",
    ]);
  });

  it("lists 12 assistance and 4 cyber services from their providers", () => {
    expect(ASSISTANCE_SERVICES).toHaveLength(12);
    expect(CYBER_SERVICES).toEqual([
      "Identity monitoring",
      "Digital safety",
      "Digital risk assessment",
      "Guided assistance",
    ]);
    expect(
      assistanceServiceEntries().every((entry) => entry.provider === "ASSISTANCE_PROVIDER"),
    ).toBe(true);
    expect(cyberServiceEntries().every((entry) => entry.provider === "CYBER_SAFETY_PROVIDER")).toBe(
      true,
    );
  });
});
