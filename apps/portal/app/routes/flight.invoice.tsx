import type { InvoicePayload } from "@wayfare/domain";
import { InvoiceDocument, MAIN_CONTENT_ID } from "@wayfare/ui";
import { Link } from "react-router";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { invoiceFor } from "../server/invoice.server";
import type { Route } from "./+types/flight.invoice";

const titleOf = (invoice: InvoicePayload) =>
  invoice.kind === "CREDIT_NOTE" ? "Credit note" : "Tax invoice";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  {
    title: pageTitle(
      matches,
      loaded ? `${titleOf(loaded.invoice)} ${loaded.invoice.taxInvoiceNumber}` : "Tax invoice",
    ),
  },
];

/** A ticketed booking's tax invoice, credit note or amendment invoice, printable without the portal's chrome. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const invoice = await invoiceFor(request, serviceOf(context));
  return { invoice, pdfLink: `/flight/invoice.pdf${new URL(request.url).search}` };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { invoice, pdfLink } = loaderData;
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 outline-none print:p-0"
    >
      <InvoiceDocument
        invoice={invoice}
        backLink={
          <Link
            to={`/flight/confirmation?bookingId=${invoice.bookingId}`}
            className="font-semibold text-link underline"
          >
            Back to the booking
          </Link>
        }
        pdfLink={
          <a href={pdfLink} download className="font-semibold text-link underline">
            Download PDF
          </a>
        }
      />
    </main>
  );
}
