import type { CancellationQuotePayload, WalletKind } from "@wayfare/domain";
import { useId } from "react";
import { ScrollRegion } from "../../lib/scroll-region";
import { defaultWalletNames } from "../../lib/wallet-names";
import { Price } from "../Price/Price";
import { CancelledAddOnsTable } from "./parts/CancelledAddOnsTable";
import { cell, numericCell } from "./parts/cells";

export interface RefundQuoteMessages {
  passenger: string;
  flight: string;
  paid: string;
  cancellationFee: string;
  refund: string;
  totalCancellationFee: string;
  totalRefund: string;
  refundTo: string;
  wallets: Record<WalletKind, string>;
  addOnsCaption: string;
  addOn: string;
  addOnsNotRefunded: string;
  /** When nothing of the booking is left flying. */
  cancelsBooking: string;
  /** When some passengers or flights stay booked. */
  othersStayBooked: string;
}

export const defaultRefundQuoteMessages: RefundQuoteMessages = {
  passenger: "Passenger",
  flight: "Flight",
  paid: "Paid",
  cancellationFee: "Cancellation fee",
  refund: "Refund",
  totalCancellationFee: "Total cancellation fee",
  totalRefund: "Total refund",
  refundTo: "Refund to",
  wallets: defaultWalletNames,
  addOnsCaption: "Seats, meals and baggage on these flights",
  addOn: "Add-on",
  addOnsNotRefunded: "Add-ons you paid for are not refunded when you cancel, as with the airlines.",
  cancelsBooking: "Nothing of this booking is left flying: the whole booking is cancelled.",
  othersStayBooked: "The passengers and flights not listed stay booked.",
};

export interface RefundQuoteProps {
  /** The service's cancellation quote, or its confirmation (which extends it). */
  quote: CancellationQuotePayload;
  /** Names the table: "Refund quote" before confirming, "Refund" after. */
  caption?: string;
  messages?: Partial<Omit<RefundQuoteMessages, "wallets">> & {
    wallets?: Partial<Record<WalletKind, string>>;
  };
}

/**
 * What cancelling costs and returns (J§2 cancellation): per passenger and flight the amount
 * paid, the airline's cancellation fee and the refund; the paid add-ons of those flights
 * (decision 0023); the totals; the wallet the refund is credited to.
 */
export function RefundQuote({ quote, caption = "Refund quote", messages }: RefundQuoteProps) {
  const text = {
    ...defaultRefundQuoteMessages,
    ...messages,
    wallets: { ...defaultRefundQuoteMessages.wallets, ...messages?.wallets },
  };
  const captionId = useId();
  return (
    <div data-slot="refund-quote" className="flex flex-col gap-3 text-fg">
      <ScrollRegion labelledBy={captionId}>
        <table className="w-full border-collapse text-left text-sm">
          <caption id={captionId} className="mb-2 text-left text-lg font-semibold">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-subtle">
              <th scope="col" className={cell}>
                {text.passenger}
              </th>
              <th scope="col" className={cell}>
                {text.flight}
              </th>
              <th scope="col" className={numericCell}>
                {text.paid}
              </th>
              <th scope="col" className={numericCell}>
                {text.cancellationFee}
              </th>
              <th scope="col" className={numericCell}>
                {text.refund}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={`${line.tripIndex}-${line.passengerId}`} className="border-b border-subtle">
                <th scope="row" className={`${cell} font-normal`}>
                  {line.passengerName}
                </th>
                <td className={cell}>{line.route}</td>
                <td className={numericCell}>
                  <Price amount={line.paid} size="sm" />
                </td>
                <td className={numericCell}>
                  <Price amount={line.cancellationFee} size="sm" />
                </td>
                <td className={numericCell}>
                  <Price amount={line.refund} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {quote.addOns.length > 0 ? <CancelledAddOnsTable addOns={quote.addOns} text={text} /> : null}
      <dl className="grid grid-cols-[auto_auto] justify-end gap-x-6 gap-y-1">
        <dt>{text.totalCancellationFee}</dt>
        <dd className="text-right">
          <Price amount={quote.totalCancellationFee} />
        </dd>
        <dt className="font-semibold">{text.totalRefund}</dt>
        <dd className="text-right">
          <Price amount={quote.totalRefund} size="lg" />
        </dd>
        <dt>{text.refundTo}</dt>
        <dd className="text-right">{text.wallets[quote.refundTo]}</dd>
      </dl>
      <p>{quote.cancelsBooking ? text.cancelsBooking : text.othersStayBooked}</p>
    </div>
  );
}
