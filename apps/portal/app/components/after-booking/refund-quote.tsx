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
      {quote.addOns.length > 0 ? <CancelledAddOns addOns={quote.addOns} /> : null}
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

/** The paid add-ons of the cancelled flights, each on its own line (decision 0023). */
function CancelledAddOns({ addOns }: { addOns: CancellationQuotePayload["addOns"] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold">
          Seats, meals and baggage on these flights
        </caption>
        <thead>
          <tr className="border-b border-subtle">
            <th scope="col" className="py-2 pr-3">
              Passenger
            </th>
            <th scope="col" className="py-2 pr-3">
              Add-on
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Paid
            </th>
            <th scope="col" className="py-2 text-right">
              Refund
            </th>
          </tr>
        </thead>
        <tbody>
          {addOns.map((addOn) => (
            <tr
              key={`${addOn.segmentId}-${addOn.passengerId}-${addOn.item}`}
              className="border-b border-subtle"
            >
              <th scope="row" className="py-2 pr-3 font-normal">
                {addOn.passengerName}
              </th>
              <td className="py-2 pr-3">{addOn.item}</td>
              <td className="py-2 pr-3 text-right">
                <Price amount={addOn.paid} size="sm" />
              </td>
              <td className="py-2 text-right">
                <Price amount={addOn.refund} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-fg-muted">
        Add-ons you paid for are not refunded when you cancel, as with the airlines.
      </p>
    </div>
  );
}
