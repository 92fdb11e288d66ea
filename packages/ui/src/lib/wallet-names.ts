import type { WalletKind } from "@wayfare/domain";
import { defaultPaymentModesMessages } from "../components/PaymentModes/PaymentModes";

/** What each wallet is called: the payment modes' names for deposit and credit line. */
export const defaultWalletNames: Record<WalletKind, string> = {
  ...defaultPaymentModesMessages.modes,
  TJ_CASH: "TJ Cash",
  CREDIT_SHELL: "Credit shell",
};
