import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { invoiceFor } from "../server/invoice.server";
import { invoicePdf } from "../server/invoice-pdf.server";
import type { Route } from "./+types/flight.invoice-pdf";

/** GET /flight/invoice.pdf?bookingId=…&audience=…[&amendmentId|modificationId=…]: the invoice as a PDF download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const invoice = await invoiceFor(request, serviceOf(context));
  const body = await invoicePdf(invoice);
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoice.invoiceNumber}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
