import { plainText, tjCashPointsSchema, voucherCodeSchema } from "@wayfare/domain";
import { z } from "zod";

/**
 * The credit shell, voucher and TJ Cash boxes of the review and payment pages (J§2, J§5),
 * one form each: the pressed button posts `intent` `<field>:apply` or `<field>:remove`.
 */
export const VOUCHER_FIELD = "voucherCode";
export const TJ_CASH_FIELD = "tjCashPoints";
export const CREDIT_SHELL_FIELD = "creditShell";

export const REDEMPTION_INTENTS = [
  `${CREDIT_SHELL_FIELD}:apply`,
  `${CREDIT_SHELL_FIELD}:remove`,
  `${VOUCHER_FIELD}:apply`,
  `${VOUCHER_FIELD}:remove`,
  `${TJ_CASH_FIELD}:apply`,
  `${TJ_CASH_FIELD}:remove`,
] as const;
export type RedemptionIntent = (typeof REDEMPTION_INTENTS)[number];

export function redemptionIntentOf(formData: FormData): RedemptionIntent | undefined {
  const intent = formData.get("intent");
  return REDEMPTION_INTENTS.find((known) => known === intent);
}

export const voucherFormSchema = z.object({ [VOUCHER_FIELD]: voucherCodeSchema });
export const tjCashFormSchema = z.object({ [TJ_CASH_FIELD]: tjCashPointsSchema });

/** What was typed in the voucher and TJ Cash boxes, shown in them again after any submit. */
export const redemptionTypedSchema = z.object({
  [VOUCHER_FIELD]: plainText().optional().default(""),
  [TJ_CASH_FIELD]: plainText().optional().default(""),
});
