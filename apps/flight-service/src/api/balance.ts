import { endpoints, paiseToPoints } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { balancesOf } from "../ledger/ledger";

/** apiName "balance": the signed-in user's wallets, in paise, and TJ Cash in points. */
export const balance = forUser(endpoints.balance, async (_data, { ctx, subject }) => {
  const balances = await balancesOf(ctx.db, subject.userId);
  return { balances, tjCashPoints: paiseToPoints(balances.TJ_CASH) };
});
