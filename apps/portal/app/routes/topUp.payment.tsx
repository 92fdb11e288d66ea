import { endpoints, formatMoney } from "@wayfare/domain";
import { TOP_UP_FORM_LABELS as LABELS, paymentIntentSchema } from "@wayfare/forms";
import { data, redirect } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import {
  CardPaymentForm,
  NetbankingPaymentForm,
  UpiPaymentForm,
} from "../components/payment/gateway-forms";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { startGatewayPayment } from "../server/gateway-payment.server";
import { topUpStepOf } from "../server/wallet.server";
import type { Route } from "./+types/topUp.payment";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, LABELS.payHeading) },
];

/** The caller's open top-up and the medium chosen for it; a credited one is done. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const step = topUpStepOf(request);
  const topUp = orThrow(await serviceOf(context).call(endpoints.topUpDetails, step));
  if (topUp.credited) throw redirect("/wallet");
  return { topUp, mode: step.mode };
}

/**
 * The payment page's own card, UPI or bank form for the top-up: through the same gateway,
 * followed on the same status page (OTP, pending), which ends on /topUp/confirmation/.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { topUpId } = topUpStepOf(request);
  const formData = await request.formData();
  const intent = paymentIntentSchema.parse(formData.get("intent") ?? undefined);
  if (intent === "wallet") throw data({ message: "Choose a card, UPI or a bank." }, 400);
  const started = await startGatewayPayment(serviceOf(context), { topUpId }, intent, formData);
  if (started.ok) {
    throw redirect(`/flight/payment/status?orderRefId=${started.payment.orderRefId}`);
  }
  return data({ intent, result: started.result, toast: started.toast }, 400);
}

export default function TopUpPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { topUp, mode } = loaderData;
  const lastResult = actionData?.intent === mode ? actionData.result : undefined;
  const Pay = { CARD: CardPaymentForm, UPI: UpiPaymentForm, NETBANKING: NetbankingPaymentForm }[
    mode
  ];
  return (
    <section aria-labelledby="top-up-pay-heading" className="flex max-w-xl flex-col gap-4">
      <h1 id="top-up-pay-heading" className="text-2xl font-semibold">
        {LABELS.payHeading}
      </h1>
      <p>
        {formatMoney(topUp.amount)} to your {topUp.wallet === "DEPOSIT" ? "deposit" : "TJ Cash"}.
      </p>
      <Pay amount={topUp.amount} lastResult={lastResult} />
      <ActionErrorToast message={actionData?.toast} submissionKey={actionData?.result?.status} />
    </section>
  );
}
