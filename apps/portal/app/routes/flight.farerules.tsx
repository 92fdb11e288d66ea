import { FareRulesTable } from "@wayfare/ui";
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
