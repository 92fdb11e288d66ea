import { plainText, tjCashPointsSchema, voucherCodeSchema } from "@wayfare/domain";
import { z } from "zod";
import { TJ_CASH_FIELD, VOUCHER_FIELD } from "./redemption-fields";

export {
  CREDIT_SHELL_FIELD,
  REDEMPTION_INTENTS,
  type RedemptionIntent,
  redemptionIntentOf,
  TJ_CASH_FIELD,
  VOUCHER_FIELD,
} from "./redemption-fields";

export const voucherFormSchema = z.object({ [VOUCHER_FIELD]: voucherCodeSchema });
export const tjCashFormSchema = z.object({ [TJ_CASH_FIELD]: tjCashPointsSchema });

/** What was typed in the voucher and TJ Cash boxes, shown in them again after any submit. */
export const redemptionTypedSchema = z.object({
  [VOUCHER_FIELD]: plainText().optional().default(""),
  [TJ_CASH_FIELD]: plainText().optional().default(""),
});
