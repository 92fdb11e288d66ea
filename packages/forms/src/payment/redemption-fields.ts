import type { PaymentWallet } from "@wayfare/domain";

/**
 * The credit shell, voucher, TJ Cash and wallet part boxes of the review and payment pages (J§2, J§5),
 * one form each: the pressed button posts `intent` `<field>:apply` or `<field>:remove`. The
 * names live apart from the schemas (redemption-forms.ts) so the pages download no schema
 * for them.
 */
export const VOUCHER_FIELD = "voucherCode";
export const TJ_CASH_FIELD = "tjCashPoints";
export const CREDIT_SHELL_FIELD = "creditShell";
/** The payment page's wallet part boxes, one per wallet (J§3 walletDed). */
export const WALLET_PART_FIELDS = {
  DEPOSIT: "depositPart",
  CREDIT_LINE: "creditLinePart",
} as const satisfies Record<PaymentWallet, string>;
export type WalletPartField = (typeof WALLET_PART_FIELDS)[PaymentWallet];

export const REDEMPTION_INTENTS = [
  `${CREDIT_SHELL_FIELD}:apply`,
  `${CREDIT_SHELL_FIELD}:remove`,
  `${VOUCHER_FIELD}:apply`,
  `${VOUCHER_FIELD}:remove`,
  `${TJ_CASH_FIELD}:apply`,
  `${TJ_CASH_FIELD}:remove`,
  `${WALLET_PART_FIELDS.DEPOSIT}:apply`,
  `${WALLET_PART_FIELDS.DEPOSIT}:remove`,
  `${WALLET_PART_FIELDS.CREDIT_LINE}:apply`,
  `${WALLET_PART_FIELDS.CREDIT_LINE}:remove`,
] as const;
export type RedemptionIntent = (typeof REDEMPTION_INTENTS)[number];

export function redemptionIntentOf(formData: FormData): RedemptionIntent | undefined {
  const intent = formData.get("intent");
  return REDEMPTION_INTENTS.find((known) => known === intent);
}
