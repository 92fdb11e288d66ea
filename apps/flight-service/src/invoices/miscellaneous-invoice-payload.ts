import {
  buildInvoice,
  type InvoiceAudience,
  type InvoicePayload,
  miscellaneousInvoiceNumberOf,
  paise,
  taxInvoiceNumber,
} from "@wayfare/domain";
import type { BookingRow, MiscellaneousChargeRow, ReviewRow } from "../db/schema";
import {
  asInvoicePayload,
  type InvoiceParties,
  journeyOf,
  recipientAndSupply,
} from "./invoice-payload";
import type { IssuedTaxInvoice } from "./issue-tax-invoice";

/**
 * A charge's miscellaneous invoice (J§2 invoices, decision 0084): its description and amount
 * as a service line with 18 % GST split by the place of supply, on the booking's journey, for
 * all its passengers.
 */
export function miscellaneousInvoicePayloadOf(
  booking: BookingRow,
  review: ReviewRow,
  charge: MiscellaneousChargeRow,
  audience: InvoiceAudience,
  issued: IssuedTaxInvoice,
  parties: InvoiceParties,
): InvoicePayload {
  const { recipient, supplyType } = recipientAndSupply(booking, audience, parties);
  const invoice = buildInvoice({
    kind: "MISCELLANEOUS",
    audience,
    invoiceNumber: miscellaneousInvoiceNumberOf(charge.id, audience),
    taxInvoiceNumber: taxInvoiceNumber(issued.financialYear, issued.serial),
    ...journeyOf(review.trips),
    supplyType,
    serviceCharge: { description: charge.description, amount: paise(charge.amount) },
  });
  return asInvoicePayload(invoice, {
    bookingId: booking.id,
    chargeId: charge.id,
    issued,
    recipient,
    supplyType,
    passengers: booking.passengers.map(
      (passenger) => `${passenger.title} ${passenger.firstName} ${passenger.lastName}`,
    ),
  });
}
