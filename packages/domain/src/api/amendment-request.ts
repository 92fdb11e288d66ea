import { z } from "zod";
import { AMENDMENT_MESSAGES, AMENDMENT_TYPES, type AmendmentType } from "../booking/amendment";
import { bookingIdSchema } from "./booking";
import { cancellationSelectionSchema, REMARKS_MAX_LENGTH } from "./booking-lifecycle";
import { requestBodySchema } from "./envelope";

/**
 * An amendment other than cancellation (J§2 'Cancel / amend booking': date change, class
 * change, no show, name or address correction, anything else) is a request to the travel
 * desk: recorded with its request id and confirmed by email; the desk reissues offline.
 * The spec does not show the call.
 */
export const AMENDMENT_REQUEST_PATH = "/xms/v1/flight/amendment/request";

export const REQUESTED_AMENDMENT_TYPES = AMENDMENT_TYPES.map((entry) => entry.type).filter(
  (type): type is Exclude<AmendmentType, "CANCELLATION"> => type !== "CANCELLATION",
) as [Exclude<AmendmentType, "CANCELLATION">, ...Exclude<AmendmentType, "CANCELLATION">[]];

const requestText = z
  .string()
  .trim()
  .max(REMARKS_MAX_LENGTH)
  .regex(/^[^\p{Cc}\p{Cs}]*$/u, "Invalid characters");

export const amendmentRequestRequestSchema = requestBodySchema(
  z
    .object({
      bookingId: bookingIdSchema,
      amendmentType: z.enum(REQUESTED_AMENDMENT_TYPES, { error: AMENDMENT_MESSAGES.typeRequired }),
      segments: cancellationSelectionSchema,
      /** The corrected name or address, for a correction. */
      correction: requestText.optional(),
      remarks: requestText.optional(),
    })
    .refine((request) => request.amendmentType !== "CORRECTION" || Boolean(request.correction), {
      path: ["correction"],
      message: AMENDMENT_MESSAGES.correctionRequired,
    }),
);
export type AmendmentRequestRequest = z.infer<typeof amendmentRequestRequestSchema>["data"];

export const amendmentRequestPayloadSchema = z.object({
  requestId: z.string(),
  bookingId: z.string(),
  amendmentType: z.enum(REQUESTED_AMENDMENT_TYPES),
  status: z.literal("REQUESTED"),
  createdAt: z.iso.datetime(),
});
export type AmendmentRequestPayload = z.infer<typeof amendmentRequestPayloadSchema>;
