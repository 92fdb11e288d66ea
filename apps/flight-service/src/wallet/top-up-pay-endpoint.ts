import { endpoints } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { payThroughGateway } from "../payments/pay-through-gateway";
import { ownTopUp } from "./own-top-up";

/**
 * POST /xms/v1/wallet/top-up/pay { topUpId, mode, card | upiId | bank }: pays the caller's
 * top-up through the gateway exactly as `payment/initiate` pays a booking (the same test
 * instruments, OTP and pending stages); followed with `payment/status`, which credits the
 * wallet once it settles. The top-up must be the caller's and still OPEN (a credited one is
 * 409 2504); a mode not among the user's payment modes is 2504.
 */
export const topUpPay = forUser(endpoints.topUpPay, async (data, { ctx, subject }) =>
  payThroughGateway(ctx, subject, data, async (tx) => {
    const topUp = await ownTopUp(tx, subject.userId, data.topUpId, true);
    if (!topUp) return refuse("2504", 404);
    if (topUp.status !== "OPEN") return refuse("2504", 409);
    return { paysFor: { topUpId: topUp.id }, amount: topUp.amount };
  }),
);
