import type { GatewayMode, GatewayPaymentStatus } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Card, UPI and net-banking payments through the simulated gateway: what was asked, how the
 * gateway will settle it (decided at initiation, applied once `settles_at` has passed), and
 * how it did. Only the masked instrument is kept, never a card number or CVV. A card the
 * bank wants verified starts OTP_REQUIRED: only a keyed hash of its OTP is kept, with the
 * tries left, the expiry, the masked mobile it was sent to and the new OTPs left to ask
 * for; the right OTP makes it PENDING. A payment is of exactly one of a booking, a wallet
 * top-up (decision 0065), a modification of a ticketed booking (decision 0067) or a
 * reissue's fare difference (decision 0075).
 */
export const gatewayPayments = pgTable(
  "gateway_payments",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id"),
    topUpId: text("top_up_id"),
    modificationId: text("modification_id"),
    reissueId: text("reissue_id"),
    userId: text("user_id").notNull(),
    mode: text("mode").$type<GatewayMode>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    instrument: text("instrument").notNull(),
    status: text("status").$type<GatewayPaymentStatus>().notNull(),
    /** The gateway's answer once it settles: SUCCESS, or FAILED with its reason. */
    outcome: text("outcome").$type<"SUCCESS" | "FAILED">().notNull(),
    failureReason: text("failure_reason"),
    settlesAt: timestamp("settles_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The verification OTP, for payments that need one; the hash is cleared once it is used. */
    otpHash: text("otp_hash"),
    otpAttemptsLeft: integer("otp_attempts_left"),
    otpExpiresAt: timestamp("otp_expires_at", { withTimezone: true }),
    otpSentTo: text("otp_sent_to"),
    /** When the OTP now valid was sent, and how many new ones may still be asked for. */
    otpSentAt: timestamp("otp_sent_at", { withTimezone: true }),
    otpResendsLeft: integer("otp_resends_left"),
  },
  (table) => [
    check(
      "gateway_payments_status_check",
      sql`${table.status} in ('OTP_REQUIRED', 'PENDING', 'SUCCESS', 'FAILED')`,
    ),
    check("gateway_payments_otp_attempts_check", sql`${table.otpAttemptsLeft} >= 0`),
    check("gateway_payments_otp_resends_check", sql`${table.otpResendsLeft} >= 0`),
    check(
      "gateway_payments_otp_required_check",
      sql`${table.status} <> 'OTP_REQUIRED' or (${table.otpHash} is not null and ${table.otpAttemptsLeft} > 0 and ${table.otpExpiresAt} is not null)`,
    ),
    check(
      "gateway_payments_pays_for_check",
      sql`(case when ${table.bookingId} is null then 0 else 1 end) + (case when ${table.topUpId} is null then 0 else 1 end) + (case when ${table.modificationId} is null then 0 else 1 end) + (case when ${table.reissueId} is null then 0 else 1 end) = 1`,
    ),
    index("gateway_payments_user").on(table.userId),
    // At most one payment of a booking is in flight (waiting for its OTP, or pending) at a time.
    uniqueIndex("gateway_payments_one_in_flight")
      .on(table.bookingId)
      .where(sql`${table.status} in ('OTP_REQUIRED', 'PENDING')`),
    // And at most one of a top-up.
    uniqueIndex("gateway_payments_top_up_in_flight")
      .on(table.topUpId)
      .where(sql`${table.status} in ('OTP_REQUIRED', 'PENDING')`),
    // And at most one of a modification.
    uniqueIndex("gateway_payments_modification_in_flight")
      .on(table.modificationId)
      .where(sql`${table.status} in ('OTP_REQUIRED', 'PENDING')`),
    // And at most one of a reissue.
    uniqueIndex("gateway_payments_reissue_in_flight")
      .on(table.reissueId)
      .where(sql`${table.status} in ('OTP_REQUIRED', 'PENDING')`),
  ],
);

export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
