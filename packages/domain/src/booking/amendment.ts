import { z } from "zod";
import { BOOKING_DESK_ROLES } from "../roles/booking-desk";
import { plainText } from "../text/plain-text";

/**
 * The cancel / amend request of J§2 and J§5: an amendment type, passengers chosen per
 * segment, optional remarks. The spec names cancellation, date change (reissue) and class
 * change; the other types are the usual airline amendment kinds. A correction needs the
 * corrected name or address ('Name or Address can not be empty.').
 */
export const AMENDMENT_MESSAGES = {
  typeRequired: "Please select Ammendment type",
  passengerRequired: "Please Select atleast one passenger",
  correctionRequired: "Name or Address can not be empty.",
} as const;

export const AMENDMENT_TYPES = [
  { type: "CANCELLATION", label: "Cancellation" },
  { type: "REISSUE", label: "Date Change" },
  { type: "CLASS_CHANGE", label: "Change Booking Class" },
  { type: "NO_SHOW", label: "No Show" },
  { type: "CORRECTION", label: "Name / Address Correction" },
  { type: "MISCELLANEOUS", label: "Miscellaneous" },
] as const;

export type AmendmentType = (typeof AMENDMENT_TYPES)[number]["type"];

/** A request to the travel desk: waiting, done, or refused (decision 0027). */
export const AMENDMENT_REQUEST_STATUSES = ["REQUESTED", "COMPLETED", "REJECTED"] as const;
export type AmendmentRequestStatus = (typeof AMENDMENT_REQUEST_STATUSES)[number];

/**
 * Who works the travel desk's queue of amendment requests: the call centre and its
 * supervisors (whose landing page is manage-carts, F§2), and admins — the desk that opens
 * any booking.
 */
export const AMENDMENT_DESK_ROLES = BOOKING_DESK_ROLES;

export function mayProcessAmendmentRequests(role: string): boolean {
  return (AMENDMENT_DESK_ROLES as readonly string[]).includes(role);
}

export const AMENDMENT_DESK_MESSAGES = {
  outcomeRequired: "Please choose whether the request was done or refused",
  noteRequired: "Please write what was done, or why it was refused",
} as const;

const AMENDMENT_TYPE_VALUES = AMENDMENT_TYPES.map((entry) => entry.type) as [
  AmendmentType,
  ...AmendmentType[],
];

const segmentSelectionSchema = z.object({
  segmentId: plainText(),
  passengerIds: z.array(plainText()).optional().default([]),
});

export const amendmentRequestSchema = z
  .object({
    amendmentType: z.enum(AMENDMENT_TYPE_VALUES, { error: AMENDMENT_MESSAGES.typeRequired }),
    segments: z.array(segmentSelectionSchema).optional().default([]),
    correction: plainText().trim().optional(),
    remarks: plainText().trim().optional(),
  })
  .superRefine((request, context) => {
    if (request.segments.every((segment) => segment.passengerIds.length === 0)) {
      context.addIssue({
        code: "custom",
        path: ["segments"],
        message: AMENDMENT_MESSAGES.passengerRequired,
      });
    }
    if (request.amendmentType === "CORRECTION" && !request.correction) {
      context.addIssue({
        code: "custom",
        path: ["correction"],
        message: AMENDMENT_MESSAGES.correctionRequired,
      });
    }
  });

export type AmendmentRequest = z.infer<typeof amendmentRequestSchema>;

/** The passengers selected on each segment, for the request payload; empty segments dropped. */
export function selectedPassengersBySegment(request: AmendmentRequest): Record<string, string[]> {
  return Object.fromEntries(
    request.segments
      .filter((segment) => segment.passengerIds.length > 0)
      .map((segment) => [segment.segmentId, segment.passengerIds]),
  );
}
