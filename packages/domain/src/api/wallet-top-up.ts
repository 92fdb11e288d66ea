import { z } from "zod";
import { TOP_UP_WALLETS, topUpPaiseSchema } from "../wallet/top-up";
import { requestBodySchema } from "./envelope";
import { checkedOnTheDay, gatewayInstrumentFields, ORDER_REF_PATTERN } from "./gateway-payment";

/**
 * Wallet top-up (J§2 Top-up, decision 0065): `topUp` opens an order for an amount to the
 * caller's own wallet (the service picks which: an agency's deposit, else TJ Cash);
 * `topUpPay` pays it through the gateway like a booking's card, UPI or net-banking payment,
 * followed with the same payment status, OTP and abort calls; once the gateway settles it
 * the wallet is credited once. `passbook` lists the wallet's entries with a running balance.
 */
export const TOP_UP_PATH = "/xms/v1/wallet/top-up";
export const TOP_UP_DETAILS_PATH = "/xms/v1/wallet/top-up/details";
export const TOP_UP_PAY_PATH = "/xms/v1/wallet/top-up/pay";
export const PASSBOOK_PATH = "/xms/v1/wallet/passbook";
export const PASSBOOK_CSV_PATH = "/xms/v1/wallet/passbook/csv";

export const TOP_UP_ID_PATTERN = /^TU\d{12}$/;
export const topUpIdSchema = z.string().max(32).regex(TOP_UP_ID_PATTERN, "Invalid top-up id");

export const topUpRequestSchema = requestBodySchema(z.object({ amount: topUpPaiseSchema }));
export const topUpDetailsRequestSchema = requestBodySchema(z.object({ topUpId: topUpIdSchema }));

export function topUpPayRequestSchema(today: Date) {
  return requestBodySchema(z.object({ topUpId: topUpIdSchema, ...gatewayInstrumentFields(today) }));
}
export const topUpPayDataSchema = checkedOnTheDay(
  (today) => topUpPayRequestSchema(today).shape.data,
);

export const TOP_UP_STATUSES = ["OPEN", "CREDITED"] as const;

export const topUpPayloadSchema = z.object({
  topUpId: z.string(),
  wallet: z.enum(TOP_UP_WALLETS),
  /** Paise. */
  amount: z.int().positive(),
  /** OPEN until a payment of it succeeds; then CREDITED, and it cannot be paid again. */
  status: z.enum(TOP_UP_STATUSES),
  createdAt: z.iso.datetime(),
  /** Once credited: the gateway reference that paid it, when, and the wallet's balance then. */
  credited: z
    .object({
      orderRefId: z.string().regex(ORDER_REF_PATTERN),
      at: z.iso.datetime(),
      balance: z.int(),
    })
    .optional(),
});
export type TopUpPayload = z.infer<typeof topUpPayloadSchema>;

const MAX_PAGE = 10_000;

/** The caller's top-up wallet's passbook, newest first; `page` is zero-based. */
export const passbookRequestSchema = requestBodySchema(
  z.object({ page: z.int().nonnegative().max(MAX_PAGE).default(0) }),
);

export const passbookEntrySchema = z.object({
  id: z.int(),
  at: z.iso.datetime(),
  reason: z.string(),
  reference: z.string().optional(),
  /** Signed paise: a credit is positive, a debit negative. */
  amount: z.int(),
  /** The wallet's balance after this entry. */
  balance: z.int(),
});
export type PassbookEntry = z.infer<typeof passbookEntrySchema>;

export const passbookPayloadSchema = z.object({
  wallet: z.enum(TOP_UP_WALLETS),
  balance: z.int(),
  entries: z.array(passbookEntrySchema),
  page: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
export type PassbookPayload = z.infer<typeof passbookPayloadSchema>;

export const passbookCsvRequestSchema = requestBodySchema(z.object({}).strict());
export const passbookCsvPayloadSchema = z.object({ fileName: z.string(), csv: z.string() });
