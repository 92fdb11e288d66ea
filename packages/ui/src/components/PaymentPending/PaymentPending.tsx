import { type Paise, pendingPaymentPoll } from "@wayfare/domain";
import { type ReactNode, useId } from "react";
import {
  defaultPaymentFactsMessages,
  PaymentFacts,
  type PaymentFactsMessages,
} from "../PaymentFacts/PaymentFacts";
import { Spinner } from "../Spinner/Spinner";

export interface PaymentPendingMessages extends PaymentFactsMessages {
  waiting: string;
  doNotPayAgain: string;
}

export const defaultPaymentPendingMessages: PaymentPendingMessages = {
  waiting: "Waiting for the bank",
  doNotPayAgain: "This page refreshes by itself. Please do not pay again.",
  ...defaultPaymentFactsMessages,
};

export interface PaymentPendingProps {
  /** Seconds since the payment started: the heading follows the 30/90/180 s stages (J§4). */
  elapsedSeconds: number;
  amount: Paise;
  orderRefId: string;
  /** How it is being paid, e.g. "VISA •••• 1111". */
  instrument: string;
  /** Default 1: the page is about this payment. */
  headingLevel?: 1 | 2;
  /** What refreshes the page (the portal's revalidation and its no-script refresh). */
  children?: ReactNode;
  messages?: Partial<PaymentPendingMessages>;
  className?: string;
}

/**
 * A payment the bank has not answered yet (J§2 thank-you page, J§4 pending payment): the
 * heading of its stage ("We're processing your payment...", then at 30, 90 and 180 s the
 * next), a spinner, the warning not to pay again, and the payment's facts.
 */
export function PaymentPending({
  elapsedSeconds,
  amount,
  orderRefId,
  instrument,
  headingLevel = 1,
  children,
  messages,
  className,
}: PaymentPendingProps) {
  const text = { ...defaultPaymentPendingMessages, ...messages };
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="payment-pending"
      className={["max-w-xl", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="text-2xl font-semibold">
        {pendingPaymentPoll(elapsedSeconds).heading}
      </Heading>
      <Spinner label={text.waiting} className="mt-4" />
      <p className="mt-2">{text.doNotPayAgain}</p>
      <PaymentFacts
        amount={amount}
        orderRefId={orderRefId}
        instrument={instrument}
        messages={text}
        className="mt-4"
      />
      {children}
    </section>
  );
}
