import { formatMoney, type Paise } from "@wayfare/domain";

export interface PaymentFactsMessages {
  amount: string;
  orderRefId: string;
  paidWith: string;
}

export const defaultPaymentFactsMessages: PaymentFactsMessages = {
  amount: "Amount",
  orderRefId: "Order ref id",
  paidWith: "Paid with",
};

export interface PaymentFactsProps {
  amount: Paise;
  /** The gateway order's reference, the one to quote to support. */
  orderRefId: string;
  /** How it is being paid, e.g. "VISA •••• 1111". */
  instrument: string;
  messages?: Partial<PaymentFactsMessages>;
  className?: string;
}

/**
 * A gateway payment's facts (J§2 thank-you page): the amount, the order reference and how it
 * is paid, as a description list; shown while it is pending, asks for an OTP, or has failed.
 */
export function PaymentFacts({
  amount,
  orderRefId,
  instrument,
  messages,
  className,
}: PaymentFactsProps) {
  const text = { ...defaultPaymentFactsMessages, ...messages };
  return (
    <dl
      data-slot="payment-facts"
      className={["grid grid-cols-[auto_1fr] gap-x-6 gap-y-1", className].filter(Boolean).join(" ")}
    >
      <dt className="text-fg-muted">{text.amount}</dt>
      <dd className="font-semibold">{formatMoney(amount)}</dd>
      <dt className="text-fg-muted">{text.orderRefId}</dt>
      <dd className="font-semibold">{orderRefId}</dd>
      <dt className="text-fg-muted">{text.paidWith}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{instrument}</dd>
    </dl>
  );
}
