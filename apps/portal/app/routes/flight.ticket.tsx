import { amountPaid, markupAmount } from "@wayfare/domain";
import { MAIN_CONTENT_ID, TicketDocument } from "@wayfare/ui";
import { Link } from "react-router";
import { pageTitle } from "../page-title";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { agentMarkup } from "../server/results-search.server";
import type { Route } from "./+types/flight.ticket";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, loaded ? `E-ticket ${loaded.booking.bookingId}` : "E-ticket") },
];

/**
 * The printable e-ticket (J§2 more options: print with or without price): the booking, its
 * PNRs, passengers with ticket numbers and flights on a page without the portal's chrome.
 * `withPrice=0` leaves the fare out, for a traveller whose company paid; `withPrice=client`
 * is an agent's copy for their client, priced with the agent's markup (decision 0022).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const booking = orThrow(await bookingDetails(service, bookingIdFrom(request)));
  const withPrice = new URL(request.url).searchParams.get("withPrice");
  const paid = amountPaid(booking);
  const markup = withPrice === "client" ? await agentMarkup(service, request) : 0;
  const price =
    withPrice === "0"
      ? null
      : markup > 0
        ? { label: "Total fare", amount: paid + markupAmount(paid, markup) }
        : { label: "Total paid", amount: paid };
  return { booking, price };
}

export default function Ticket({ loaderData }: Route.ComponentProps) {
  const { booking, price } = loaderData;
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 outline-none print:p-0"
    >
      <TicketDocument
        booking={booking}
        price={price}
        backLink={
          <Link
            to={`/flight/confirmation?bookingId=${booking.bookingId}`}
            className="font-semibold text-link underline"
          >
            Back to the booking
          </Link>
        }
      />
    </main>
  );
}
