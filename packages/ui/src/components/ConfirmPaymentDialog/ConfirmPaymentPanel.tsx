import { formatMoney, type Paise } from "@wayfare/domain";
import type { ReactNode } from "react";
import { Alert } from "../Alert/Alert";

export interface ConfirmPaymentDialogMessages {
  title: string;
  /**
   * "Pay ₹4,350.00 from your deposit for booking WF2612010000042?" — `amount` is formatted
   * ("₹4,350.00"), `mode` is the `modeLabel` as given ("Deposit").
   */
  question: (amount: string, mode: string, bookingId: string) => string;
  cancel: string;
  confirm: string;
  /** Accessible name of the dialog's × button. */
  close: string;
}

export const defaultConfirmPaymentDialogMessages: ConfirmPaymentDialogMessages = {
  title: "Confirm payment",
  question: (amount, mode, bookingId) =>
    `Pay ${amount} from your ${mode.toLowerCase()} for booking ${bookingId}?`,
  cancel: "Cancel",
  confirm: "Confirm payment",
  close: "Close",
};

export interface ConfirmPaymentQuestion {
  /** What the wallet will pay. */
  amount: Paise;
  /** The booking being paid ("WF2612010000042"). */
  bookingId: string;
  /** The wallet's name as the payment modes show it ("Deposit", "Credit line", "TJ Cash"). */
  modeLabel: string;
  messages?: Partial<ConfirmPaymentDialogMessages>;
}

export interface ConfirmPaymentPanelProps extends ConfirmPaymentQuestion {
  /** The way on without JavaScript: the page's own form (posting `confirmed=true`) and link. */
  actions: ReactNode;
  className?: string;
}

export function askToConfirmPayment({
  amount,
  bookingId,
  modeLabel,
  messages,
}: ConfirmPaymentQuestion) {
  const text = { ...defaultConfirmPaymentDialogMessages, ...messages };
  return { text, question: text.question(formatMoney(amount), modeLabel, bookingId) };
}

/**
 * The same question in the page, for when there is no JavaScript: the server answers the
 * first press of "Pay" with it. The page passes its own form (or link) as `actions`.
 */
export function ConfirmPaymentPanel({ actions, className, ...question }: ConfirmPaymentPanelProps) {
  const { text, question: sentence } = askToConfirmPayment(question);
  return (
    <Alert tone="info" title={text.title} actions={actions} className={className}>
      <p data-slot="confirm-payment-question">{sentence}</p>
    </Alert>
  );
}
