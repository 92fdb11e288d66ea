import { z } from "zod";
import { bookingLogEntrySchema } from "../booking/booking-log-schema";
import { bookingStatusSchema } from "../booking/booking-status-schema";
import { INSURANCE_PLAN_CODES } from "../booking/insurance-plans";
import { paxTypeSchema } from "../catalogues/pax-type-schemas";
import { policyReasonSchema } from "../catalogues/policy-reason-schema";
import { passengerContactSchema } from "../passengers/contact";
import { gstDetailsSchema } from "../passengers/gst";
import { PASSENGER_FORM_FIELDS, type PassengerFormField } from "../passengers/passenger-schema";
import { tripSchema } from "../results/trip-schema";
import { paxInfoSchema } from "../search/search-query";
import { plainText } from "../text/plain-text";
import { bookingBaggageClaimsSchema } from "./baggage-claim";
import { bookedAddOnSchema } from "./booked-add-on";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";
import { PAYMENT_WALLETS } from "./payment-wallets";
import { tripFeedbackSchema } from "./trip-feedback";

/**
 * Review, book, pay and booking details (J§3, J§4; the spec does not show these calls).
 * Review: the selected price ids, one per journey leg, and the party → the fares re-derived
 * by the service, whether the price moved since the search, and a bookingId valid for
 * the session's minutes (SESSION_EXPIRY_DEFAULT_MINUTES unless configured; 2503 after it).
 * Book: that bookingId, the passengers and the contact, optionally on hold. Pay: the
 * booking's total from a wallet. Every text is bounded.
 */
export const FLIGHT_REVIEW_PATH = "/xms/v1/flight/review";
export const FLIGHT_BOOK_PATH = "/xms/v1/flight/book";
export const FLIGHT_PAY_PATH = "/xms/v1/flight/pay";
export const BOOKING_DETAILS_PATH = "/xms/v1/flight/booking-details";

export const MAX_JOURNEY_LEGS = 5;
const PRICE_ID_MAX_LENGTH = 512;
const FIELD_MAX_LENGTH = 100;

export const reviewRequestSchema = requestBodySchema(
  z.object({
    priceIds: z.array(plainText().min(1).max(PRICE_ID_MAX_LENGTH)).min(1).max(MAX_JOURNEY_LEGS),
    /** The party; the service answers the search's checks (1001–1006) for it. */
    passengers: paxInfoSchema,
    /** A corporate user's reason for a fare above the lowest (J§). */
    policyReason: policyReasonSchema.optional(),
  }),
);
export type ReviewRequest = z.infer<typeof reviewRequestSchema>["data"];

const fareSummaryAmounts = z.record(z.string(), z.int());

export const reviewPayloadSchema = z.object({
  bookingId: z.string(),
  expiresAt: z.iso.datetime(),
  priceChanged: z.boolean(),
  /** The total the price ids were quoted at, and the total now, in paise. */
  oldTotal: z.int().nonnegative(),
  newTotal: z.int().nonnegative(),
  paxInfo: paxInfoSchema,
  isDomestic: z.boolean(),
  /** One trip per leg, carrying only the selected price. */
  tripInfos: z.array(tripSchema),
  fareSummary: fareSummaryAmounts,
  policyReason: policyReasonSchema.optional(),
});
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;

const fieldText = plainText().max(FIELD_MAX_LENGTH).optional();

/** The dynamic fields the fares ask for (journeyDynamicFields), by key (J§5). */
export const dynamicFieldValuesSchema = z.record(z.string().max(40), fieldText);

export const bookingPassengerSchema = z.object({
  type: paxTypeSchema,
  ...(Object.fromEntries(PASSENGER_FORM_FIELDS.map((field) => [field, fieldText])) as Record<
    PassengerFormField,
    typeof fieldText
  >),
});
export type BookingPassengerInput = z.infer<typeof bookingPassengerSchema>;

export const bookingContactSchema = z
  .object({
    countryCode: fieldText,
    mobile: fieldText,
    email: fieldText,
    destinationAddress: plainText().max(300).optional(),
    emergencyContactName: fieldText,
    emergencyContactMobile: fieldText,
  })
  .pipe(passengerContactSchema);

export const bookRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    passengers: z.array(bookingPassengerSchema).min(1).max(9),
    contact: bookingContactSchema,
    hold: z.boolean().optional(),
    /** The booker answered yes to 'Do you want to continue booking?' (a duplicate). */
    allowDuplicate: z.boolean().optional(),
    /** GST billing details for the invoice (J§3), checked again with the domain's rules. */
    gst: gstDetailsSchema(false).optional(),
    /** Keep `gst` for the signed-in booker's later bookings (J§2 save-GST option). */
    saveGst: z.boolean().optional(),
    dynamicFields: dynamicFieldValuesSchema.optional(),
    /**
     * The user ids of the employees a booker (CORPORATE, CORPORATE_STAFF) picked on the
     * passenger page: each is held to their own fare policy (decision 0086).
     */
    employees: z.array(plainText().trim().min(1).max(64)).max(9).optional(),
    /** The booker's reason when the fares break a booked-for employee's policy (WF119). */
    policyReason: policyReasonSchema.optional(),
  }),
);
export type BookRequest = z.infer<typeof bookRequestSchema>["data"];

export const payRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    wallet: z.enum(PAYMENT_WALLETS),
    /** Paise; must equal the booking's total (1015). */
    amount: z.int().positive(),
  }),
);

export const bookingDetailsRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    /** A guest proves the booking is theirs with the contact's email or mobile. */
    email: fieldText,
    mobile: fieldText,
  }),
);

/** What a passenger gave beyond the name and date of birth: passport, PAN, ids (J§3). */
export const PASSENGER_DETAIL_FIELDS = PASSENGER_FORM_FIELDS.filter(
  (field) => !["title", "firstName", "lastName", "dob"].includes(field),
) as Exclude<PassengerFormField, "title" | "firstName" | "lastName" | "dob">[];
export type PassengerDetailField = (typeof PASSENGER_DETAIL_FIELDS)[number];

export const bookedPassengerSchema = z.object({
  type: paxTypeSchema,
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().optional(),
  /** One ticket number per airline of the journey, once ticketed. */
  ticketNumbers: z.record(z.string(), z.string()),
  /** The passenger's other fields as given (only those given), for the booking's viewers. */
  details: z.partialRecord(z.enum(PASSENGER_DETAIL_FIELDS), z.string()).optional(),
  /** A corporate passenger's uploaded document, for the booking's viewers. */
  document: z.object({ name: z.string(), size: z.int().positive() }).optional(),
});

/** The contact as given, with the optional emergency contact and address at destination. */
export const bookedContactSchema = z.object({
  countryCode: z.string(),
  mobile: z.string(),
  email: z.string(),
  destinationAddress: z.string().optional(),
  emergencyContactName: z.string().optional(),
  emergencyContactMobile: z.string().optional(),
});
export type BookedContact = z.infer<typeof bookedContactSchema>;

/** The GST billing details as given (J§3), the country defaulted. */
export const bookedGstSchema = z.object({
  gstNumber: z.string(),
  registeredName: z.string(),
  billingCompanyName: z.string().optional(),
  registeredEmail: z.string().optional(),
  mobile: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
  accountCode: z.string().optional(),
});

const amount = z.int().nonnegative();

/** Cancellation protection's lines (J§3); the agent's commission and its tax are not charged. */
export const cancellationProtectionSchema = z.object({
  premium: amount,
  gstCharges: amount,
  managementFee: amount,
  managementFeeTax: amount,
  agentCommission: amount,
  agentCommissionTax: amount,
  total: amount,
});

/** Trip insurance's plan (code and name), days and fare (J§3: SP, SPGST, AC, TF = SP + SPGST). */
export const tripInsuranceQuoteSchema = z.object({
  planCode: z.enum(INSURANCE_PLAN_CODES),
  plan: z.string(),
  days: z.int().positive(),
  travellers: z.int().positive(),
  fare: z.object({ SP: amount, SPGST: amount, AC: amount, TF: amount }),
});

/** TJ Flex (J§3): the flex fee and its GST for the passengers it covers. */
export const tjFlexQuoteSchema = z.object({
  perPassengerCharge: amount,
  flexFee: amount,
  flexGst: amount,
  totalCharges: amount,
  /** The passengers covered (ages 2 to 70), by their 1-based ids. */
  passengerIds: z.array(z.string()),
});

/**
 * Baggage protect (J§3): (supplier fee + GST) × the selected passengers, and the payout per
 * passenger. Offered: every passenger and the price for all; bought: the passengers covered.
 */
export const baggageProtectQuoteSchema = z.object({
  supplierFee: amount,
  supplierGst: amount,
  agentCommission: amount,
  tds: amount,
  total: amount,
  payout: amount,
  passengers: z.int().positive(),
  /** The passengers covered (offered: all), by their 1-based ids (J§3 selectedPax). */
  passengerIds: z.array(z.string()).min(1),
});

/**
 * The protection products (J§3, J§4): what is offered (an unpaid booking) or was bought (a
 * paid one), the answers once given, and the certificate of insurance once ticketed.
 */
export const bookingProtectionSchema = z.object({
  offers: z.object({
    cancellationProtection: cancellationProtectionSchema.optional(),
    tjFlex: tjFlexQuoteSchema.optional(),
    /** Offered: the default plan's price (or the first available); bought: the plan bought. */
    tripInsurance: tripInsuranceQuoteSchema.optional(),
    /**
     * J§3 insurance data: every plan priced for this trip with its isio flag; absent when
     * none is available (J§4: trip insurance is then cleared) and once paid.
     */
    tripInsurancePlans: z.array(tripInsuranceQuoteSchema.extend({ isio: z.boolean() })).optional(),
    baggageProtect: baggageProtectQuoteSchema.optional(),
  }),
  /** Absent until answered: J§5 requires Yes or No for each product offered. */
  chosen: z
    .object({
      cancellationProtection: z.boolean(),
      tjFlex: z.boolean(),
      tripInsurance: z.boolean(),
      /** The insurance plan bought, when insured. */
      tripInsurancePlan: z.enum(INSURANCE_PLAN_CODES).optional(),
      baggageProtect: z.boolean(),
      /** Whom baggage protect covers, when bought. */
      baggageProtectPassengers: z.array(z.string()).optional(),
    })
    .optional(),
  insuranceCertificate: z.string().optional(),
  /** With TJ Flex bought: the first flight's departure, which ends its amend window (J§4). */
  firstDeparture: z.iso.datetime().optional(),
});
export type BookingProtection = z.infer<typeof bookingProtectionSchema>;

/** ₹10 crore: more than any booking, so a larger part is a mistyped one. */
export const MAX_WALLET_PART = 10_000_000_000;

/** Paise paid from a deposit or credit line, the rest by the current mode (J§3 walletDed). */
export const walletPartSchema = z.object({
  wallet: z.enum(PAYMENT_WALLETS),
  amount: z.int().positive().max(MAX_WALLET_PART),
});

/**
 * Why the airline refused to issue the tickets of a paid booking, and when (decision 0062):
 * in a booking's answers while it is paid and not ticketed, so the page offers a retry.
 */
export const ticketingFailureSchema = z.object({ reason: z.string(), at: z.iso.datetime() });
export type TicketingFailure = z.infer<typeof ticketingFailureSchema>;

export const bookingPayloadSchema = z.object({
  bookingId: z.string(),
  status: bookingStatusSchema,
  /** The airline PNR of each carrier of the journey. */
  pnrs: z.record(z.string(), z.string()),
  /** Until when a held or unpaid booking can be paid for (1059 after). */
  payBy: z.iso.datetime().nullable(),
  total: z.int().nonnegative(),
  paxInfo: paxInfoSchema,
  tripInfos: z.array(tripSchema),
  passengers: z.array(bookedPassengerSchema),
  contact: bookedContactSchema,
  gst: bookedGstSchema.optional(),
  fareSummary: fareSummaryAmounts,
  createdAt: z.iso.datetime(),
  /** The seats, meals, baggage, fast forward and wheelchair chosen per passenger and flight. */
  addOns: z.array(bookedAddOnSchema).optional(),
  /** In booking-details, for the booking's viewers: what happened to it, oldest first. */
  logs: z.array(bookingLogEntrySchema).optional(),
  /** In booking-details: the booking's cancellations, oldest first (each has a credit note). */
  cancellations: z
    .array(z.object({ amendmentId: z.string(), createdAt: z.iso.datetime(), refund: z.int() }))
    .optional(),
  /** In booking-details, for its viewers: seats, meals or baggage paid for after ticketing (decision 0067). */
  modifications: z
    .array(z.object({ modificationId: z.string(), paidAt: z.iso.datetime(), amount: z.int() }))
    .optional(),
  /** In booking-details, for its viewers: charges billed on miscellaneous invoices (decision 0084). */
  miscellaneousCharges: z
    .array(
      z.object({
        chargeId: z.string(),
        description: z.string(),
        issuedAt: z.iso.datetime(),
        amount: z.int(),
      }),
    )
    .optional(),
  /** In booking-details, for its viewers: the feedback after travel, once given. */
  feedback: tripFeedbackSchema.optional(),
  /** In booking-details, for its viewers: true while feedback may be given (`mayGiveFeedback`). */
  feedbackOpen: z.boolean().optional(),
  /**
   * In booking-details, for its viewers: legs moved to another date or cabin (decision 0069),
   * each with the segments it replaced (status REISSUED) and the amount paid (or, below
   * zero, refunded).
   */
  reissues: z
    .array(
      z.object({
        reissueId: z.string(),
        doneAt: z.iso.datetime(),
        amount: z.int(),
        kind: z.enum(["DATE_CHANGE", "CLASS_CHANGE"]),
        reissuedSegments: z.array(
          z.object({
            segmentId: z.string(),
            flight: z.string(),
            route: z.string(),
            departureTime: z.string(),
            status: z.literal("REISSUED"),
          }),
        ),
      }),
    )
    .optional(),
  policyReason: policyReasonSchema.optional(),
  protection: bookingProtectionSchema.optional(),
  /** The dynamic fields the fares asked for, as given (J§5). */
  reportingDetails: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  /** Paid, but the airline refused the tickets: retry booking asks it again (decision 0062). */
  ticketingFailure: ticketingFailureSchema.optional(),
  /** In booking-details, for its viewers, with baggage protect bought: its claims (decision 0060). */
  baggageClaims: bookingBaggageClaimsSchema.optional(),
  /**
   * The credit shell, voucher, TJ Cash and wallet part applied before payment (amounts in the
   * fare summary).
   */
  redemption: z
    .object({
      voucherCode: z.string(),
      tjCashPoints: z.int().nonnegative(),
      /** Paise the credit shell pays. */
      creditShell: z.int().nonnegative(),
      /** Part paid from a wallet when the booking is paid, the rest by the current mode. */
      walletPart: walletPartSchema.optional(),
    })
    .optional(),
});
export type BookingPayload = z.infer<typeof bookingPayloadSchema>;

/** A review read again by its owner (the passenger and review pages reload it). */
export const REVIEW_DETAILS_PATH = "/xms/v1/flight/review-details";
export const reviewDetailsRequestSchema = requestBodySchema(
  z.object({ bookingId: bookingIdSchema }),
);
export const reviewDetailsPayloadSchema = reviewPayloadSchema.extend({
  /** The booking made from this review, once booked. */
  bookingStatus: bookingStatusSchema.nullable(),
});
export type ReviewDetailsPayload = z.infer<typeof reviewDetailsPayloadSchema>;

/** A pending booking put on hold ('Block', J§2 Review): payable until `payBy`. */
export const FLIGHT_HOLD_PATH = "/xms/v1/flight/hold";
export const holdRequestSchema = requestBodySchema(z.object({ bookingId: bookingIdSchema }));
