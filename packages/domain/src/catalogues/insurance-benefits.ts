import type { InsuranceBenefitEntry, InsuranceCategory } from "./insurance-categories";

/**
 * The insurance benefits table of J§9 (upper limits in US dollars, as the spec writes them).
 * The spec does not say which category each benefit belongs to; the grouping below is ours.
 * Limits are whole dollars, kept as integers; `condition` is the deductible or waiting time.
 */
export const INSURANCE_HEADLINES = [
  "$50k Travel cover",
  "24/7 Travel assistance hotline",
  "Free Baggage protection",
] as const;

/** The headline bullets as banner entries (our reading of display mode BANNER). */
export function insuranceHeadlineEntries(): InsuranceBenefitEntry[] {
  const [cover, hotline, baggage] = INSURANCE_HEADLINES;
  const banner = (name: string, ic: InsuranceCategory): InsuranceBenefitEntry => ({
    displayMode: "BANNER",
    name,
    ic,
    type: ic === "Travel Assistance" ? "ASSISTANCE_BENEFIT" : "INSURANCE_BENEFIT",
    description: "",
    sumInsured: "",
    provider: ic === "Travel Assistance" ? "ASSISTANCE_PROVIDER" : "MEDICAL_INSURER",
  });
  return [
    banner(cover, "Medical Covers"),
    banner(hotline, "Travel Assistance"),
    banner(baggage, "Baggage Covers"),
  ];
}

interface BenefitRow {
  name: string;
  limitUsd: number;
  condition?: string;
  ic: InsuranceCategory;
}

export const INSURANCE_BENEFITS = [
  { name: "Emergency Medical Expenses", limitUsd: 50_000, condition: "$100", ic: "Medical Covers" },
  { name: "Outpatient Care", limitUsd: 20_000, condition: "$100", ic: "Medical Covers" },
  { name: "Medical Evacuation", limitUsd: 20_000, condition: "$100", ic: "Medical Covers" },
  { name: "Repatriation of Mortal Remains", limitUsd: 20_000, ic: "Medical Covers" },
  { name: "Dental", limitUsd: 400, condition: "$50", ic: "Medical Covers" },
  { name: "Personal Accident", limitUsd: 25_000, ic: "Other Covers" },
  { name: "Personal Accident Common Carrier", limitUsd: 5_000, ic: "Other Covers" },
  { name: "Loss of Checked in Baggage", limitUsd: 1_000, condition: "$100", ic: "Baggage Covers" },
  {
    name: "Delay of Checked in baggage",
    limitUsd: 100,
    condition: "over 6 hours",
    ic: "Baggage Covers",
  },
  {
    name: "Trip Cancellation/Interruption/Curtailment",
    limitUsd: 1_500,
    condition: "$100",
    ic: "Travel Covers",
  },
  { name: "Trip Delay", limitUsd: 300, condition: "6 hours", ic: "Travel Covers" },
  { name: "Missed Connection", limitUsd: 750, condition: "6 hours", ic: "Travel Covers" },
  { name: "Loss of Passport", limitUsd: 300, condition: "$50", ic: "Theft Covers" },
  { name: "Identity Document Theft/Loss", limitUsd: 300, ic: "Theft Covers" },
  { name: "Mugging", limitUsd: 200, ic: "Theft Covers" },
  { name: "Compassionate Visit Travel", limitUsd: 750, ic: "Other Covers" },
  { name: "Adventure Sports Injury", limitUsd: 20_000, condition: "$100", ic: "Other Covers" },
] as const satisfies readonly BenefitRow[];

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$50,000" from 50000. */
export function formatUsdLimit(limitUsd: number): string {
  return usd.format(limitUsd);
}

/** The benefits as J§3 insurance benefit entries, shown in the benefits popup. */
export function insuranceBenefitEntries(): InsuranceBenefitEntry[] {
  return INSURANCE_BENEFITS.map((row: BenefitRow) => ({
    displayMode: "POPUP",
    name: row.name,
    ic: row.ic,
    type: "INSURANCE_BENEFIT",
    description: row.condition ? `Deductible / condition: ${row.condition}` : "",
    sumInsured: formatUsdLimit(row.limitUsd),
    provider: "MEDICAL_INSURER",
  }));
}

export function insuranceBenefitsInCategory(category: InsuranceCategory) {
  return INSURANCE_BENEFITS.filter((row: BenefitRow) => row.ic === category);
}
