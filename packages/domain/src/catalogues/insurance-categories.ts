import { z } from "zod";

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

export const insuranceCategorySchema = z.enum(INSURANCE_CATEGORIES);

/** The three providers of J§3; their real codes are not shown, these are ours. */
export const INSURANCE_PROVIDERS = [
  { code: "MEDICAL_INSURER", label: "Medical insurer" },
  { code: "ASSISTANCE_PROVIDER", label: "Assistance provider" },
  { code: "CYBER_SAFETY_PROVIDER", label: "Cyber-safety provider" },
] as const;

export type InsuranceProviderCode = (typeof INSURANCE_PROVIDERS)[number]["code"];

export const insuranceProviderCodeSchema = z.enum(
  INSURANCE_PROVIDERS.map((provider) => provider.code) as [
    InsuranceProviderCode,
    ...InsuranceProviderCode[],
  ],
);

/** The insurance benefit entry of J§3. */
export const insuranceBenefitEntrySchema = z.object({
  displayMode: z.enum(["BANNER", "POPUP"]),
  name: z.string().min(1),
  ic: insuranceCategorySchema,
  type: z.enum(["INSURANCE_BENEFIT", "ASSISTANCE_BENEFIT"]),
  description: z.string(),
  sumInsured: z.string(),
  provider: insuranceProviderCodeSchema,
});

export type InsuranceBenefitEntry = z.infer<typeof insuranceBenefitEntrySchema>;
