import { FareRulesTable } from "@wayfare/ui";
import { pageTitle } from "../page-title";
import { bookingIdFrom, orThrow, reviewDetails } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.farerules";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Fare rules") }];

/** The fare rules of a reviewed or booked journey (J§2 /flight/farerules/). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const review = orThrow(await reviewDetails(serviceOf(context), bookingId));
  return { bookingId, trips: review.tripInfos };
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
