import { type BalancePayload, paiseToPoints, type TokenSubject } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { success } from "../http/envelope";
import { balancesOf } from "../ledger/ledger";

/** apiName "balance": the signed-in user's wallets, in paise, and TJ Cash in points. */
export async function balance(ctx: ServiceContext, subject: TokenSubject): Promise<Response> {
  const balances = await balancesOf(ctx.db, subject.userId);
  const payload: BalancePayload = { balances, tjCashPoints: paiseToPoints(balances.TJ_CASH) };
  return success(payload);
}
