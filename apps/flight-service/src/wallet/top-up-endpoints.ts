import { randomInt } from "node:crypto";
import { endpoints } from "@wayfare/domain";
import { walletTopUps } from "../db/wallet-top-ups-schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { callerTopUpWallet, ownTopUp, topUpPayload } from "./own-top-up";

/**
 * POST /xms/v1/wallet/top-up { amount }: opens a top-up order of the caller's own wallet
 * (an agency's deposit, else TJ Cash; the caller cannot name another), to be paid with
 * `topUpPay`. The amount's limits are the domain's (decision 0065). 2504 for a guest.
 */
export const topUp = forUser(endpoints.topUp, async ({ amount }, { ctx, subject }) => {
  const wallet = callerTopUpWallet(subject);
  if (!wallet) return refuse("2504", 400);
  const [row] = await ctx.db
    .insert(walletTopUps)
    .values({
      id: `TU${randomInt(10 ** 11, 10 ** 12)}`,
      userId: subject.userId,
      wallet,
      amount,
      status: "OPEN",
      createdAt: ctx.config.now(),
    })
    .returning();
  if (!row) return refuse("100", 500);
  return topUpPayload(ctx.db, row);
});

/**
 * POST /xms/v1/wallet/top-up/details { topUpId }: the caller's top-up, with the reference,
 * time and wallet balance of its credit once credited; 2504 (404) for anyone else's.
 */
export const topUpDetails = forUser(
  endpoints.topUpDetails,
  async ({ topUpId }, { ctx, subject }) => {
    const row = await ownTopUp(ctx.db, subject.userId, topUpId);
    if (!row) return refuse("2504", 404);
    return topUpPayload(ctx.db, row);
  },
);
