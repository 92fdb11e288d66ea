import type { CancellationQuotePayload } from "@wayfare/domain";
import { Price } from "@wayfare/ui";
import { WALLET_NAMES } from "../wallet-names";

/**
 * What cancelling costs and returns (the service's quote or confirmation): per passenger
 * and flight the amount paid, the airline's cancellation fee and the refund; the totals;
 * the wallet the refund is credited to.
 */
export function RefundQuote({
  quote,
  caption,
}: {
  quote: CancellationQuotePayload;
  caption: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
          <thead>
            <tr className="border-b border-subtle">
              <th scope="col" className="py-2 pr-3">
                Passenger
              </th>
              <th scope="col" className="py-2 pr-3">
                Flight
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Paid
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Cancellation fee
              </th>
              <th scope="col" className="py-2 text-right">
                Refund
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={`${line.tripIndex}-${line.passengerId}`} className="border-b border-subtle">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {line.passengerName}
                </th>
                <td className="py-2 pr-3">{line.route}</td>
                <td className="py-2 pr-3 text-right">
                  <Price amount={line.paid} size="sm" />
                </td>
                <td className="py-2 pr-3 text-right">
                  <Price amount={line.cancellationFee} size="sm" />
                </td>
                <td className="py-2 text-right">
                  <Price amount={line.refund} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_auto] justify-end gap-x-6 gap-y-1">
        <dt>Total cancellation fee</dt>
        <dd className="text-right">
          <Price amount={quote.totalCancellationFee} />
        </dd>
        <dt className="font-semibold">Total refund</dt>
        <dd className="text-right">
          <Price amount={quote.totalRefund} size="lg" />
        </dd>
        <dt>Refund to</dt>
        <dd className="text-right">{WALLET_NAMES[quote.refundTo]}</dd>
      </dl>
      {quote.cancelsBooking ? (
        <p>Nothing of this booking is left flying: the whole booking is cancelled.</p>
      ) : (
        <p>The passengers and flights not listed stay booked.</p>
      )}
    </div>
  );
}
