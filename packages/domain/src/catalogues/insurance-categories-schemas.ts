import { z } from "zod";
import {
  INSURANCE_CATEGORIES,
  INSURANCE_PROVIDERS,
  type InsuranceProviderCode,
} from "./insurance-categories";

export const insuranceCategorySchema = z.enum(INSURANCE_CATEGORIES);

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
