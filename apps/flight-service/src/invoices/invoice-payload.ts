import {
  airTicketGst,
  buildInvoice,
  INVOICE_PRODUCT_LINES,
  type Invoice,
  type InvoiceAudience,
  type InvoicePayload,
  type InvoiceProductKey,
  invoiceNumberOf,
  type Paise,
  paise,
  type SupplyType,
  supplyTypeFor,
  type Trip,
  taxInvoiceNumber,
} from "@wayfare/domain";
import { bookingPayload } from "../booking/booking-payload";
import type { BookingRow, ReviewRow } from "../db/schema";
import type { IssuedTaxInvoice } from "./issue-tax-invoice";
import { gstStateOf, INVOICE_SUPPLIER } from "./supplier";

const sum = (values: number[]) => paise(values.reduce((total, value) => total + value, 0));
const chosenPrice = (trip: Trip) => trip.prices[0];

/** GST on the air fare (K3) by each leg's cabin, at most the taxes charged. */
function k3Gst(trips: readonly Trip[], supplyDate: Date): Paise {
  return sum(
    trips.map((trip) => {
      const price = chosenPrice(trip);
      if (!price) return 0;
      const gst = airTicketGst(price.base, price.fareDetails.ADULT.cabinClass, supplyDate);
      return Math.min(gst, price.taxes);
    }),
  );
}

export interface InvoiceParties {
  /** The booking owner's account name (the agency or company). */
  ownerName: string;
}

function recipientOf(booking: BookingRow, audience: InvoiceAudience, parties: InvoiceParties) {
  const gst = booking.contact.gst;
  if (gst?.gstNumber && gst.registeredName && audience !== "AGENCY") {
    // The billing entity and its address, as the booker gave them with the GST number.
    const billing = [gst.billingCompanyName, gst.address, gst.city, gst.postalCode, gst.country];
    const address = billing.filter(Boolean).join(", ");
    return { name: gst.registeredName, gstin: gst.gstNumber, address };
  }
  if (audience === "CUSTOMER") {
    const lead = booking.passengers[0];
    const name = lead ? `${lead.title} ${lead.firstName} ${lead.lastName}`.trim() : "";
    return { name, address: booking.contact.email };
  }
  return { name: parties.ownerName };
}

/** Who the document is for, and whether its GST is intra- or inter-state. */
export function recipientAndSupply(
  booking: BookingRow,
  audience: InvoiceAudience,
  parties: InvoiceParties,
) {
  const recipient = recipientOf(booking, audience, parties);
  const supplyType = supplyTypeFor(
    gstStateOf(INVOICE_SUPPLIER.gstin),
    recipient.gstin ? gstStateOf(recipient.gstin) : gstStateOf(INVOICE_SUPPLIER.gstin),
  );
  return { recipient, supplyType };
}

/** The sectors ("DEL-BOM"), flights and first travel date of some legs. */
export function journeyOf(trips: readonly Trip[]) {
  const segments = trips.flatMap((trip) => trip.segments);
  return {
    sectors: trips.map(
      (trip) =>
        `${trip.segments[0]?.departureAirport.code}-${trip.segments.at(-1)?.arrivalAirport.code}`,
    ),
    flight: segments.map((segment) => `${segment.airline.code} ${segment.flightNumber}`).join(", "),
    travelDate: segments[0]?.departureTime.slice(0, 10) ?? "",
  };
}

/** The document as the service answers it: the built invoice with its parties. */
export function asInvoicePayload(
  invoice: Invoice,
  context: {
    bookingId: string;
    amendmentId?: string;
    modificationId?: string;
    reissueId?: string;
    chargeId?: string;
    issued: IssuedTaxInvoice;
    recipient: ReturnType<typeof recipientOf>;
    supplyType: SupplyType;
    passengers: string[];
  },
): InvoicePayload {
  const { serviceFeeGst: _gst, ...document } = invoice;
  return {
    ...document,
    bookingId: context.bookingId,
    ...(context.amendmentId ? { amendmentId: context.amendmentId } : {}),
    ...(context.modificationId ? { modificationId: context.modificationId } : {}),
    ...(context.reissueId ? { reissueId: context.reissueId } : {}),
    ...(context.chargeId ? { chargeId: context.chargeId } : {}),
    issuedAt: context.issued.issuedAt.toISOString(),
    supplier: { ...INVOICE_SUPPLIER },
    recipient: Object.fromEntries(
      Object.entries(context.recipient).filter(([, value]) => value !== undefined && value !== ""),
    ) as InvoicePayload["recipient"],
    passengers: context.passengers,
    supplyType: context.supplyType,
  };
}

/**
 * A ticketed booking's tax invoice (J§3 invoice fields) from the domain's buildInvoice: base
 * fare, K3 (GST on the fare, by cabin) and the other taxes, the add-ons as airline fees, each
 * protection product and the hold charges as a line of its own (add-ons added after ticketing
 * are on their amendment invoices); the agency copy with commission and TDS. The place of supply is the
 * recipient's GST state, or the supplier's when the recipient has no GSTIN.
 */
export function invoicePayloadOf(
  booking: BookingRow,
  review: ReviewRow,
  audience: InvoiceAudience,
  issued: IssuedTaxInvoice,
  parties: InvoiceParties,
  /** Paise paid after ticketing (add-ons, reissues): their amendment invoices bill them. */
  amended = 0,
): InvoicePayload {
  const summary = bookingPayload(booking, review).fareSummary;
  const base = summary.baseFare ?? 0;
  const taxes = summary.taxesAndFees ?? 0;
  const products = Object.fromEntries(
    (Object.keys(INVOICE_PRODUCT_LINES) as InvoiceProductKey[]).map((key) => [
      key,
      paise(summary[key] ?? 0),
    ]),
  ) as Record<InvoiceProductKey, Paise>;
  const productsTotal = sum(Object.values(products));
  const k3 = k3Gst(review.trips, booking.createdAt);
  const { recipient, supplyType } = recipientAndSupply(booking, audience, parties);
  const invoice = buildInvoice({
    kind: "BOOKING",
    audience,
    invoiceNumber: invoiceNumberOf(booking.id, audience),
    taxInvoiceNumber: taxInvoiceNumber(issued.financialYear, issued.serial),
    ...journeyOf(review.trips),
    supplyType,
    baseFare: paise(base),
    k3Gst: k3,
    otTax: paise(taxes - k3),
    airlineFee: paise(Math.max(0, (summary.total ?? 0) - base - taxes - productsTotal - amended)),
    products,
    commission: sum(review.trips.map((trip) => chosenPrice(trip)?.commission ?? 0)),
    tds: sum(review.trips.map((trip) => chosenPrice(trip)?.tds ?? 0)),
  });
  return asInvoicePayload(invoice, {
    bookingId: booking.id,
    issued,
    recipient,
    supplyType,
    passengers: booking.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`.trim()),
  });
}
