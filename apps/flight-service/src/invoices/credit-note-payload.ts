import {
  airTicketGst,
  buildInvoice,
  type CancelledFare,
  creditNoteAmounts,
  creditNoteNumberOf,
  type InvoiceAudience,
  type InvoicePayload,
  paise,
  taxInvoiceNumber,
} from "@wayfare/domain";
import type { AmendmentRow, BookingRow, ReviewRow } from "../db/schema";
import {
  asInvoicePayload,
  type InvoiceParties,
  journeyOf,
  recipientAndSupply,
} from "./invoice-payload";
import type { IssuedTaxInvoice } from "./issue-tax-invoice";

/** Each cancelled passenger's fare on the leg, with the leg's commission to recall from. */
function cancelledFares(booking: BookingRow, review: ReviewRow, amendment: AmendmentRow) {
  const count = (type: string) => booking.passengers.filter((p) => p.type === type).length;
  return amendment.lines.map((line): CancelledFare => {
    const price = review.trips[line.tripIndex]?.prices[0];
    const fare = price?.fareDetails[line.type];
    if (!price || !fare) throw new Error(`no fare for ${amendment.id} line ${line.tripIndex}`);
    const { ADULT: adult, CHILD: child } = price.fareDetails;
    return {
      base: paise(fare.base),
      taxes: paise(fare.taxes),
      k3Gst: paise(
        Math.min(airTicketGst(paise(fare.base), fare.cabinClass, booking.createdAt), fare.taxes),
      ),
      cancellationFee: paise(line.cancellationFee),
      legCommission: paise(price.commission),
      legTds: paise(price.tds),
      legCommissionableBase: paise(
        adult.base * count("ADULT") + (child?.base ?? 0) * count("CHILD"),
      ),
      earnsCommission: line.type !== "INFANT",
    };
  });
}

/**
 * A cancellation's credit note (J§2 credit-note invoices) from the domain's buildInvoice and
 * creditNoteAmounts: the base fare refunded and the taxes, on the cancelled legs, for the
 * cancelled passengers; the agency copy with the commission recalled and the TDS refunded.
 */
export function creditNotePayloadOf(
  booking: BookingRow,
  review: ReviewRow,
  amendment: AmendmentRow,
  audience: InvoiceAudience,
  issued: IssuedTaxInvoice,
  parties: InvoiceParties,
): InvoicePayload {
  const amounts = creditNoteAmounts(cancelledFares(booking, review, amendment));
  const { recipient, supplyType } = recipientAndSupply(booking, audience, parties);
  const legs = [...new Set(amendment.lines.map((line) => line.tripIndex))].sort();
  const invoice = buildInvoice({
    kind: "CREDIT_NOTE",
    audience,
    invoiceNumber: creditNoteNumberOf(amendment.id, audience),
    taxInvoiceNumber: taxInvoiceNumber(issued.financialYear, issued.serial),
    ...journeyOf(legs.flatMap((index) => review.trips[index] ?? [])),
    supplyType,
    baseFare: amounts.baseFare,
    k3Gst: amounts.k3Gst,
    otTax: amounts.otTax,
    commission: amounts.commission,
    tds: amounts.tds,
  });
  return asInvoicePayload(invoice, {
    bookingId: booking.id,
    amendmentId: amendment.id,
    issued,
    recipient,
    supplyType,
    passengers: [...new Set(amendment.lines.map((line) => line.passengerName))],
  });
}
