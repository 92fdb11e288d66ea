import { z } from "zod";
import { INVOICE_AUDIENCES, INVOICE_KINDS } from "../invoice/invoice-document";
import { INVOICE_SECTIONS } from "../invoice/invoice-lines";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";
import { chargeIdSchema } from "./miscellaneous-charge";
import { modificationIdSchema } from "./modify-booking";
import { reissueIdSchema } from "./reissue";

/**
 * A booking's tax invoice, or a cancellation's credit note, for one audience (J§2 more options: invoice for corporate,
 * agency or customer; J§3 invoice fields). Login is required ('Login for Invoice').
 */
export const FLIGHT_INVOICE_PATH = "/xms/v1/flight/invoice";

/** A cancellation's request id, "AM" and 10 digits (J§2). */
export const amendmentIdSchema = z
  .string()
  .max(32)
  .regex(/^AM\d{10}$/, "Invalid request id");

/** With `amendmentId`: the credit note of that cancellation of the booking instead. */
export const invoiceRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    audience: z.enum(INVOICE_AUDIENCES),
    amendmentId: amendmentIdSchema.optional(),
    /** Or the amendment invoice of seats, meals or baggage added after ticketing. */
    modificationId: modificationIdSchema.optional(),
    /** Or the amendment invoice of a reissue's difference and fee (decision 0069). */
    reissueId: reissueIdSchema.optional(),
    /** Or the miscellaneous invoice of a charge on the booking (decision 0084). */
    chargeId: chargeIdSchema.optional(),
  }),
);
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>["data"];

const invoicePartySchema = z.object({
  name: z.string(),
  gstin: z.string().optional(),
  address: z.string().optional(),
});

export const invoicePayloadSchema = z.object({
  bookingId: z.string(),
  /** A credit note's cancellation. */
  amendmentId: z.string().optional(),
  /** An amendment invoice's seats, meals or baggage added (decision 0067). */
  modificationId: z.string().optional(),
  /** An amendment invoice's reissue (decision 0069). */
  reissueId: z.string().optional(),
  /** A miscellaneous invoice's charge (decision 0084). */
  chargeId: z.string().optional(),
  kind: z.enum(INVOICE_KINDS),
  audience: z.enum(INVOICE_AUDIENCES),
  invoiceNumber: z.string(),
  taxInvoiceNumber: z.string(),
  issuedAt: z.iso.datetime(),
  supplier: invoicePartySchema,
  recipient: invoicePartySchema,
  passengers: z.array(z.string()),
  sectors: z.string(),
  flight: z.string(),
  travelDate: z.string(),
  sacCode: z.string(),
  supplyType: z.enum(["INTRA_STATE", "INTER_STATE"]),
  lines: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      amount: z.int(),
      section: z.enum(INVOICE_SECTIONS),
    }),
  ),
  total: z.int(),
  netPayable: z.int(),
});
export type InvoicePayload = z.infer<typeof invoicePayloadSchema>;
