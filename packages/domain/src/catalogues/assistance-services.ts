import type { InsuranceBenefitEntry, InsuranceCategory } from "./insurance-categories";

/** Assistance services of J§9. The category of each is not in the spec; the grouping is ours. */
export const ASSISTANCE_SERVICES = [
  { name: "Dispatch of essential medicine", ic: "Medical Assistance" },
  { name: "Lost luggage assistance", ic: "Travel Assistance" },
  { name: "Travel alert analyst", ic: "Travel Assistance" },
  { name: "Embassy referral", ic: "Travel Assistance" },
  { name: "Interpreter referral", ic: "Travel Assistance" },
  { name: "Police station support", ic: "Other Assistance" },
  { name: "Emergency cash delivery", ic: "Other Assistance" },
  { name: "Visa expired assistance", ic: "Travel Assistance" },
  { name: "Passport lost assistance", ic: "Travel Assistance" },
  { name: "Minor children management", ic: "Other Assistance" },
  { name: "Legal referral", ic: "Other Assistance" },
  { name: "Flower delivery", ic: "Other Assistance" },
] as const satisfies readonly { name: string; ic: InsuranceCategory }[];

export function assistanceServiceEntries(): InsuranceBenefitEntry[] {
  return ASSISTANCE_SERVICES.map((service) => ({
    displayMode: "POPUP",
    name: service.name,
    ic: service.ic,
    type: "ASSISTANCE_BENEFIT",
    description: "",
    sumInsured: "",
    provider: "ASSISTANCE_PROVIDER",
  }));
}
