import { type FareSummaryParts, paise } from "@wayfare/domain";
import type { BoughtProtection } from "../db/schema";

/** The fare-summary lines of the protection bought: the refundable booking fee and insurance. */
export function protectionCharges(
  protection: BoughtProtection | null,
): Pick<FareSummaryParts, "refundableBookingFee" | "tripInsuranceCharges"> {
  return {
    refundableBookingFee: paise(protection?.cancellationProtection?.total ?? 0),
    tripInsuranceCharges: paise(protection?.tripInsurance?.fare.TF ?? 0),
  };
}
