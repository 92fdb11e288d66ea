import {
  awaitsTicketing,
  type BookingPayload,
  computeFareSummary,
  type FareSummaryParts,
  PASSENGER_DETAIL_FIELDS,
  type Paise,
  type ReviewPayload,
  type Trip,
} from "@wayfare/domain";
import { and, eq, sql } from "drizzle-orm";
import { chargesOf } from "../add-ons/add-on-charges";
import type { Database } from "../db/database";
import { preparedFor } from "../db/prepared";
import {
  type BookedPassenger,
  type BookingRow,
  bookings,
  type ReviewRow,
  reviews,
} from "../db/schema";
import { redemptionParts } from "../payments/amount-due";
import { paidState } from "../payments/ticketing";
import { protectionPayload } from "../protection/protection-offers";

/** The fare summary of the chosen price of each trip, the add-ons and the redemption (J§3). */
export function fareSummaryOf(trips: readonly Trip[], parts?: Partial<FareSummaryParts>) {
  const prices = trips.flatMap((trip) => trip.prices.slice(0, 1));
  return computeFareSummary({
    baseFare: prices.reduce((sum, price) => sum + price.base, 0) as Paise,
    taxesAndFees: prices.reduce((sum, price) => sum + price.taxes, 0) as Paise,
    ...parts,
  });
}

/** A review as the review endpoints answer it; `quotedTotal` is what the search showed. */
export function reviewPayload(review: ReviewRow, quotedTotal = review.total): ReviewPayload {
  return {
    bookingId: review.id,
    expiresAt: review.expiresAt.toISOString(),
    priceChanged: quotedTotal !== review.total,
    oldTotal: quotedTotal,
    newTotal: review.total,
    paxInfo: review.paxInfo,
    isDomestic: review.isDomestic,
    tripInfos: review.trips,
    fareSummary: { ...fareSummaryOf(review.trips) },
    ...(review.policyReason ? { policyReason: review.policyReason } : {}),
  };
}

/** The stored passenger as answered: the fields it was given, none it was not. */
function bookedPassenger({ details, ...passenger }: BookedPassenger) {
  const given = PASSENGER_DETAIL_FIELDS.flatMap((field) => {
    const value = details[field];
    return value ? [[field, value] as const] : [];
  });
  return given.length > 0 ? { ...passenger, details: Object.fromEntries(given) } : passenger;
}

/** Present while it is paid and the airline has not ticketed it (decision 0062). */
function ticketingFailureOf(booking: BookingRow) {
  const { ticketingFailureReason: reason, ticketingFailedAt: at } = booking;
  if (!awaitsTicketing(paidState(booking)) || reason === null || at === null) return {};
  return { ticketingFailure: { reason, at: at.toISOString() } };
}

export function bookingPayload(booking: BookingRow, review: ReviewRow): BookingPayload {
  const { gst, ...contact } = booking.contact;
  return {
    bookingId: booking.id,
    status: booking.status,
    pnrs: booking.pnrs,
    payBy: booking.payBy?.toISOString() ?? null,
    total: booking.total,
    paxInfo: review.paxInfo,
    tripInfos: review.trips,
    passengers: booking.passengers.map(bookedPassenger),
    contact,
    ...(gst?.gstNumber && gst.registeredName
      ? { gst: { ...gst, gstNumber: gst.gstNumber, registeredName: gst.registeredName } }
      : {}),
    fareSummary: {
      ...fareSummaryOf(review.trips, { ...chargesOf(booking), ...redemptionParts(booking) }),
    },
    createdAt: booking.createdAt.toISOString(),
    addOns: booking.addOns,
    ...(review.policyReason ? { policyReason: review.policyReason } : {}),
    protection: protectionPayload(booking, review),
    ...(booking.reportingDetails.length > 0 ? { reportingDetails: booking.reportingDetails } : {}),
    ...ticketingFailureOf(booking),
    redemption: {
      voucherCode: booking.voucherCode ?? "",
      tjCashPoints: booking.tjCashPoints,
      creditShell: booking.creditShellAmount,
      ...(booking.walletPartWallet
        ? { walletPart: { wallet: booking.walletPartWallet, amount: booking.walletPartAmount } }
        : {}),
    },
  };
}

const reviewWithBooking = (db: Database) =>
  db
    .select({ review: reviews, booking: bookings })
    .from(reviews)
    .leftJoin(bookings, eq(bookings.id, reviews.id));
const anyReview = preparedFor((db) =>
  reviewWithBooking(db)
    .where(eq(reviews.id, sql.placeholder("id")))
    .prepare("review_read"),
);
const ownReview = preparedFor((db) =>
  reviewWithBooking(db)
    .where(
      and(eq(reviews.id, sql.placeholder("id")), eq(reviews.userId, sql.placeholder("userId"))),
    )
    .prepare("own_review_read"),
);

/** A user's own review (a bookingId), with its booking when it has been booked. */
export async function findReview(db: Database, bookingId: string, userId?: string) {
  const [row] = await (userId === undefined
    ? anyReview(db).execute({ id: bookingId })
    : ownReview(db).execute({ id: bookingId, userId }));
  return row;
}
