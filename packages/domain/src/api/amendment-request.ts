import { z } from "zod";
import {
  AMENDMENT_DESK_MESSAGES,
  AMENDMENT_MESSAGES,
  AMENDMENT_REQUEST_STATUSES,
  AMENDMENT_TYPES,
  type AmendmentType,
} from "../booking/amendment";
import { NAME_CORRECTION_MESSAGES } from "../booking/name-correction";
import { addPassengerIssues } from "../passengers/issues";
import { passengerNameIssues, SINGLE_NAME_MAX_LENGTH } from "../passengers/names";
import { noControlCharacters, plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";
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

/** The free text of a request: a correction or remarks. */
export const requestText = plainText().trim().max(REMARKS_MAX_LENGTH);

/** A correction names the corrected name or address ('Name or Address can not be empty.'). */
export const correctionGiven = {
  check: (request: { amendmentType: string; correction?: string }) =>
    request.amendmentType !== "CORRECTION" || Boolean(request.correction),
  params: { path: ["correction"], message: AMENDMENT_MESSAGES.correctionRequired },
};

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
    .refine(correctionGiven.check, correctionGiven.params),
);
export type AmendmentRequestRequest = z.infer<typeof amendmentRequestRequestSchema>["data"];

export const amendmentRequestPayloadSchema = z.object({
  requestId: z.string(),
  bookingId: z.string(),
  amendmentType: z.enum(REQUESTED_AMENDMENT_TYPES),
  status: z.enum(AMENDMENT_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
});
export type AmendmentRequestPayload = z.infer<typeof amendmentRequestPayloadSchema>;

/**
 * The travel desk's side (decision 0027): the requests waiting for it, oldest first, with
 * what the traveller asked; and each one closed as done or refused with a note that is
 * emailed to the booking's contact. For the desk's roles only (`mayProcessAmendmentRequests`).
 */
export const AMENDMENT_QUEUE_PATH = "/xms/v1/flight/amendment/queue";
export const AMENDMENT_PROCESS_PATH = "/xms/v1/flight/amendment/process";

export const AMENDMENT_REQUEST_ID_PATTERN = /^AR\d{10}$/;

export const amendmentQueueRequestSchema = requestBodySchema(z.object({}).strict());

export const amendmentQueuePayloadSchema = z.object({
  requests: z.array(
    amendmentRequestPayloadSchema.extend({
      segments: z.array(z.object({ segmentId: z.string(), passengerIds: z.array(z.string()) })),
      /** "Mr Ravi Kumar" for each passenger named, in the booking's order. */
      passengerNames: z.array(z.string()),
      /** The same passengers with their ids, for a correction of one of their names. */
      travellers: z.array(z.object({ passengerId: z.string(), name: z.string() })),
      route: z.string(),
      correction: z.string().nullable(),
      remarks: z.string().nullable(),
      contactEmail: z.string(),
    }),
  ),
});
export type AmendmentQueuePayload = z.infer<typeof amendmentQueuePayloadSchema>;

/** A correction's new name for one of the request's travellers, held to the name rules. */
export const nameCorrectionSchema = z
  .object({
    passengerId: z
      .string({ error: NAME_CORRECTION_MESSAGES.travellerRequired })
      .regex(/^[1-9]$/, NAME_CORRECTION_MESSAGES.travellerRequired),
    firstName: plainText().trim().max(SINGLE_NAME_MAX_LENGTH).default(""),
    lastName: plainText().trim().max(SINGLE_NAME_MAX_LENGTH).default(""),
  })
  .superRefine((names, ctx) => addPassengerIssues(ctx, passengerNameIssues(names)));
export type NameCorrection = z.infer<typeof nameCorrectionSchema>;

/** A refused request changes no name ('A refused request changes no name: …'). */
export const correctedOnlyWhenDone = {
  check: (data: { outcome?: string; nameCorrection?: unknown }) =>
    data.outcome === "COMPLETED" || data.nameCorrection === undefined,
  params: {
    path: ["nameCorrection", "firstName"],
    message: NAME_CORRECTION_MESSAGES.refusedChangesNothing,
  },
};

/**
 * What the desk closes a request with: done or refused, and the note the traveller is sent;
 * for a correction done, the corrected name, which the service applies to the booking.
 */
export const amendmentProcessDataSchema = z
  .object({
    requestId: z.string().regex(AMENDMENT_REQUEST_ID_PATTERN, "Invalid request id"),
    outcome: z.enum(["COMPLETED", "REJECTED"], { error: AMENDMENT_DESK_MESSAGES.outcomeRequired }),
    note: z
      .string({ error: AMENDMENT_DESK_MESSAGES.noteRequired })
      .check(noControlCharacters())
      .trim()
      .min(1, AMENDMENT_DESK_MESSAGES.noteRequired)
      .max(REMARKS_MAX_LENGTH),
    nameCorrection: nameCorrectionSchema.optional(),
  })
  .refine(correctedOnlyWhenDone.check, correctedOnlyWhenDone.params);
export type AmendmentProcessData = z.infer<typeof amendmentProcessDataSchema>;

export const amendmentProcessRequestSchema = requestBodySchema(amendmentProcessDataSchema);

export const amendmentProcessPayloadSchema = amendmentRequestPayloadSchema.extend({
  note: z.string(),
  processedAt: z.iso.datetime(),
});
