import type { Paise } from "@wayfare/domain";
import {
  Button,
  ConfirmPaymentDialog,
  ConfirmPaymentPanel,
  defaultPaymentModesMessages,
  type PaymentWallet,
} from "@wayfare/ui";
import { Form, Link } from "react-router";

export const WALLET_FORM_ID = "wallet-payment";

interface ConfirmProps {
  wallet: PaymentWallet;
  amount: Paise;
  bookingId: string;
}

const question = ({ wallet, amount, bookingId }: ConfirmProps) => ({
  amount,
  bookingId,
  modeLabel: defaultPaymentModesMessages.modes[wallet],
});

/**
 * J§2 payment's confirm dialog, before a wallet pays: its "Confirm payment" submits the
 * wallet form (by its id) with `confirmed`, so the page's one action pays.
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
      {...question(confirm)}
    />
  );
}

/** The same question without JavaScript: the server answers the first press with it. */
export function ConfirmWalletPaymentPanel({
  cancelHref,
  ...confirm
}: ConfirmProps & { cancelHref: string }) {
  return (
    <ConfirmPaymentPanel
      {...question(confirm)}
      actions={
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="wallet" value={confirm.wallet} />
          <Button type="submit" name="confirmed" value="true" variant="primary">
            Confirm payment
          </Button>
          <Link to={cancelHref} className="font-semibold text-link underline">
            Cancel
          </Link>
        </Form>
      }
    />
  );
}
