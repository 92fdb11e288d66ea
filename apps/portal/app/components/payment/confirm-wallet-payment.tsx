import type { Paise } from "@wayfare/domain";
import {
  ConfirmPaymentPanel,
  defaultPaymentModesMessages,
  NativeButton,
  type PaymentWallet,
} from "@wayfare/ui";
import { Form, Link } from "react-router";

export const WALLET_FORM_ID = "wallet-payment";

export interface ConfirmProps {
  wallet: PaymentWallet;
  amount: Paise;
  bookingId: string;
}

export const walletPaymentQuestion = ({ wallet, amount, bookingId }: ConfirmProps) => ({
  amount,
  bookingId,
  modeLabel: defaultPaymentModesMessages.modes[wallet],
});

/** The same question without JavaScript: the server answers the first press with it. */
export function ConfirmWalletPaymentPanel({
  cancelHref,
  ...confirm
}: ConfirmProps & { cancelHref: string }) {
  return (
    <ConfirmPaymentPanel
      {...walletPaymentQuestion(confirm)}
      actions={
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="wallet" value={confirm.wallet} />
          <NativeButton type="submit" name="confirmed" value="true" variant="primary">
            Confirm payment
          </NativeButton>
          <Link to={cancelHref} className="font-semibold text-link underline">
            Cancel
          </Link>
        </Form>
      }
    />
  );
}
