import { amountPaid, formatMoney, markupAmount } from "@wayfare/domain";
import { ItinerarySummary, PassengerTable } from "@wayfare/ui";
import { Link } from "react-router";
import { pageTitle } from "../page-title";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { agentMarkup } from "../server/results-search.server";
import type { Route } from "./+types/flight.ticket";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: pageTitle(loaded ? `E-ticket ${loaded.booking.bookingId}` : "E-ticket") },
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
  const pnrs = Object.entries(booking.pnrs)
    .map(([airline, pnr]) => `${airline} ${pnr}`)
    .join(", ");
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 print:p-0">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">E-ticket</h1>
        <Link
          to={`/flight/confirmation?bookingId=${booking.bookingId}`}
          className="font-semibold text-link underline print:hidden"
        >
          Back to the booking
        </Link>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-fg-muted">Booking id</dt>
        <dd className="font-semibold">{booking.bookingId}</dd>
        <dt className="text-fg-muted">Airline PNR</dt>
        <dd className="font-semibold">{pnrs}</dd>
        <dt className="text-fg-muted">Status</dt>
        <dd>{booking.status}</dd>
        {price ? (
          <>
            <dt className="text-fg-muted">{price.label}</dt>
            <dd className="font-semibold">{formatMoney(price.amount)}</dd>
          </>
        ) : null}
      </dl>
      <PassengerTable passengers={booking.passengers} />
      <ItinerarySummary trips={booking.tripInfos} headingLevel={2} />
      <p className="text-sm text-fg-muted">
        Use your browser's Print command to print this ticket or save it as a PDF.
      </p>
    </main>
  );
}
