import { ConfirmPaymentDialog } from "@wayfare/ui";
import { type ConfirmProps, WALLET_FORM_ID, walletPaymentQuestion } from "./confirm-wallet-payment";

/**
 * J§2 payment's confirm dialog, before a wallet pays: its "Confirm payment" submits the
 * wallet form (by its id) with `confirmed`, so the page's one action pays. The payment page
 * imports this module when the dialog first opens (it is never rendered on the server), so
 * the page does not download the dialog (Radix Dialog) up front.
 */
export function ConfirmWalletPaymentDialog({
  isOpen,
  onOpenChange,
  ...confirm
}: ConfirmProps & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <ConfirmPaymentDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      formId={WALLET_FORM_ID}
      {...walletPaymentQuestion(confirm)}
    />
  );
}
