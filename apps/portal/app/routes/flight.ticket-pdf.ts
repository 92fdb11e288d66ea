import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { ticketPdf } from "../server/ticket-pdf.server";
import type { Route } from "./+types/flight.ticket-pdf";

/** GET /flight/ticket.pdf?bookingId=…[&withPrice=0]: the e-ticket as a PDF download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const booking = orThrow(await bookingDetails(serviceOf(context), bookingId));
  const withPrice = new URL(request.url).searchParams.get("withPrice") !== "0";
  const body = await ticketPdf(booking, withPrice);
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="e-ticket-${booking.bookingId}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
