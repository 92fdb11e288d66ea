import type { WalletKind } from "@wayfare/domain";
import { defaultPaymentModesMessages } from "@wayfare/ui";

/** What the portal calls each wallet (the payment modes' names for deposit and credit line). */
export const WALLET_NAMES: Record<WalletKind, string> = {
  ...defaultPaymentModesMessages.modes,
  TJ_CASH: "TJ Cash",
  CREDIT_SHELL: "Credit shell",
};
