import { endpoints, isGatewayPaymentInFlight } from "@wayfare/domain";
import { TopUpReceipt } from "@wayfare/ui";
import { data, Link, redirect } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { paymentStatus } from "../server/gateway-payment.server";
import { orderRefIdOf } from "../server/wallet.server";
import { topUpPaymentHref } from "../wallet-links";
import type { Route } from "./+types/topUp.confirmation";

/**
 * /topUp/confirmation/ (F§ routes): a top-up's payment once the gateway has settled it:
 * credited, with the amount, the reference and the new balance; or failed, with the reason
 * and a way to pay the same top-up again. One still in flight goes back to its status page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const payment = orThrow(await paymentStatus(service, orderRefIdOf(request)));
  if (!payment.topUpId) throw data({ message: "This payment is not a wallet top-up." }, 404);
  if (isGatewayPaymentInFlight(payment.status)) {
    throw redirect(`/flight/payment/status?orderRefId=${payment.orderRefId}`);
  }
  const topUp = orThrow(await service.call(endpoints.topUpDetails, { topUpId: payment.topUpId }));
  return { payment, topUp };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, loaded?.topUp.credited ? "Money added" : "Top-up payment failed") },
];

export default function TopUpConfirmation({ loaderData }: Route.ComponentProps) {
  const { payment, topUp } = loaderData;
  const receipt = { amount: topUp.amount, orderRefId: payment.orderRefId, wallet: topUp.wallet };
  return (
    <div className="flex max-w-xl flex-col gap-6">
      {topUp.credited?.orderRefId === payment.orderRefId ? (
        <TopUpReceipt {...receipt} outcome="credited" balance={topUp.credited.balance} />
      ) : (
        <TopUpReceipt
          {...receipt}
          outcome="failed"
          reason={payment.failureReason ?? ""}
          tryAgainHref={topUpPaymentHref(topUp.topUpId, payment.mode)}
        />
      )}
      <p>
        <Link to="/wallet#passbook" className="font-semibold text-link underline">
          See your passbook
        </Link>
      </p>
    </div>
  );
}
