import { endpoints } from "@wayfare/domain";
import { seatsRemaining } from "../booking/seat-counters";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { payThroughGateway } from "../payments/pay-through-gateway";
import { seatsOf } from "./apply-reissue";
import { lockedReissue } from "./locked-reissue";

/**
 * POST /xms/v1/flight/reissue/gateway-pay { reissueId, amount, mode, card | upiId | bank }:
 * pays a quoted reissue's difference through the gateway as `modify-booking/gateway-pay`
 * pays a modification; followed with `payment/status`, whose settlement does the reissue
 * once. On the locked reissue and booking (lockedReissue): the quote's amount (1015), above
 * zero (2504: a refund is confirmed, not paid), and the new flights' seats still open (409
 * 1000: no card is charged for a flight sold out since); a double submit answers the
 * payment in flight.
 */
export const reissueGatewayPay = forUser(
  endpoints.reissueGatewayPay,
  async (data, { ctx, subject }) =>
    payThroughGateway(ctx, subject, data, async (tx, now) => {
      const locked = await lockedReissue(tx, subject, data.reissueId, now);
      if (locked instanceof Refusal) return locked;
      const { row, leg } = locked;
      if (data.amount !== row.amount) return refuse("1015", 400);
      if (row.amount <= 0) return refuse("2504", 400);
      if ((await seatsRemaining(tx, row.newClaims)) < seatsOf(leg)) return refuse("1000", 409);
      return { paysFor: { reissueId: row.id }, amount: row.amount };
    }),
);
