import { FareRulesTable } from "@wayfare/ui";
import { FareRulesList } from "../components/booking/fare-rules-list";
import { pageTitle } from "../page-title";
import { orThrow, reviewDetails } from "../server/booking.server";
import { fareRulesOf, fareRulesQueryFrom } from "../server/fare-rules.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.farerules";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Fare rules") },
];

/**
 * The fare rules (J§2 /flight/farerules/) of a result's fare (`?priceId=`) or of a reviewed or
 * booked journey (`?bookingId=`): each fare's five tabs from the fare-rules call, and for a
 * journey each passenger type's fees too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const query = fareRulesQueryFrom(request);
  const trips =
    "bookingId" in query ? orThrow(await reviewDetails(service, query.bookingId)).tripInfos : [];
  return { rules: await fareRulesOf(service, query), trips };
}

export default function FareRules({ loaderData }: Route.ComponentProps) {
  const { rules, trips } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Fare rules</h1>
      <p>
        Airline fees are per passenger and depend on how long before departure you cancel or change
        the date; a date change also pays any difference in fare.
      </p>
      <FareRulesList rules={rules} headingLevel={2} />
      {trips.map((trip) => (
        <FareRulesTable
          key={trip.id}
          trip={trip}
          messages={{ heading: (leg) => `Fees by passenger, ${leg}` }}
        />
      ))}
    </div>
  );
}
