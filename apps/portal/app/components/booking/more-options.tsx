import {
  type BookingPayload,
  type InvoiceAudience,
  WEB_CHECK_IN_WINDOW,
  webCheckInLinks,
} from "@wayfare/domain";
import { Button, Checkbox } from "@wayfare/ui";
import { Form, Link, useNavigation } from "react-router";
import { InvoiceLinks } from "./invoice-links";

const linkClass = "font-semibold text-link underline";

/**
 * J§2 confirmation's more options for a ticketed booking: download the e-ticket as a PDF,
 * print it with or without the price, a change request to the travel desk, the invoices, web check-in on each
 * carrier's website, or the ticket sent again by email or SMS to the booking's contact. A
 * native disclosure of links and one form: it works without JavaScript and reads as a list
 * of actions.
 */
export function MoreOptions({
  booking,
  invoiceAudiences,
}: {
  booking: BookingPayload;
  /** The invoices the user's role gets; null for a guest. */
  invoiceAudiences: readonly InvoiceAudience[] | null;
}) {
  const sending = useNavigation().formData?.get("intent") === "send-ticket";
  const ticket = `/flight/ticket?bookingId=${booking.bookingId}`;
  return (
    <details className="rounded-lg border border-subtle bg-surface p-4">
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">More options</summary>
      <ul className="mt-2 flex flex-col gap-3">
        <li>
          <a
            href={`/flight/ticket.pdf?bookingId=${booking.bookingId}`}
            className={linkClass}
            download
          >
            Download the e-ticket (PDF)
          </a>
        </li>
        <li>
          <Link to={ticket} className={linkClass} reloadDocument>
            Print the e-ticket
          </Link>
        </li>
        <li>
          <Link to={`${ticket}&withPrice=0`} className={linkClass} reloadDocument>
            Print the e-ticket without price
          </Link>
        </li>
        <li>
          <Link to={`/flight/amend?bookingId=${booking.bookingId}`} className={linkClass}>
            Request a date, class or name change
          </Link>
        </li>
        <InvoiceLinks bookingId={booking.bookingId} audiences={invoiceAudiences} />
        {webCheckInLinks(booking.tripInfos.flatMap((trip) => trip.segments)).map((link) => (
          <li key={link.airlineCode}>
            <a href={link.href} className={linkClass} rel="noopener noreferrer">
              Web check-in on the {link.airlineName} website
            </a>
            <span className="block text-sm text-fg-muted">
              Opens {WEB_CHECK_IN_WINDOW.opensHoursBefore} hours before departure, closes{" "}
              {WEB_CHECK_IN_WINDOW.closesMinutesBefore.domestic} minutes before (
              {WEB_CHECK_IN_WINDOW.closesMinutesBefore.international} for international flights).
            </span>
          </li>
        ))}
        <li>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="send-ticket" />
            <Checkbox name="withPrice" value="true" defaultSelected label="Include the price" />
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                name="channel"
                value="EMAIL"
                variant="secondary"
                isPending={sending}
              >
                Email ticket to {booking.contact.email}
              </Button>
              <Button
                type="submit"
                name="channel"
                value="SMS"
                variant="secondary"
                isPending={sending}
              >
                SMS ticket to {booking.contact.mobile}
              </Button>
            </div>
          </Form>
        </li>
      </ul>
    </details>
  );
}
