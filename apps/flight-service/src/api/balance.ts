import { endpoints, paiseToPoints } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { balancesOf } from "../ledger/ledger";
import { userPaymentModes } from "../payments/payment-modes";

/** apiName "balance": the signed-in user's wallets, in paise, TJ Cash in points, and payment modes. */
export const balance = forUser(endpoints.balance, async (_data, { ctx, subject }) => {
  const balances = await balancesOf(ctx.db, subject.userId);
  const paymentModes = await userPaymentModes(ctx.db, subject.userId);
  return { balances, tjCashPoints: paiseToPoints(balances.TJ_CASH), paymentModes };
});
