import { z } from "zod";
import { cabinClassSchema } from "../catalogues/cabin-class-schema";
import { POLICY_REASONS, type PolicyReasonCode } from "../catalogues/policy-reasons";
import { FARE_POLICY_LIMITS, FARE_POLICY_MESSAGES } from "../corporate/fare-policies";
import { DYNAMIC_FIELD_BASES } from "../passengers/dynamic-fields";
import { plainText } from "../text/plain-text";
import { dynamicFieldValuesSchema } from "./booking";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";
import { SORT_DIRECTIONS } from "./people";

/**
 * Corporate fare policies and the out-of-policy report (issue 22, decision 0081). For
 * `mayManageFarePolicies` callers of their own organisation; 404 for anyone else.
 */
export const CORPORATE_POLICIES_PATH = "/xms/v1/corporate/policies";
export const CORPORATE_POLICY_SAVE_PATH = "/xms/v1/corporate/policies/save";
export const CORPORATE_POLICY_ASSIGN_PATH = "/xms/v1/corporate/policies/assign";
export const CORPORATE_OUT_OF_POLICY_PATH = "/xms/v1/corporate/out-of-policy";
/** F§7's corporate CSV: the out-of-policy report's bookings with their reporting details. */
export const CORPORATE_CSV_DOWNLOAD_PATH = "/xms/v1/corporate/csv/download";
/** F§7: an organisation's booking's reporting details corrected after booking. */
export const CORPORATE_UPDATE_REPORTING_DETAILS_PATH = "/xms/v1/corporate/update-reporting-details";
/** The fields an organisation's booking's fares asked for, with the values it keeps (F§7). */
export const CORPORATE_REPORTING_DETAILS_PATH = "/xms/v1/corporate/reporting-details";

export const OUT_OF_POLICY_PAGE_SIZE = 20;

const idSchema = z.uuid();
const reportingDetailsSchema = z.array(z.object({ label: z.string(), value: z.string() }));

/** A policy's rules as asked; a limit left out is no limit (no nulls: the hostile suite's wrong types stay wrong). */
export const farePolicyRulesSchema = z.object({
  name: plainText(FARE_POLICY_MESSAGES.nameRequired)
    .trim()
    .min(1, FARE_POLICY_MESSAGES.nameRequired)
    .max(FARE_POLICY_LIMITS.nameMaxLength, FARE_POLICY_MESSAGES.nameTooLong),
  cabins: z
    .array(cabinClassSchema, FARE_POLICY_MESSAGES.cabinsRequired)
    .min(1, FARE_POLICY_MESSAGES.cabinsRequired)
    .max(5)
    .transform((cabins) => [...new Set(cabins)]),
  maxTripFare: z
    .int(FARE_POLICY_MESSAGES.maxTripFare)
    .min(100, FARE_POLICY_MESSAGES.maxTripFare)
    .max(FARE_POLICY_LIMITS.maxTripFare, FARE_POLICY_MESSAGES.maxTripFare)
    .optional(),
  advancePurchaseDays: z
    .int(FARE_POLICY_MESSAGES.advancePurchaseDays)
    .min(0, FARE_POLICY_MESSAGES.advancePurchaseDays)
    .max(FARE_POLICY_LIMITS.maxAdvancePurchaseDays, FARE_POLICY_MESSAGES.advancePurchaseDays)
    .optional(),
  refundableOnly: z.boolean(),
});
export type FarePolicyInput = z.input<typeof farePolicyRulesSchema>;

export const farePolicySchema = farePolicyRulesSchema.extend({
  policyId: idSchema,
  maxTripFare: z.int().nullable(),
  advancePurchaseDays: z.int().nullable(),
  /** How many of the organisation's employees have it. */
  assigned: z.int().nonnegative(),
  updatedAt: z.string(),
});
export type FarePolicy = z.infer<typeof farePolicySchema>;

export const policyEmployeeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  policyId: idSchema.nullable(),
});
export type PolicyEmployee = z.infer<typeof policyEmployeeSchema>;

export const corporatePoliciesRequestSchema = requestBodySchema(z.object({}).strict());
export const corporatePoliciesPayloadSchema = z.object({
  policies: z.array(farePolicySchema),
  employees: z.array(policyEmployeeSchema),
});
export type CorporatePoliciesPayload = z.infer<typeof corporatePoliciesPayloadSchema>;

/** A new policy, or (with policyId) the new rules of an existing one. */
export const corporatePolicySaveRequestSchema = requestBodySchema(
  farePolicyRulesSchema.extend({ policyId: idSchema.optional() }).strict(),
);

export const corporatePolicyAssignRequestSchema = requestBodySchema(
  /** Without policyId: the employee has no policy any more. */
  z.object({ userId: plainText().trim().min(1).max(64), policyId: idSchema.optional() }).strict(),
);
export const corporatePolicyAssignPayloadSchema = policyEmployeeSchema;

export const OUT_OF_POLICY_SORTS = ["bookedAt", "traveller", "total"] as const;
export type OutOfPolicySort = (typeof OUT_OF_POLICY_SORTS)[number];

const reasonCodes = POLICY_REASONS.map((reason) => reason.code) as [
  PolicyReasonCode,
  ...PolicyReasonCode[],
];
const daySchema = z.iso.date();

export const outOfPolicyFiltersSchema = z
  .object({
    /** Booked on or after / on or before, yyyy-mm-dd (India time). */
    from: daySchema.optional(),
    to: daySchema.optional(),
    travellerId: plainText().trim().min(1).max(64).optional(),
    reason: z.enum(reasonCodes).optional(),
  })
  .strict();
export type OutOfPolicyFilters = z.infer<typeof outOfPolicyFiltersSchema>;

export const corporateOutOfPolicyRequestSchema = requestBodySchema(
  outOfPolicyFiltersSchema
    .extend({
      sort: z.enum(OUT_OF_POLICY_SORTS).default("bookedAt"),
      direction: z.enum(SORT_DIRECTIONS).default("descending"),
      page: z.int().min(0).max(10_000).default(0),
    })
    .strict(),
);
export type OutOfPolicyRequest = z.input<typeof corporateOutOfPolicyRequestSchema.shape.data>;

export const outOfPolicyBookingSchema = z.object({
  bookingId: z.string(),
  bookedAt: z.string(),
  status: z.string(),
  traveller: z.object({ userId: z.string(), name: z.string() }),
  route: z.string(),
  firstDeparture: z.string(),
  /** Paise. */
  total: z.int(),
  reason: z.string(),
  breaches: z.array(z.string()),
  reportingDetails: reportingDetailsSchema,
});
export type OutOfPolicyBooking = z.infer<typeof outOfPolicyBookingSchema>;

export const corporateOutOfPolicyPayloadSchema = z.object({
  bookings: z.array(outOfPolicyBookingSchema),
  page: z.int(),
  total: z.int(),
});
export type CorporateOutOfPolicyPayload = z.infer<typeof corporateOutOfPolicyPayloadSchema>;

export const corporateCsvDownloadRequestSchema = requestBodySchema(outOfPolicyFiltersSchema);
export const corporateCsvDownloadPayloadSchema = z.object({
  fileName: z.string(),
  csv: z.string(),
});

/** The booking's fares' dynamic fields, by key, checked as at booking (J§5 by basis). */
export const corporateUpdateReportingDetailsRequestSchema = requestBodySchema(
  z.object({ bookingId: bookingIdSchema, dynamicFields: dynamicFieldValuesSchema }).strict(),
);
export type UpdateReportingDetailsRequest = z.infer<
  typeof corporateUpdateReportingDetailsRequestSchema
>["data"];
export const corporateUpdateReportingDetailsPayloadSchema = z.object({
  bookingId: z.string(),
  reportingDetails: reportingDetailsSchema,
});

export const corporateReportingDetailsRequestSchema = requestBodySchema(
  z.object({ bookingId: bookingIdSchema }).strict(),
);
/** Each field the booking's fares asked for (J§5), with the value the booking keeps ("" if none). */
export const corporateReportingDetailsPayloadSchema = z.object({
  bookingId: z.string(),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      basis: z.array(z.enum(DYNAMIC_FIELD_BASES)).readonly(),
      value: z.string(),
    }),
  ),
});
export type CorporateReportingDetails = z.infer<typeof corporateReportingDetailsPayloadSchema>;
