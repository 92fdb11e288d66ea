import {
  type BookingPayload,
  basisPointsToPercentage,
  type InvoiceAudience,
  WEB_CHECK_IN_WINDOW,
  webCheckInLinks,
} from "@wayfare/domain";
import { CONFIRMATION_INTENTS } from "@wayfare/forms";
import { MoreOptionsMenu, NativeButton, NativeCheckbox } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";
import { modifyBookingPath } from "../../modify-booking-paths";
import { reissuePath } from "../../reissue-paths";
import { invoiceOptions, laterInvoiceOptions } from "./invoice-links";

const CHECK_IN_HOURS = `Opens ${WEB_CHECK_IN_WINDOW.opensHoursBefore} hours before departure, closes ${WEB_CHECK_IN_WINDOW.closesMinutesBefore.domestic} minutes before (${WEB_CHECK_IN_WINDOW.closesMinutesBefore.international} for international flights).`;

/** The e-ticket sent again to the booking's contact, by email or SMS, with or without price. */
function SendTicketForm({ booking }: { booking: BookingPayload }) {
  const sending = useNavigation().formData?.get("intent") === CONFIRMATION_INTENTS.sendTicket;
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={CONFIRMATION_INTENTS.sendTicket} />
      <NativeCheckbox name="withPrice" value="true" defaultChecked label="Include the price" />
      <div className="flex flex-wrap gap-3">
        <NativeButton
          type="submit"
          name="channel"
          value="EMAIL"
          variant="secondary"
          isPending={sending}
        >
          Email ticket to {booking.contact.email}
        </NativeButton>
        <NativeButton
          type="submit"
          name="channel"
          value="SMS"
          variant="secondary"
          isPending={sending}
        >
          SMS ticket to {booking.contact.mobile}
        </NativeButton>
      </div>
    </Form>
  );
}

/**
 * J§2 confirmation's more options for a ticketed booking: download the e-ticket as a PDF,
 * print it with or without the price, seats, meals or baggage added (modify booking), a change request to the travel desk, the invoices,
 * web check-in on each carrier's website, or the ticket sent again by email or SMS.
 */
export function MoreOptions({
  booking,
  invoiceAudiences,
  clientMarkup,
}: {
  booking: BookingPayload;
  /** The invoices the user's role gets; null for a guest. */
  invoiceAudiences: readonly InvoiceAudience[] | null;
  /** An agent's markup in basis points: offers the client's copy priced with it. */
  clientMarkup: number;
}) {
  const id = booking.bookingId;
  const checkIn = webCheckInLinks(booking.tripInfos.flatMap((trip) => trip.segments));
  return (
    <MoreOptionsMenu
      options={[
        {
          key: "pdf",
          label: "Download the e-ticket (PDF)",
          href: `/flight/ticket.pdf?bookingId=${id}`,
          download: true,
        },
        { key: "print", label: "Print the e-ticket", href: `/flight/ticket?bookingId=${id}` },
        {
          key: "print-no-price",
          label: "Print the e-ticket without price",
          href: `/flight/ticket?bookingId=${id}&withPrice=0`,
        },
        ...(clientMarkup > 0
          ? [
              {
                key: "print-client",
                label: `Print the client's copy (price with your ${basisPointsToPercentage(clientMarkup)}% markup)`,
                href: `/flight/ticket?bookingId=${id}&withPrice=client`,
              },
            ]
          : []),
        {
          key: "modify",
          label: "Add seats, meals or baggage",
          href: modifyBookingPath(id),
        },
        {
          key: "reissue",
          label: "Change date or class",
          href: reissuePath(id),
        },
        {
          key: "change",
          label: "Request a date, class or name change",
          href: `/flight/amend?bookingId=${id}`,
        },
        {
          key: "share-journey",
          label: "Share the journey page with the traveller",
          href: `/flight/share-journey?bookingId=${id}`,
        },
        ...invoiceOptions(id, invoiceAudiences),
        ...laterInvoiceOptions(
          id,
          [
            ...(booking.modifications ?? []).map(({ modificationId }) => ({ modificationId })),
            ...(booking.reissues ?? [])
              .filter((reissue) => reissue.amount > 0)
              .map(({ reissueId }) => ({ reissueId })),
            ...(booking.miscellaneousCharges ?? []).map(({ chargeId }) => ({ chargeId })),
          ],
          invoiceAudiences,
        ),
        ...checkIn.map((link) => ({
          key: `check-in-${link.airlineCode}`,
          label: `Web check-in on the ${link.airlineName} website`,
          href: link.href,
          external: true,
          description: CHECK_IN_HOURS,
        })),
        { key: "send", content: <SendTicketForm booking={booking} /> },
      ]}
    />
  );
}
