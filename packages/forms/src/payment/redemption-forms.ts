import {
  plainText,
  tjCashPointsSchema,
  voucherCodeSchema,
  walletPartAmountSchema,
} from "@wayfare/domain";
import { z } from "zod";
import {
  TJ_CASH_FIELD,
  VOUCHER_FIELD,
  WALLET_PART_FIELDS,
  type WalletPartField,
} from "./redemption-fields";

export {
  CREDIT_SHELL_FIELD,
  REDEMPTION_INTENTS,
  type RedemptionIntent,
  redemptionIntentOf,
  TJ_CASH_FIELD,
  VOUCHER_FIELD,
  WALLET_PART_FIELDS,
  type WalletPartField,
} from "./redemption-fields";

export const voucherFormSchema = z.object({ [VOUCHER_FIELD]: voucherCodeSchema });
export const tjCashFormSchema = z.object({ [TJ_CASH_FIELD]: tjCashPointsSchema });
export const walletPartFormSchema = (field: WalletPartField) =>
  z.object({ [field]: walletPartAmountSchema });

/** What was typed in the voucher and TJ Cash boxes, shown in them again after any submit. */
export const redemptionTypedSchema = z.object({
  [VOUCHER_FIELD]: plainText().optional().default(""),
  [TJ_CASH_FIELD]: plainText().optional().default(""),
  [WALLET_PART_FIELDS.DEPOSIT]: plainText().optional().default(""),
  [WALLET_PART_FIELDS.CREDIT_LINE]: plainText().optional().default(""),
});
