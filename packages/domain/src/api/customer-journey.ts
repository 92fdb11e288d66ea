import { z } from "zod";
import { AMENDMENT_MESSAGES, AMENDMENT_REQUEST_STATUSES } from "../booking/amendment";
import { segmentSchema } from "../results/trip-schema";
import { plainText } from "../text/plain-text";
import {
  amendmentRequestPayloadSchema,
  correctionGiven,
  REQUESTED_AMENDMENT_TYPES,
  requestText,
} from "./amendment-request";
import { bookingIdSchema } from "./booking-id";
import { passengerIdSchema } from "./booking-lifecycle";
import { requestBodySchema } from "./envelope";

/**
 * The customer journey page of a shared booking and its requests (J§2, J§3, J§4; decision
 * 0072). J§7 names GET /xms/v1/customer-journey-details/ and POST
 * /xms/v1/create-customer-request with their payloads not shown. The page is opened by a
 * link holding a random token the service stores (as a hash) and can revoke; the token
 * travels in the body, never in a URL the service logs, so the details call is a POST.
 */
export const CUSTOMER_JOURNEY_SHARE_PATH = "/xms/v1/customer-journey/share";
export const CUSTOMER_JOURNEY_REVOKE_PATH = "/xms/v1/customer-journey/revoke";
export const CUSTOMER_JOURNEY_DETAILS_PATH = "/xms/v1/customer-journey-details/";
export const CREATE_CUSTOMER_REQUEST_PATH = "/xms/v1/create-customer-request";

/** 32 random bytes, base64url: what the shared link carries. */
export const journeyTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid link");

export const customerJourneyShareRequestSchema = requestBodySchema(
  z.object({ bookingId: bookingIdSchema, showPrice: z.boolean() }).strict(),
);
export type CustomerJourneyShareRequest = z.infer<typeof customerJourneyShareRequestSchema>["data"];

/** The link's token, shown once: the service keeps only its hash. */
export const customerJourneySharePayloadSchema = z.object({
  bookingId: z.string(),
  token: journeyTokenSchema,
  showPrice: z.boolean(),
  sharedAt: z.iso.datetime(),
});
export type CustomerJourneySharePayload = z.infer<typeof customerJourneySharePayloadSchema>;

export const customerJourneyRevokeRequestSchema = requestBodySchema(
  z.object({ bookingId: bookingIdSchema }).strict(),
);
export const customerJourneyRevokePayloadSchema = z.object({
  bookingId: z.string(),
  revoked: z.int().nonnegative(),
});

export const customerJourneyDetailsRequestSchema = requestBodySchema(
  z.object({ token: journeyTokenSchema }).strict(),
);

export const customerRequestPendingSchema = z.object({
  requestId: z.string(),
  amendmentType: z.enum(REQUESTED_AMENDMENT_TYPES),
  status: z.enum(AMENDMENT_REQUEST_STATUSES),
  segmentIds: z.array(z.string()),
  createdAt: z.iso.datetime(),
});

/** J§3 'Customer journey' and 'Customer requests', as the traveller may see them. */
export const customerJourneyPayloadSchema = z.object({
  bookingId: z.string(),
  bookingUserId: z.string(),
  bookingStatus: z.string(),
  agentName: z.string(),
  email: z.string(),
  mobile: z.string(),
  logo: z.string().nullable(),
  showPrice: z.boolean(),
  /** Paise; null when the agent hides the price. */
  totalFare: z.int().nullable(),
  customerTripInfos: z.array(
    z.object({
      segment: segmentSchema,
      /** The booking's passengers by position ("1" first) and name. */
      passengers: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  isRequestRaised: z.boolean(),
  pendingRequests: z.array(customerRequestPendingSchema),
  segments: z.array(
    z.object({
      segmentId: z.string(),
      autofill: z.boolean(),
      autofillError: z.string().nullable(),
    }),
  ),
});
export type CustomerJourneyPayload = z.infer<typeof customerJourneyPayloadSchema>;

/** One request for one segment, authorised by the link's token alone. */
export const customerRequestDataSchema = z
  .object({
    token: journeyTokenSchema,
    segmentId: plainText().min(1).max(200),
    amendmentType: z.enum(REQUESTED_AMENDMENT_TYPES, { error: AMENDMENT_MESSAGES.typeRequired }),
    passengerIds: z
      .array(passengerIdSchema, { error: AMENDMENT_MESSAGES.passengerRequired })
      .min(1, AMENDMENT_MESSAGES.passengerRequired)
      .max(9),
    correction: requestText.optional(),
    remarks: requestText.optional(),
  })
  .strict()
  .refine(correctionGiven.check, correctionGiven.params);
export type CustomerRequestData = z.infer<typeof customerRequestDataSchema>;

export const createCustomerRequestRequestSchema = requestBodySchema(customerRequestDataSchema);

export const createCustomerRequestPayloadSchema = amendmentRequestPayloadSchema.extend({
  isRequestRaised: z.literal(true),
});
