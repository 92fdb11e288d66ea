/**
 * J§3's insurance categories and providers; their schemas live apart
 * (insurance-categories-schemas.ts), so that a page showing a plan does not download Zod.
 */

/** Insurance benefit categories (the `ic` label) of J§9. */
export const INSURANCE_CATEGORIES = [
  "Medical Covers",
  "Baggage Covers",
  "Travel Covers",
  "Theft Covers",
  "Other Covers",
  "Medical Assistance",
  "Travel Assistance",
  "Other Assistance",
] as const;

export type InsuranceCategory = (typeof INSURANCE_CATEGORIES)[number];

/** The three providers of J§3; their real codes are not shown, these are ours. */
export const INSURANCE_PROVIDERS = [
  { code: "MEDICAL_INSURER", label: "Medical insurer" },
  { code: "ASSISTANCE_PROVIDER", label: "Assistance provider" },
  { code: "CYBER_SAFETY_PROVIDER", label: "Cyber-safety provider" },
] as const;

export type InsuranceProviderCode = (typeof INSURANCE_PROVIDERS)[number]["code"];

/** The insurance benefit entry of J§3; its schema is in insurance-categories-schemas.ts. */
export type { InsuranceBenefitEntry } from "./insurance-categories-schemas";
