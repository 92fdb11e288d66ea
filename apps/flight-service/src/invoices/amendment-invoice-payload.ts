import {
  amendmentInvoiceNumberOf,
  buildInvoice,
  type InvoiceAudience,
  type InvoicePayload,
  paise,
  type Trip,
  taxInvoiceNumber,
} from "@wayfare/domain";
import type {
  BookingModificationRow,
  BookingReissueRow,
  BookingRow,
  ReviewRow,
} from "../db/schema";
import {
  asInvoicePayload,
  type InvoiceParties,
  journeyOf,
  recipientAndSupply,
} from "./invoice-payload";
import type { IssuedTaxInvoice } from "./issue-tax-invoice";

/** What an amendment invoice bills: an amount on some legs, for some passengers. */
export interface BilledAmendment {
  id: string;
  trips: Trip[];
  amount: number;
  passengerIndexes: number[];
  reference: { modificationId: string } | { reissueId: string };
}

/** Seats, meals or baggage added after ticketing (decision 0067): on the legs they were added to. */
export function modificationBilled(
  review: ReviewRow,
  modification: BookingModificationRow,
): BilledAmendment {
  const segmentIds = new Set(modification.added.map((addOn) => addOn.segmentId));
  return {
    id: modification.id,
    trips: review.trips.filter((trip) => trip.segments.some((s) => segmentIds.has(s.id))),
    amount: modification.amount,
    passengerIndexes: [...new Set(modification.added.map((addOn) => addOn.passengerIndex))],
    reference: { modificationId: modification.id },
  };
}

/** A reissue's fare difference and date-change fee (decision 0069): on the new leg, for everyone. */
export function reissueBilled(reissue: BookingReissueRow): BilledAmendment {
  return {
    id: reissue.id,
    trips: [reissue.newTrip],
    amount: reissue.amount,
    passengerIndexes: reissue.lines.map((line) => Number(line.passengerId) - 1),
    reference: { reissueId: reissue.id },
  };
}

/**
 * The amendment invoice of what was paid after ticketing (J§2 amendment invoices): its amount
 * as the airline fee, on its legs, for its passengers.
 */
export function amendmentInvoicePayloadOf(
  booking: BookingRow,
  billed: BilledAmendment,
  audience: InvoiceAudience,
  issued: IssuedTaxInvoice,
  parties: InvoiceParties,
): InvoicePayload {
  const { recipient, supplyType } = recipientAndSupply(booking, audience, parties);
  const invoice = buildInvoice({
    kind: "AMENDMENT",
    audience,
    invoiceNumber: amendmentInvoiceNumberOf(billed.id, audience),
    taxInvoiceNumber: taxInvoiceNumber(issued.financialYear, issued.serial),
    ...journeyOf(billed.trips),
    supplyType,
    airlineFee: paise(billed.amount),
  });
  return asInvoicePayload(invoice, {
    bookingId: booking.id,
    ...billed.reference,
    issued,
    recipient,
    supplyType,
    passengers: billed.passengerIndexes.flatMap((index) => {
      const passenger = booking.passengers[index];
      return passenger ? [`${passenger.title} ${passenger.firstName} ${passenger.lastName}`] : [];
    }),
  });
}
