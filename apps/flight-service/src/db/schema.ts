import type {
  BaggageProtectCharges,
  BookedAddOn,
  BookingStatus,
  CancellationLine,
  CancellationProtectionBreakdown,
  GstDetails,
  Paise,
  PaxInfo,
  PaymentMode,
  PaymentWallet,
  PolicyReason,
  TjFlexBreakdown,
  Trip,
  TripInsuranceQuote,
  WalletKind,
} from "@wayfare/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { partners } from "./partners-schema";

/** Numbers of self-registered users (U200001, …); demo accounts use the U1001… range. */
export const userNumbers = pgSequence("user_numbers", { startWith: 200001 });

/** The protection products a booking bought (an absent one was answered No). */
export interface BoughtProtection {
  cancellationProtection?: CancellationProtectionBreakdown;
  tjFlex?: TjFlexBreakdown & { passengerIds: string[] };
  /** `planCode` is absent in a booking insured before there were plans (the default plan). */
  tripInsurance?: TripInsuranceQuote;
  /** Offered only (never stored): every plan with its isio flag. */
  tripInsurancePlans?: (TripInsuranceQuote & { isio: boolean })[];
  /** `passengerIds`: the passengers covered. */
  baggageProtect?: BaggageProtectCharges & {
    payout: Paise;
    passengers: number;
    passengerIds: string[];
  };
}

/** Group and product access, a white-label logo, and the payment modes set for the user (J§6). */
export interface UserAdditionalInfo {
  gps: string[];
  aps: string[];
  logoUrl?: string;
  /** Absent: every payment mode; empty: none. */
  pms?: PaymentMode[];
  /** A supplier organisation's airline: the flights its suppliers load seats on (decision 0082). */
  supplierAirline?: string;
}

export interface UserProfile {
  phone?: string;
  panInfo?: { number: string; panName: string };
  addressInfo?: {
    address: string;
    pincode: string;
    cityInfo: { name: string; state: string; country: string };
  };
}

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    partnerId: text("partner_id").notNull(),
    role: text("role").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    mobile: text("mobile").unique(),
    passwordHash: text("password_hash").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    additionalInfo: jsonb("additional_info")
      .$type<UserAdditionalInfo>()
      .notNull()
      .default({ gps: [], aps: [] }),
    profile: jsonb("profile").$type<UserProfile>().notNull().default({}),
    /** The organisation above this one: the distributor's partner id for its agencies. */
    parentPartnerId: text("parent_partner_id"),
    /** The SALES user who looks after this account. */
    salesUserId: text("sales_user_id"),
    /** The white-label partner the account belongs to: it signs in on that partner's hosts only. */
    whiteLabel: text("white_label").references(() => partners.key),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("users_status_check", sql`${table.status} in ('ACTIVE', 'INACTIVE')`),
    index("users_partner_id").on(table.partnerId),
    index("users_parent_partner_id").on(table.parentPartnerId),
    index("users_sales_user_id").on(table.salesUserId),
  ],
);

/** Keys the service signs tokens with, when none is given in TOKEN_SECRET. */
export const signingKeys = pgTable("signing_keys", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per OTP sent. `login_key` is the normalised user name the OTP was asked for;
 * `user_id` is null when no account has that name (the row still counts for the rate
 * limit, and its code is never delivered, so nobody can tell the two apart).
 */
export const otpRequests = pgTable(
  "otp_requests",
  {
    id: uuid("id").primaryKey(),
    purpose: text("purpose").notNull(),
    loginKey: text("login_key").notNull(),
    requestId: text("request_id").notNull(),
    userId: text("user_id").references(() => users.id),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "otp_requests_purpose_check",
      sql`${table.purpose} in ('INTERNAL_LOGIN', 'FORGOT_PASSWORD')`,
    ),
    index("otp_requests_lookup").on(
      table.purpose,
      table.loginKey,
      table.requestId,
      table.createdAt,
    ),
    index("otp_requests_rate").on(table.loginKey, table.createdAt),
  ],
);

/**
 * Messages the service sends (OTPs, tickets, notifications), kept after delivery. The
 * delivery worker (src/outbox/delivery.ts) claims a due one by moving `next_attempt_at` a
 * lease ahead with status SENDING, then records SENT or FAILED with the next attempt's
 * time; DEAD once it has given up. `html` is an email's HTML part beside `body`'s text.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    html: text("html"),
    status: text("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("outbox_messages_channel_check", sql`${table.channel} in ('EMAIL', 'SMS')`),
    check(
      "outbox_messages_status_check",
      sql`${table.status} in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'DEAD')`,
    ),
    index("outbox_messages_recipient").on(table.recipient, table.id),
    index("outbox_messages_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('PENDING', 'SENDING', 'FAILED')`),
  ],
);

/**
 * The wallets' append-only ledger (a trigger refuses UPDATE and DELETE): an account is a
 * user and a wallet kind, its balance the sum of its entries' signed paise.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    wallet: text("wallet").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    reference: text("reference"),
    /** The person who entered a manual entry (a deposit, a credit limit, decision 0077). */
    enteredBy: text("entered_by").references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "ledger_entries_wallet_check",
      sql`${table.wallet} in ('DEPOSIT', 'CREDIT_LINE', 'TJ_CASH', 'CREDIT_SHELL')`,
    ),
    check("ledger_entries_amount_check", sql`${table.amount} <> 0`),
    index("ledger_entries_account").on(table.userId, table.wallet),
  ],
);

/** The seats a booking takes from one flight date's fare class, and the class's capacity. */
export interface SeatClaim {
  flightNumber: string;
  flightDate: string;
  cabinClass: string;
  bookingClass: string;
  capacity: number;
}

/**
 * A reviewed selection (the bookingId of the review answer): the trips as re-derived by the
 * service, for a user or a visitor (guest ids have no account row), until expires_at.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    paxInfo: jsonb("pax_info").$type<PaxInfo>().notNull(),
    trips: jsonb("trips").$type<Trip[]>().notNull(),
    seatClaims: jsonb("seat_claims").$type<SeatClaim[]>().notNull(),
    isDomestic: boolean("is_domestic").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    firstDeparture: timestamp("first_departure", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A corporate user's reason for choosing a fare above the lowest. */
    policyReason: jsonb("policy_reason").$type<PolicyReason>(),
    /** The rules of the traveller's fare policy the fares broke (decision 0081). */
    policyBreaches: jsonb("policy_breaches").$type<string[]>().notNull().default([]),
    /**
     * The employee a booker booked for whose policy the fares broke, the report's traveller
     * (decision 0086); null: the booker travels.
     */
    travellerId: text("traveller_id"),
  },
  (table) => [
    index("reviews_user").on(table.userId),
    // A supplier's orders are the reviews whose claims hold its rows' counters (@>, decision 0082).
    index("reviews_seat_claims").using("gin", table.seatClaims.op("jsonb_path_ops")),
  ],
);

/**
 * Seats sold per flight date and fare class, created when first sold with the capacity the
 * inventory offers; the only inventory state that is stored.
 */
export const seatCounters = pgTable(
  "seat_counters",
  {
    flightNumber: text("flight_number").notNull(),
    flightDate: text("flight_date").notNull(),
    cabinClass: text("cabin_class").notNull(),
    bookingClass: text("booking_class").notNull(),
    capacity: integer("capacity").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.flightNumber, table.flightDate, table.cabinClass, table.bookingClass],
    }),
    // A search asks for the counters of hundreds of flight numbers on one or two days: by day
    // first, the planner reads those days' rows, not every sold day of those flights.
    index("seat_counters_day_flight_idx").on(table.flightDate, table.flightNumber),
    check(
      "seat_counters_sold_check",
      sql`${table.sold} >= 0 and ${table.sold} <= ${table.capacity}`,
    ),
  ],
);

export interface BookedPassenger {
  type: "ADULT" | "CHILD" | "INFANT";
  title: string;
  firstName: string;
  lastName: string;
  dob?: string | undefined;
  ticketNumbers: Record<string, string>;
  details: Record<string, string | undefined>;
}

export interface BookingContact {
  countryCode: string;
  mobile: string;
  email: string;
  destinationAddress?: string | undefined;
  emergencyContactName?: string | undefined;
  emergencyContactMobile?: string | undefined;
  /** GST billing details for the invoice, when given. */
  gst?: GstDetails;
}

/** A booking is its review's bookingId: one booking per review, however often submitted. */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id")
      .primaryKey()
      .references(() => reviews.id),
    userId: text("user_id").notNull(),
    status: text("status").$type<BookingStatus>().notNull(),
    pnrs: jsonb("pnrs").$type<Record<string, string>>().notNull(),
    passengers: jsonb("passengers").$type<BookedPassenger[]>().notNull(),
    contact: jsonb("contact").$type<BookingContact>().notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    payBy: timestamp("pay_by", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The priced add-ons chosen before payment; `total` includes them. */
    addOns: jsonb("add_ons").$type<BookedAddOn[]>().notNull().default([]),
    /** The voucher applied before payment and its discount, in paise. */
    voucherCode: text("voucher_code"),
    voucherDiscount: bigint("voucher_discount", { mode: "number" }).notNull().default(0),
    /** TJ Cash points applied before payment, taken from the wallet when it is paid. */
    tjCashPoints: integer("tj_cash_points").notNull().default(0),
    /** Paise of the credit shell applied before payment, taken when it is paid. */
    creditShellAmount: bigint("credit_shell_amount", { mode: "number" }).notNull().default(0),
    /** Paise to pay from this deposit or credit line when it is paid, the rest by card. */
    walletPartWallet: text("wallet_part_wallet").$type<PaymentWallet>(),
    walletPartAmount: bigint("wallet_part_amount", { mode: "number" }).notNull().default(0),
    /** The protection products bought, as priced; null until the traveller has answered. */
    protection: jsonb("protection").$type<BoughtProtection>(),
    /** Paise the hold ('Block') costs, set when it is held; `total` includes them. */
    holdCharges: bigint("hold_charges", { mode: "number" }).notNull().default(0),
    /** The dynamic fields the fares asked for (J§5), as given: label and value. */
    reportingDetails: jsonb("reporting_details")
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default([]),
    /** Why the airline refused to ticket it after it was paid, and when (decision 0062). */
    ticketingFailureReason: text("ticketing_failure_reason"),
    ticketingFailedAt: timestamp("ticketing_failed_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "bookings_wallet_part_check",
      sql`(${table.walletPartWallet} is null and ${table.walletPartAmount} = 0) or (${table.walletPartWallet} in ('DEPOSIT', 'CREDIT_LINE') and ${table.walletPartAmount} > 0)`,
    ),
    check(
      "bookings_status_check",
      sql`${table.status} in ('Success', 'On Hold', 'Pending', 'CANCELLED', 'REISSUED', 'VOIDED', 'NO_SHOW')`,
    ),
    index("bookings_user").on(table.userId),
    index("bookings_unpaid_pay_by")
      .on(table.payBy)
      .where(sql`${table.status} in ('Pending', 'On Hold')`),
  ],
);

/**
 * A cancellation request (J§2 'Cancel / amend booking'): its id is the request id shown to
 * the user; `lines` are the passengers and journey legs it cancelled with their refunds.
 */
export const amendments = pgTable(
  "amendments",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    userId: text("user_id").notNull(),
    type: text("type").notNull(),
    lines: jsonb("lines").$type<CancellationLine[]>().notNull(),
    refund: bigint("refund", { mode: "number" }).notNull(),
    wallet: text("wallet").$type<WalletKind>().notNull(),
    remarks: text("remarks"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("amendments_type_check", sql`${table.type} in ('CANCELLATION')`),
    index("amendments_booking").on(table.bookingId),
  ],
);

/**
 * The seats sold on a flight date, one row per passenger and flight of a booking: a seat is
 * taken once (the unique key), whatever the booking. A row of a booking that no longer
 * holds it (cancelled, released, expired unpaid, or the passenger's leg cancelled) is not
 * "occupied" and is removed by the next booking choosing that seat.
 */
export const seatAssignments = pgTable(
  "seat_assignments",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    segmentId: text("segment_id").notNull(),
    passengerIndex: integer("passenger_index").notNull(),
    tripIndex: integer("trip_index").notNull(),
    flightNumber: text("flight_number").notNull(),
    flightDate: text("flight_date").notNull(),
    seatNo: text("seat_no").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.segmentId, table.passengerIndex] }),
    unique("seat_assignments_seat").on(table.flightNumber, table.flightDate, table.seatNo),
  ],
);

/** Serials of ticket numbers (the 9 digits after the airline prefix). */
export const ticketSerials = pgSequence("ticket_serials", { startWith: 100000001 });

export type UserRow = typeof users.$inferSelect;
export type OtpRequestRow = typeof otpRequests.$inferSelect;
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type AmendmentRow = typeof amendments.$inferSelect;
export type SeatAssignmentRow = typeof seatAssignments.$inferSelect;
export * from "./account-links-schema";
export * from "./after-booking-extras-schema";
export * from "./amendment-requests-schema";
export * from "./attempt-counters-schema";
export * from "./audit-log-schema";
export * from "./baggage-claims-schema";
export * from "./booking-documents-schema";
export * from "./booking-logs-schema";
export * from "./booking-modifications-schema";
export * from "./booking-reissues-schema";
export * from "./client-errors-schema";
export * from "./customer-journey-shares-schema";
export * from "./fare-policies-schema";
export * from "./feature-toggles-schema";
export * from "./gateway-payments-schema";
export * from "./partners-schema";
export * from "./saved-gst-schema";
export * from "./sessions-schema";
export * from "./simulated-airline-schema";
export * from "./supplier-allotments-schema";
export * from "./tax-invoices-schema";
export * from "./trip-feedback-schema";
export * from "./user-notifications-schema";
export * from "./wallet-top-ups-schema";
