import { CustomerJourney } from "@wayfare/ui";
import { Link } from "react-router";
import { linkClasses } from "../components/after-booking/link-classes";
import { JourneyError } from "../components/customer-journey/journey-error";
import { journeyHeaders, journeyRequestsPath } from "../customer-journey-path";
import { pageTitle } from "../page-title";
import { journeyPage } from "../server/customer-journey.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/customer-journey";

const HEADING = "Your journey";
const ERROR_HEADING = "We could not open this journey";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : HEADING) },
];

export const headers = journeyHeaders;

/** J§2 'Customer journey page': opened by the shared link's token alone, no sign-in. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return journeyPage(serviceOf(context), params);
}

export default function CustomerJourneyPage({ loaderData }: Route.ComponentProps) {
  const { token, journey } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{HEADING}</h1>
        <p>Booking ID {journey.bookingId}</p>
      </div>
      <CustomerJourney journey={journey}>
        <Link to={journeyRequestsPath(token)} className={`w-fit ${linkClasses}`}>
          Ask your travel agent for a change
        </Link>
      </CustomerJourney>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <JourneyError error={error} title={ERROR_HEADING} />;
}
