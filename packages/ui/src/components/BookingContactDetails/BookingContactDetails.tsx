import type { BookingPayload } from "@wayfare/domain";
import { useId } from "react";

export interface BookingContactDetailsMessages {
  heading: string;
  mobile: string;
  email: string;
  emergencyContact: string;
  destinationAddress: string;
  /** Before the GST registration the invoice is made out to. */
  gstInvoiceTo: string;
  billingAddress: string;
}

export const defaultBookingContactDetailsMessages: BookingContactDetailsMessages = {
  heading: "Contact details",
  mobile: "Mobile",
  email: "Email",
  emergencyContact: "Emergency contact",
  destinationAddress: "Address at destination",
  gstInvoiceTo: "GST invoice to",
  billingAddress: "Billing address",
};

export interface BookingContactDetailsProps {
  contact: BookingPayload["contact"];
  gst?: BookingPayload["gst"] | undefined;
  /** The fields the fares asked for (J§5 dynamic fields), as given. */
  reportingDetails?: BookingPayload["reportingDetails"];
  headingLevel?: 2 | 3;
  messages?: Partial<BookingContactDetailsMessages>;
  className?: string;
}

const joined = (parts: readonly (string | undefined)[], separator = ", ") =>
  parts.filter(Boolean).join(separator);

/**
 * The booking's contact as the booker gave it (J§3): mobile and email, the emergency contact
 * and the address at the destination when given, and the GST registration the invoice is
 * made out to with its billing details, and the fields the fares asked for (cost centre…).
 * A description list under its own heading.
 */
export function BookingContactDetails({
  contact,
  gst,
  reportingDetails = [],
  headingLevel = 2,
  messages,
  className,
}: BookingContactDetailsProps) {
  const text = { ...defaultBookingContactDetailsMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const emergency = joined([contact.emergencyContactName, contact.emergencyContactMobile]);
  const billing = gst
    ? joined([gst.billingCompanyName, gst.address, gst.city, gst.postalCode, gst.country])
    : "";
  const rows: [string, string][] = [
    [text.mobile, joined([contact.countryCode, contact.mobile], " ")],
    [text.email, contact.email],
    [text.emergencyContact, emergency],
    [text.destinationAddress, contact.destinationAddress ?? ""],
    [text.gstInvoiceTo, gst ? `${gst.registeredName} (${gst.gstNumber})` : ""],
    [text.billingAddress, billing],
    ...reportingDetails.map(({ label, value }): [string, string] => [label, value]),
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-slot="booking-contact-details"
      className={["flex flex-col gap-2 text-sm text-fg", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="text-base font-semibold">
        {text.heading}
      </Heading>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows
          .filter(([, value]) => value !== "")
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-fg-muted">{term}</dt>
              <dd className="font-semibold break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
