import {
  ERROR_TEXTS,
  type FareDetail,
  FEE_WINDOW_LABELS,
  type FeeWindow,
  fareFeeSchedules,
  formatMoney,
  PAX_TYPE_VALUES,
  paxTypeLabel,
  refundableTypeLabel,
  type Trip,
} from "@wayfare/domain";
import { Fragment } from "react";
import { data } from "react-router";
import { pageTitle } from "../page-title";
import { bookingIdFrom, orThrow, reviewDetails } from "../server/booking.server";
import type { Route } from "./+types/flight.farerules";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Fare rules") }];

/** The fare rules of a reviewed or booked journey (J§2 /flight/farerules/). */
export async function loader({ request }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const { payload: review, setCookie } = orThrow(await reviewDetails(request, bookingId));
  return data({ bookingId, trips: review.tripInfos }, { headers: { "set-cookie": setCookie } });
}

function fee(amount: number | null): string {
  return amount === null ? "Not permitted" : formatMoney(amount);
}

/** A fee in each window before departure (the domain's fee windows). */
function FeeList({ fees }: { fees: { window: FeeWindow; fee: number | null }[] }) {
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
      {fees.map((entry) => (
        <Fragment key={entry.window}>
          <dt className="text-fg-muted">{FEE_WINDOW_LABELS[entry.window]}</dt>
          <dd>{fee(entry.fee)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function legTitle(trip: Trip): string {
  const first = trip.segments[0];
  const last = trip.segments[trip.segments.length - 1];
  return `${first?.departureAirport.code} to ${last?.arrivalAirport.code}`;
}

function FareRulesTable({ trip }: { trip: Trip }) {
  const price = trip.prices[0];
  if (!price) return null;
  const details = PAX_TYPE_VALUES.flatMap((type) => {
    const detail: FareDetail | undefined = price.fareDetails[type];
    return detail ? [{ type, detail }] : [];
  });
  return (
    <section aria-labelledby={`rules-${trip.id}`} className="flex flex-col gap-2">
      <h2 id={`rules-${trip.id}`} className="text-lg font-semibold">
        {legTitle(trip)}: {price.fareIdentifier || price.fareType}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Fare rules per passenger, {legTitle(trip)}</caption>
          <thead>
            <tr className="border-b border-subtle">
              <th scope="col" className="py-2 pr-4">
                Passenger
              </th>
              <th scope="col" className="py-2 pr-4">
                Fare basis (class)
              </th>
              <th scope="col" className="py-2 pr-4">
                Baggage
              </th>
              <th scope="col" className="py-2 pr-4">
                Refundable
              </th>
              <th scope="col" className="py-2 pr-4">
                Cancellation fee
              </th>
              <th scope="col" className="py-2 pr-4">
                Date change fee
              </th>
            </tr>
          </thead>
          <tbody>
            {details.map(({ type, detail }) => (
              <tr key={type} className="border-b border-subtle align-top">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {paxTypeLabel(type)}
                </th>
                <td className="py-2 pr-4">
                  {detail.fareBasis} ({detail.bookingClass})
                </td>
                <td className="py-2 pr-4">
                  Check-in {detail.baggage.checkIn}, cabin {detail.baggage.cabin}
                </td>
                <td className="py-2 pr-4">{refundableTypeLabel(detail.refundableType)}</td>
                {detail.cancellationFee === undefined ? (
                  <td colSpan={2} className="py-2 pr-4">
                    {ERROR_TEXTS.fareRulesUnavailable}
                  </td>
                ) : (
                  <>
                    <td className="py-2 pr-4">
                      <FeeList fees={fareFeeSchedules(detail).cancellation} />
                    </td>
                    <td className="py-2 pr-4">
                      <FeeList fees={fareFeeSchedules(detail).dateChange} />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function FareRules({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Fare rules</h1>
      <p>
        Airline fees are per passenger and depend on how long before departure you cancel or change
        the date; a date change also pays any difference in fare.
      </p>
      {loaderData.trips.map((trip) => (
        <FareRulesTable key={trip.id} trip={trip} />
      ))}
    </div>
  );
}
