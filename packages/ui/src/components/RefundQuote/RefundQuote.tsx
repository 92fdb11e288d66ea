import type { CancellationQuotePayload, WalletKind } from "@wayfare/domain";
import { defaultWalletNames } from "../../lib/wallet-names";
import { Price } from "../Price/Price";
import { AmountsTable } from "./parts/AmountsTable";
import { CancelledAddOnsTable } from "./parts/CancelledAddOnsTable";

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
  return (
    <div data-slot="refund-quote" className="flex flex-col gap-3 text-fg">
      <AmountsTable
        caption={caption}
        captionClassName="text-lg font-semibold"
        columns={[
          { key: "passenger", label: text.passenger },
          { key: "flight", label: text.flight },
          { key: "paid", label: text.paid, numeric: true },
          { key: "fee", label: text.cancellationFee, numeric: true },
          { key: "refund", label: text.refund, numeric: true },
        ]}
        rows={quote.lines.map((line) => ({
          key: `${line.tripIndex}-${line.passengerId}`,
          header: line.passengerName,
          cells: [
            line.route,
            <Price key="paid" amount={line.paid} size="sm" />,
            <Price key="fee" amount={line.cancellationFee} size="sm" />,
            <Price key="refund" amount={line.refund} size="sm" />,
          ],
        }))}
      />
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
