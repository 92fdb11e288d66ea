import {
  amendmentInvoiceNumberOf,
  buildInvoice,
  type InvoiceAudience,
  type InvoicePayload,
  paise,
  taxInvoiceNumber,
} from "@wayfare/domain";
import type { BookingModificationRow, BookingRow, ReviewRow } from "../db/schema";
import {
  asInvoicePayload,
  type InvoiceParties,
  journeyOf,
  recipientAndSupply,
} from "./invoice-payload";
import type { IssuedTaxInvoice } from "./issue-tax-invoice";

/**
 * The amendment invoice of seats, meals or baggage added to a ticketed booking (J§2
 * amendment invoices, decision 0067): what they cost as the airline fee, on the legs they
 * were added to, for the passengers they were added for.
 */
export function amendmentInvoicePayloadOf(
  booking: BookingRow,
  review: ReviewRow,
  modification: BookingModificationRow,
  audience: InvoiceAudience,
  issued: IssuedTaxInvoice,
  parties: InvoiceParties,
): InvoicePayload {
  const { recipient, supplyType } = recipientAndSupply(booking, audience, parties);
  const segmentIds = new Set(modification.added.map((addOn) => addOn.segmentId));
  const trips = review.trips.filter((trip) => trip.segments.some((s) => segmentIds.has(s.id)));
  const invoice = buildInvoice({
    kind: "AMENDMENT",
    audience,
    invoiceNumber: amendmentInvoiceNumberOf(modification.id, audience),
    taxInvoiceNumber: taxInvoiceNumber(issued.financialYear, issued.serial),
    ...journeyOf(trips),
    supplyType,
    airlineFee: paise(modification.amount),
  });
  const indexes = [...new Set(modification.added.map((addOn) => addOn.passengerIndex))];
  return asInvoicePayload(invoice, {
    bookingId: booking.id,
    modificationId: modification.id,
    issued,
    recipient,
    supplyType,
    passengers: indexes.flatMap((index) => {
      const passenger = booking.passengers[index];
      return passenger ? [`${passenger.title} ${passenger.firstName} ${passenger.lastName}`] : [];
    }),
  });
}
