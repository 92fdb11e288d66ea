import {
  amendmentIdSchema,
  endpoints,
  INVOICE_AUDIENCES,
  type InvoiceAudience,
  type InvoicePayload,
  modificationIdSchema,
} from "@wayfare/domain";
import { InvoiceDocument, MAIN_CONTENT_ID } from "@wayfare/ui";
import { data, Link, redirect } from "react-router";
import { pageTitle } from "../page-title";
import { signedIn } from "../server/after-booking.server";
import { bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.invoice";

const titleOf = (invoice: InvoicePayload) =>
  invoice.kind === "CREDIT_NOTE" ? "Credit note" : "Tax invoice";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: pageTitle(
      loaded ? `${titleOf(loaded.invoice)} ${loaded.invoice.taxInvoiceNumber}` : "Tax invoice",
    ),
  },
];

function audienceFrom(request: Request): InvoiceAudience {
  const asked = new URL(request.url).searchParams.get("audience");
  const audience = INVOICE_AUDIENCES.find((candidate) => candidate === asked);
  if (!audience) throw data({ message: "This invoice link is not complete." }, 404);
  return audience;
}

/** A credit note's cancellation, when the link names one. */
function amendmentIdFrom(request: Request): string | undefined {
  const asked = new URL(request.url).searchParams.get("amendmentId");
  if (asked === null) return undefined;
  const amendmentId = amendmentIdSchema.safeParse(asked);
  if (!amendmentId.success) throw data({ message: "This credit note link is not complete." }, 404);
  return amendmentId.data;
}

/** An amendment invoice's seats, meals or baggage added, when the link names them. */
function modificationIdFrom(request: Request): string | undefined {
  const asked = new URL(request.url).searchParams.get("modificationId");
  if (asked === null) return undefined;
  const modificationId = modificationIdSchema.safeParse(asked);
  if (!modificationId.success) throw data({ message: "This invoice link is not complete." }, 404);
  return modificationId.data;
}

/**
 * A ticketed booking's tax invoice (or, with `amendmentId`, a cancellation's credit note;
 * with `modificationId`, the amendment invoice of seats, meals or baggage added)
 * for one audience (J§2 more options, J§3 invoice fields),
 * printable without the portal's chrome. Login is required ('Login for Invoice').
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  if (!(await signedIn(service))) throw redirect("/app/login");
  const audience = audienceFrom(request);
  const amendmentId = amendmentIdFrom(request);
  const modificationId = modificationIdFrom(request);
  const invoice = orThrow(
    await service.call(endpoints.flightInvoice, {
      bookingId,
      audience,
      ...(amendmentId ? { amendmentId } : {}),
      ...(modificationId ? { modificationId } : {}),
    }),
  );
  return { invoice };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
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
      />
    </main>
  );
}
