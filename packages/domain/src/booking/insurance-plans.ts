import { ASSISTANCE_SERVICES, assistanceServiceEntries } from "../catalogues/assistance-services";
import { cyberServiceEntries } from "../catalogues/cyber-services";
import {
  formatUsdLimit,
  INSURANCE_BENEFITS,
  INSURANCE_HEADLINES,
} from "../catalogues/insurance-benefits";
import type { InsuranceBenefitEntry } from "../catalogues/insurance-categories";
import { fromRupees, type Paise } from "../money/money";

/**
 * The trip insurance plans sold with flights (issue 20, decision 0061). J§3 gives the
 * insurance data (iinfo, isio per item) and the benefit entry; J§9 the $50k plan's benefits,
 * the categories, the assistance and cyber services, and that passengers older than 60 are
 * excluded from some insurance sums. The other two plans, every rate and age limit are ours.
 */
export const INSURANCE_PLAN_CODES = ["TRIPSAFE_BASIC", "TRIPSAFE_50K", "TRIPSAFE_PREMIUM"] as const;
export type InsurancePlanCode = (typeof INSURANCE_PLAN_CODES)[number];

type BenefitName = (typeof INSURANCE_BENEFITS)[number]["name"];
type AssistanceName = (typeof ASSISTANCE_SERVICES)[number]["name"];

export interface InsurancePlan {
  code: InsurancePlanCode;
  name: string;
  /** The plan's headline sum insured (the most any one benefit pays), US dollars. */
  sumInsuredUsd: number;
  /** Every traveller pays `perTraveller` and `perDay` for each day covered (before GST). */
  perTraveller: Paise;
  perDay: Paise;
  /** Charged per traveller insured for adventure sports (60 or younger: see J§9's rule). */
  adventureSports?: Paise;
  /** The oldest a traveller may be at the first departure; anyone older: not available (isio false). */
  maxAge: number;
  /** The benefits of J§9's table it includes, each up to its limit, capped at the sum insured. */
  benefits: readonly BenefitName[];
  /** Limits above the catalogue's (the premium plan's larger medical cover). */
  raisedLimitsUsd?: Partial<Record<BenefitName, number>>;
  assistance: readonly AssistanceName[];
  /** With the cyber-safety provider's four services. */
  cyber: boolean;
  /** The BANNER entries: the plan's headline bullets. */
  headlines: readonly string[];
}

const EVERY_BENEFIT = INSURANCE_BENEFITS.map((row) => row.name);
const EVERY_SERVICE = ASSISTANCE_SERVICES.map((service) => service.name);
const [STANDARD_COVER, HOTLINE, BAGGAGE] = INSURANCE_HEADLINES;

/**
 * J§9 "Passengers older than 60 are excluded from some insurance sums": in every plan these
 * sums do not cover a traveller older than 60 (in whole years at the first departure), and
 * the premium plan does not charge such a traveller its adventure-sports part.
 */
export const OVER_60_EXCLUDED_BENEFITS = [
  "Personal Accident",
  "Personal Accident Common Carrier",
  "Adventure Sports Injury",
] as const satisfies readonly BenefitName[];

export const INSURANCE_AGE_EXCLUSION_AGE = 60;

/** Older than 60 (61 or more in whole years): out of the sums above. */
export function isExcludedFromSomeInsuranceSums(ageInYears: number): boolean {
  return ageInYears > INSURANCE_AGE_EXCLUSION_AGE;
}

export const INSURANCE_PLANS: readonly InsurancePlan[] = [
  {
    code: "TRIPSAFE_BASIC",
    name: "TripSafe Basic $25k cover",
    sumInsuredUsd: 25_000,
    perTraveller: fromRupees(59),
    perDay: fromRupees(9),
    maxAge: 80,
    benefits: [
      "Emergency Medical Expenses",
      "Medical Evacuation",
      "Repatriation of Mortal Remains",
      "Loss of Checked in Baggage",
      "Delay of Checked in baggage",
      "Trip Delay",
      "Loss of Passport",
    ],
    assistance: [
      "Dispatch of essential medicine",
      "Lost luggage assistance",
      "Embassy referral",
      "Passport lost assistance",
    ],
    cyber: false,
    headlines: ["$25k Travel cover", HOTLINE],
  },
  {
    code: "TRIPSAFE_50K",
    name: "TripSafe $50k travel cover",
    sumInsuredUsd: 50_000,
    perTraveller: fromRupees(99),
    perDay: fromRupees(15),
    maxAge: 70,
    benefits: EVERY_BENEFIT,
    assistance: EVERY_SERVICE,
    cyber: false,
    headlines: [STANDARD_COVER, HOTLINE, BAGGAGE],
  },
  {
    code: "TRIPSAFE_PREMIUM",
    name: "TripSafe Premium $100k cover",
    sumInsuredUsd: 100_000,
    perTraveller: fromRupees(179),
    perDay: fromRupees(25),
    adventureSports: fromRupees(49),
    maxAge: 70,
    benefits: EVERY_BENEFIT,
    raisedLimitsUsd: { "Emergency Medical Expenses": 100_000, "Medical Evacuation": 50_000 },
    assistance: EVERY_SERVICE,
    cyber: true,
    headlines: ["$100k Travel cover", HOTLINE, BAGGAGE, "Cyber-safety services"],
  },
];

/** The plan offered first, and the one a booking from before the plans had. */
export const DEFAULT_INSURANCE_PLAN: InsurancePlanCode = "TRIPSAFE_50K";

/** Our words: the spec has no message for a Yes without a plan. */
export const INSURANCE_PLAN_REQUIRED = "Please choose an insurance plan.";

export function insurancePlanOf(code: string | undefined): InsurancePlan | undefined {
  return INSURANCE_PLANS.find((plan) => plan.code === code);
}

/** A booking's plan: its code, or the default plan for one bought before there were plans. */
export function insurancePlanOrDefault(code: string | undefined): InsurancePlan {
  return insurancePlanOf(code ?? DEFAULT_INSURANCE_PLAN) ?? (INSURANCE_PLANS[1] as InsurancePlan);
}

/** J§3 isio: the plan is available when no traveller is older than its age limit (no date of birth: not older). */
export function isInsurancePlanAvailable(
  plan: InsurancePlan,
  ages: readonly (number | undefined)[],
): boolean {
  return ages.every((age) => age === undefined || age <= plan.maxAge);
}

/** What a plan pays for a benefit, US dollars: its raised limit, or the catalogue's capped at the sum insured. */
export function insurancePlanLimitUsd(plan: InsurancePlan, benefit: BenefitName): number {
  const row = INSURANCE_BENEFITS.find((candidate) => candidate.name === benefit);
  return plan.raisedLimitsUsd?.[benefit] ?? Math.min(row?.limitUsd ?? 0, plan.sumInsuredUsd);
}

export const OVER_60_NOTE = "Not for travellers older than 60.";

const HEADLINE_ENTRIES: Record<string, Omit<InsuranceBenefitEntry, "name" | "sumInsured">> = {
  [HOTLINE]: {
    displayMode: "BANNER",
    ic: "Travel Assistance",
    type: "ASSISTANCE_BENEFIT",
    description: "Call any time, anywhere, for medical or travel help.",
    provider: "ASSISTANCE_PROVIDER",
  },
  [BAGGAGE]: {
    displayMode: "BANNER",
    ic: "Baggage Covers",
    type: "INSURANCE_BENEFIT",
    description: "Checked-in baggage lost or delayed is paid for.",
    provider: "MEDICAL_INSURER",
  },
  "Cyber-safety services": {
    displayMode: "BANNER",
    ic: "Other Assistance",
    type: "ASSISTANCE_BENEFIT",
    description: "Identity monitoring and digital safety while you travel.",
    provider: "CYBER_SAFETY_PROVIDER",
  },
};

/** A plan's BANNER entries: its headline bullets (the cover one carries the sum insured). */
export function insurancePlanBannerEntries(plan: InsurancePlan): InsuranceBenefitEntry[] {
  return plan.headlines.map((name) => {
    const known = HEADLINE_ENTRIES[name];
    if (known) return { ...known, name, sumInsured: "" };
    return {
      displayMode: "BANNER",
      name,
      ic: "Medical Covers",
      type: "INSURANCE_BENEFIT",
      description: "Medical expenses abroad, evacuation and accidents.",
      sumInsured: formatUsdLimit(plan.sumInsuredUsd),
      provider: "MEDICAL_INSURER",
    };
  });
}

/** A plan's POPUP entries: its benefits with their limits, its assistance services and, in the premium plan, the cyber services. */
export function insurancePlanPopupEntries(plan: InsurancePlan): InsuranceBenefitEntry[] {
  const benefits = INSURANCE_BENEFITS.filter((row) =>
    plan.benefits.includes(row.name),
  ).map<InsuranceBenefitEntry>((row) => {
    const condition = "condition" in row ? `Deductible / condition: ${row.condition}.` : "";
    const over60 = (OVER_60_EXCLUDED_BENEFITS as readonly string[]).includes(row.name)
      ? OVER_60_NOTE
      : "";
    return {
      displayMode: "POPUP",
      name: row.name,
      ic: row.ic,
      type: "INSURANCE_BENEFIT",
      description: [condition, over60].filter(Boolean).join(" "),
      sumInsured: formatUsdLimit(insurancePlanLimitUsd(plan, row.name)),
      provider: "MEDICAL_INSURER",
    };
  });
  const assistance = assistanceServiceEntries().filter((entry) =>
    (plan.assistance as readonly string[]).includes(entry.name),
  );
  return [...benefits, ...assistance, ...(plan.cyber ? cyberServiceEntries() : [])];
}

/** Every entry of a plan (J§3 insurance benefit entry), banners first. */
export function insurancePlanEntries(plan: InsurancePlan): InsuranceBenefitEntry[] {
  return [...insurancePlanBannerEntries(plan), ...insurancePlanPopupEntries(plan)];
}
