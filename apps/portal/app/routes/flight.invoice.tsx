import {
  amendmentIdSchema,
  endpoints,
  formatMoney,
  INVOICE_AUDIENCES,
  type InvoiceAudience,
  type InvoicePayload,
} from "@wayfare/domain";
import { useId } from "react";
import { data, Link, redirect } from "react-router";
import {
  CREDIT_NOTE_AUDIENCE_LABELS,
  INVOICE_AUDIENCE_LABELS,
} from "../components/booking/invoice-links";
import { InstantTime } from "../components/booking/pay-by";
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

/**
 * A ticketed booking's tax invoice (or, with `amendmentId`, a cancellation's credit note)
 * for one audience (J§2 more options, J§3 invoice fields),
 * printable without the portal's chrome. Login is required ('Login for Invoice').
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  if (!(await signedIn(service))) throw redirect("/app/login");
  const audience = audienceFrom(request);
  const amendmentId = amendmentIdFrom(request);
  const invoice = orThrow(
    await service.call(endpoints.flightInvoice, {
      bookingId,
      audience,
      ...(amendmentId ? { amendmentId } : {}),
    }),
  );
  return { invoice };
}

function Party({ title, party }: { title: string; party: InvoicePayload["supplier"] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="text-sm font-semibold uppercase text-fg-muted">
        {title}
      </h2>
      <p className="font-semibold">{party.name}</p>
      {party.gstin ? <p>GSTIN {party.gstin}</p> : null}
      {party.address ? <p>{party.address}</p> : null}
    </section>
  );
}

const SECTION_CAPTIONS = {
  charges: "Charges",
  gst: "GST on service fees",
  total: "Total",
  agency: "Agency settlement",
} as const;

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const creditNote = invoice.kind === "CREDIT_NOTE";
  const sections = (Object.keys(SECTION_CAPTIONS) as (keyof typeof SECTION_CAPTIONS)[])
    .map((section) => ({ section, lines: invoice.lines.filter((l) => l.section === section) }))
    .filter(({ lines }) => lines.length > 0);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 print:p-0">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          {creditNote ? (
            CREDIT_NOTE_AUDIENCE_LABELS[invoice.audience]
          ) : (
            <>
              Tax invoice{" "}
              <span className="text-base font-normal text-fg-muted">
                ({INVOICE_AUDIENCE_LABELS[invoice.audience]})
              </span>
            </>
          )}
        </h1>
        <Link
          to={`/flight/confirmation?bookingId=${invoice.bookingId}`}
          className="font-semibold text-link underline print:hidden"
        >
          Back to the booking
        </Link>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-fg-muted">Tax invoice number</dt>
        <dd className="font-semibold">{invoice.taxInvoiceNumber}</dd>
        <dt className="text-fg-muted">{creditNote ? "Credit note number" : "Invoice number"}</dt>
        <dd>{invoice.invoiceNumber}</dd>
        {invoice.amendmentId ? (
          <>
            <dt className="text-fg-muted">Cancellation request ID</dt>
            <dd>{invoice.amendmentId}</dd>
          </>
        ) : null}
        <dt className="text-fg-muted">Date of issue</dt>
        <dd>
          <InstantTime value={invoice.issuedAt} />
        </dd>
        <dt className="text-fg-muted">Booking id</dt>
        <dd>{invoice.bookingId}</dd>
        <dt className="text-fg-muted">SAC code</dt>
        <dd>{invoice.sacCode}</dd>
        <dt className="text-fg-muted">Supply</dt>
        <dd>{invoice.supplyType === "INTRA_STATE" ? "Within the state" : "Between states"}</dd>
      </dl>
      <div className="grid gap-6 sm:grid-cols-2">
        <Party title="Supplier" party={invoice.supplier} />
        <Party title="Billed to" party={invoice.recipient} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-fg-muted">Passengers</dt>
        <dd>{invoice.passengers.join(", ")}</dd>
        <dt className="text-fg-muted">Sectors</dt>
        <dd>{invoice.sectors}</dd>
        <dt className="text-fg-muted">Flight</dt>
        <dd>{invoice.flight}</dd>
        <dt className="text-fg-muted">Travel date</dt>
        <dd>{invoice.travelDate}</dd>
      </dl>
      {sections.map(({ section, lines }) => (
        <table key={section} className="w-full border-collapse">
          <caption className="mb-1 text-left font-semibold">{SECTION_CAPTIONS[section]}</caption>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className="border-b border-subtle">
                <th scope="row" className="py-1 text-left font-normal">
                  {line.label}
                </th>
                <td className="py-1 text-right tabular-nums">{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="text-sm text-fg-muted print:hidden">
        Use your browser's Print command to print this {creditNote ? "credit note" : "invoice"} or
        save it as a PDF.
      </p>
    </main>
  );
}
