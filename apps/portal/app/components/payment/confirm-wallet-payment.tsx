import { formatMoney, type Paise } from "@wayfare/domain";
import {
  Alert,
  Button,
  Dialog,
  defaultPaymentModesMessages,
  type PaymentWallet,
} from "@wayfare/ui";
import { Form, Link } from "react-router";

export const WALLET_FORM_ID = "wallet-payment";

const question = (wallet: PaymentWallet, amount: Paise, bookingId: string) =>
  `Pay ${formatMoney(amount)} from your ${defaultPaymentModesMessages.modes[wallet].toLowerCase()} for booking ${bookingId}?`;

interface ConfirmProps {
  wallet: PaymentWallet;
  amount: Paise;
  bookingId: string;
}

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
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title="Confirm payment"
      description={question(confirm.wallet, confirm.amount, confirm.bookingId)}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={WALLET_FORM_ID}
            name="confirmed"
            value="true"
            variant="primary"
          >
            Confirm payment
          </Button>
        </>
      }
    />
  );
}

/** The same question without JavaScript: the server answers the first press with it. */
export function ConfirmWalletPaymentPanel({
  cancelHref,
  ...confirm
}: ConfirmProps & { cancelHref: string }) {
  return (
    <Alert tone="info" title="Confirm payment">
      <p>{question(confirm.wallet, confirm.amount, confirm.bookingId)}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="wallet" value={confirm.wallet} />
        <Button type="submit" name="confirmed" value="true" variant="primary">
          Confirm payment
        </Button>
        <Link to={cancelHref} className="font-semibold text-link underline">
          Cancel
        </Link>
      </Form>
    </Alert>
  );
}
