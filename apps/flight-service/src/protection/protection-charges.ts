import { type FareSummaryParts, paise } from "@wayfare/domain";
import type { BoughtProtection } from "../db/schema";

/** The fare-summary lines of the protection bought (J§3). */
export function protectionCharges(
  protection: BoughtProtection | null,
): Pick<
  FareSummaryParts,
  "refundableBookingFee" | "tjFlexCharges" | "tripInsuranceCharges" | "baggageProtectCharges"
> {
  return {
    refundableBookingFee: paise(protection?.cancellationProtection?.total ?? 0),
    tjFlexCharges: paise(protection?.tjFlex?.totalCharges ?? 0),
    tripInsuranceCharges: paise(protection?.tripInsurance?.fare.TF ?? 0),
    baggageProtectCharges: paise(protection?.baggageProtect?.total ?? 0),
  };
}
