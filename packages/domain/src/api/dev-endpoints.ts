import { z } from "zod";
import { plainText } from "../text/plain-text";
import { TEXT_LIMITS } from "./auth";
import { bookingIdSchema } from "./booking-id";
import { endpoint } from "./endpoint";

const devOutboxRequestSchema = z.object({
  /** One recipient's messages (an email or a mobile); all recipients' without it. */
  recipient: plainText().max(TEXT_LIMITS.email).trim().toLowerCase().optional(),
});

const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

const devAccountRequestSchema = z.object({
  /** A demo account's email: the new account gets its role, name, products and opening wallets. */
  like: plainText().max(TEXT_LIMITS.email),
  /** Join this organisation (a partner id a previous call answered) instead of a new one. */
  partnerId: plainText()
    .max(TEXT_LIMITS.other)
    .regex(/^P\d+$/)
    .optional(),
  /** The organisation tree (decision 0070): the organisation above, the salesperson. */
  parentPartnerId: plainText()
    .max(TEXT_LIMITS.other)
    .regex(/^P\d+$/)
    .optional(),
  salesUserId: plainText()
    .max(TEXT_LIMITS.other)
    .regex(/^U\d+$/)
    .optional(),
  /** Link the new account with this one (one person's accounts, decision 0080). */
  linkedTo: plainText()
    .max(TEXT_LIMITS.other)
    .regex(/^U\d+$/)
    .optional(),
});

const devAccountPayloadSchema = z.object({
  userId: z.string(),
  partnerId: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The demo account's password, which the new account shares. */
  password: z.string(),
});

const devExpiredPayloadSchema = z.union([
  /** An unpaid booking: its pay-by time, a minute in the past. */
  z.object({ bookingId: z.string(), payBy: z.iso.datetime() }),
  /** A review not booked yet: its expiry, a minute in the past. */
  z.object({ bookingId: z.string(), expiresAt: z.iso.datetime() }),
]);

/** More refusals than a test needs to see a retry fail is no test (decision 0062). */
const MAX_TICKETING_REFUSALS = 5;

/** A month back is as far as a test needs to move a booking's flights. */
const MAX_HOURS_AGO = 24 * 31;

/**
 * The flight service's development-only endpoints, for developers and end-to-end tests: they
 * answer 404 unless the service's `devEndpoints` config is on (it is off in production). A
 * table of their own, apart from `endpoints`: they are not part of the contract, so nothing
 * that lists the product's endpoints (the service README's generated table) shows them
 * (decision 0041). The portal reaches them only through its own dev routes.
 */
export const devEndpoints = {
  /** The newest 50 messages of the outbox (what the service "sent"), newest first. */
  devOutbox: endpoint({
    method: "POST",
    path: "/xms/v1/dev/outbox",
    request: devOutboxRequestSchema,
    answer: z.object({ messages: z.array(outboxMessageSchema) }),
  }),
  /** A new account shaped like a demo account, so each test owns its data (decision 0032). */
  devAccounts: endpoint({
    method: "POST",
    path: "/xms/v1/dev/accounts",
    request: devAccountRequestSchema,
    answer: devAccountPayloadSchema,
  }),
  /** An unpaid booking's pay-by time, or an unbooked review's expiry, moved into the past. */
  devExpireBooking: endpoint({
    method: "POST",
    path: "/xms/v1/dev/expire-booking",
    request: z.object({ bookingId: bookingIdSchema }),
    answer: devExpiredPayloadSchema,
  }),
  /**
   * A booking's flights moved, keeping their shape, so that the last one landed `hoursAgo`
   * hours before the service's now (baggage protect claims open at arrival, decision 0060).
   */
  devArriveBooking: endpoint({
    method: "POST",
    path: "/xms/v1/dev/arrive-booking",
    request: z.object({
      bookingId: bookingIdSchema,
      hoursAgo: z.number().min(0).max(MAX_HOURS_AGO),
    }),
    answer: z.object({ bookingId: z.string(), arrival: z.iso.datetime() }),
  }),
  /**
   * The simulated airline refuses the next `times` ticket issues of a booking (or a review
   * still to be booked), so tests reach a paid but unticketed booking (decision 0062); 0 undoes it.
   */
  devRefuseTicketing: endpoint({
    method: "POST",
    path: "/xms/v1/dev/refuse-ticketing",
    request: z.object({
      bookingId: bookingIdSchema,
      times: z.int().min(0).max(MAX_TICKETING_REFUSALS),
    }),
    answer: z.object({ bookingId: z.string(), remaining: z.int() }),
  }),
} as const;

export type DevEndpoints = typeof devEndpoints;
