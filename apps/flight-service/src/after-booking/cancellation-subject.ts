import type { TokenSubject, WalletKind } from "@wayfare/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../db/database";
import { amendments, bookings, ledgerEntries, reviews } from "../db/schema";
import { refuse } from "../http/refusal";
import { walletPartKey } from "../payments/ticketing";
import type { CancellationSubject } from "./cancellation-quote";
import { visibleTo } from "./visible-bookings";
import { refuseVisitor } from "./visitor-guard";

/** 'Login to Cancel' (J§2, F§6): a guest visitor's token cannot cancel. */
export function refuseGuestCancellation(subject: TokenSubject) {
  return refuseVisitor(subject, "WF109");
}

export const NO_BOOKING = () => refuse("1016", 404);

/**
 * The wallet the booking was paid from (its payment's ledger entry, see pay-endpoint), or
 * the one that paid part of it beside a card (its wallet part, see ticketing).
 */
export async function paidFrom(db: Reader, bookingId: string): Promise<WalletKind | undefined> {
  const entries = await db
    .select({ wallet: ledgerEntries.wallet, key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(
      inArray(ledgerEntries.idempotencyKey, [`booking:${bookingId}`, walletPartKey(bookingId)]),
    );
  const entry = entries.find((found) => found.key === `booking:${bookingId}`) ?? entries[0];
  return entry?.wallet as WalletKind | undefined;
}

type Reader = Pick<Database, "select">;

/**
 * A booking the caller may act on (their own or their organisation's, decision 0029) with
 * what cancelling it needs, or undefined for anyone else's.
 * In a transaction, `lock` takes the booking row's lock first, so concurrent
 * confirmations of one booking run one after the other.
 */
export async function loadCancellationSubject(
  db: Reader | Transaction,
  subject: TokenSubject,
  bookingId: string,
  now: Date,
  lock = false,
): Promise<(CancellationSubject & { wallet: WalletKind | undefined }) | undefined> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), visibleTo(subject)));
  const [booking] = lock ? await query.for("update") : await query;
  if (!booking) return undefined;
  const [review] = await db.select().from(reviews).where(eq(reviews.id, bookingId));
  const wallet = await paidFrom(db, bookingId);
  if (!review) return undefined;
  const earlier = await db
    .select()
    .from(amendments)
    .where(eq(amendments.bookingId, bookingId))
    .orderBy(asc(amendments.createdAt), asc(amendments.id));
  return { booking, review, amendments: earlier, now, wallet };
}

/**
 * Where a cancellation refunds to: the deposit or credit line the booking was paid from;
 * a card, UPI or net-banking payment (no wallet entry) to the user's credit shell, which
 * pays their next booking (decision 0020).
 */
export function refundWallet(wallet: WalletKind | undefined): WalletKind {
  return wallet ?? "CREDIT_SHELL";
}
