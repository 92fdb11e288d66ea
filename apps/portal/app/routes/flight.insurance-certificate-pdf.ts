import { data } from "react-router";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { insuranceCertificatePdf } from "../server/insurance-certificate-pdf.server";
import type { Route } from "./+types/flight.insurance-certificate-pdf";

/**
 * GET /flight/insurance-certificate.pdf?bookingId=…: the certificate of insurance as a PDF
 * download, for the booking's viewers (booking-details answers no one else); 404 for a
 * booking without one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const booking = orThrow(await bookingDetails(serviceOf(context), bookingId));
  const body = await insuranceCertificatePdf(booking);
  if (!body) throw data({ message: "This booking has no certificate of insurance." }, 404);
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="insurance-certificate-${booking.bookingId}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
