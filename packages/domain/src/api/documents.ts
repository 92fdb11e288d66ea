import { z } from "zod";
import { MAX_PASSENGERS_PER_BOOKING } from "../config/limits";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_NAMES } from "../passengers/documents";
import { PASSENGER_MESSAGES } from "../passengers/messages";
import { plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * A corporate passenger's document (J§5; F§7 lists `upload` without its payload): the file,
 * base64 in JSON, kept by the service for the booking's viewers. (F§7's `fetch-documents`
 * is the promotions' documents: a passenger's is fetched by its own call.)
 */
export const DOCUMENT_UPLOAD_PATH = "/xms/v1/upload/";
export const PASSENGER_DOCUMENT_PATH = "/xms/v1/flight/passenger-document";

/** Base64 of the largest document, and a little room for padding. */
const MAX_BASE64_LENGTH = Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4 + 4;

const passengerIndexSchema = z
  .int()
  .nonnegative()
  .max(MAX_PASSENGERS_PER_BOOKING - 1);

export const documentUploadRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    /** 0-based, in the booking's passenger order. */
    passengerIndex: passengerIndexSchema,
    name: plainText().min(1).max(120),
    contentType: z.enum(DOCUMENT_TYPE_NAMES),
    content: z.base64().max(MAX_BASE64_LENGTH, PASSENGER_MESSAGES.documentTooBig),
  }),
);

export const documentMetadataSchema = z.object({
  passengerIndex: z.int().nonnegative(),
  name: z.string(),
  size: z.int().positive(),
});

export const fetchDocumentRequestSchema = requestBodySchema(
  z.object({ bookingId: bookingIdSchema, passengerIndex: passengerIndexSchema }),
);

export const documentPayloadSchema = documentMetadataSchema.extend({
  contentType: z.enum(DOCUMENT_TYPE_NAMES),
  content: z.string(),
});
export type DocumentPayload = z.infer<typeof documentPayloadSchema>;
