import type { InsuranceBenefitEntry } from "./insurance-categories";

/** Cyber services of J§9, from the cyber-safety provider; shown under Other Assistance. */
export const CYBER_SERVICES = [
  "Identity monitoring",
  "Digital safety",
  "Digital risk assessment",
  "Guided assistance",
] as const;

export function cyberServiceEntries(): InsuranceBenefitEntry[] {
  return CYBER_SERVICES.map((name) => ({
    displayMode: "POPUP",
    name,
    ic: "Other Assistance",
    type: "ASSISTANCE_BENEFIT",
    description: "",
    sumInsured: "",
    provider: "CYBER_SAFETY_PROVIDER",
  }));
}
