import { parseWithZod } from "@conform-to/zod/v4";
import { ERROR_TEXTS, formatMoney, MODIFY_BOOKING_MESSAGES, paise } from "@wayfare/domain";
import { modifyBookingPayFormSchema, paymentIntentSchema, WALLET_INTENT } from "@wayfare/forms";
import { AddOnSummary, Alert, Button, PaymentModes } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { GatewayPaymentForms } from "../components/payment/gateway-forms";
import { confirmationPath } from "../confirmation-path";
import { modifyBookingPath } from "../modify-booking-paths";
import { pageTitle } from "../page-title";
import { bookingDetails, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { startGatewayPayment } from "../server/gateway-payment.server";
import {
  modificationDetails,
  modificationIdFrom,
  payModification,
} from "../server/modify-booking.server";
import { accountBalances, gatewayModes, walletModesFor } from "../server/payment.server";
import type { Route } from "./+types/flight.modifyBooking.review";

const HEADING = "Review and pay for what you add";
/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this change";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : HEADING) },
];

/**
 * The quote (what is added, its price), the wallets that can pay it and the gateway's ways
 * (card, UPI, net banking); paid already, the booking.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const modification = orThrow(await modificationDetails(service, modificationIdFrom(request)));
  if (modification.status === "PAID") throw redirect(confirmationPath(modification.bookingId));
  const [booking, balances] = await Promise.all([
    bookingDetails(service, modification.bookingId).then(orThrow),
    accountBalances(service),
  ]);
  return {
    modification,
    booking,
    modes: walletModesFor(balances, modification.amount),
    gateways: gatewayModes(balances),
  };
}

/**
 * Paid from the wallet chosen (sent twice, charged once), then back to the booking; or a
 * card, UPI or bank through the gateway, followed on the payment status page, which ends on
 * the booking once the additions are on it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const formData = await request.formData();
  const intent = paymentIntentSchema.parse(formData.get("intent") ?? undefined);
  if (intent !== WALLET_INTENT) {
    const modification = orThrow(await modificationDetails(service, modificationIdFrom(request)));
    const { modificationId, amount } = modification;
    const started = await startGatewayPayment(
      service,
      { modification: { modificationId, amount } },
      intent,
      formData,
    );
    if (started.ok) {
      throw redirect(`/flight/payment/status?orderRefId=${started.payment.orderRefId}`);
    }
    return data({ intent, result: started.result, toast: started.toast, error: null }, 400);
  }
  const submission = parseWithZod(formData, { schema: modifyBookingPayFormSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flat();
    const error = messages.join(" ") || ERROR_TEXTS.invalidData;
    return data({ intent, result: undefined, toast: null, error }, 400);
  }
  const paid = await payModification(service, submission.value);
  if (paid.ok) throw redirect(confirmationPath(paid.payload.bookingId));
  const error = paid.errors.map((failure) => failure.message).join(" ");
  return data({ intent, result: undefined, toast: null, error }, 400);
}

export default function ModifyBookingReview({ loaderData, actionData }: Route.ComponentProps) {
  const { modification, booking } = loaderData;
  const amount = paise(modification.amount);
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">{HEADING}</h1>
        <p>
          Booking {booking.bookingId}.{" "}
          <Link
            to={modifyBookingPath(booking.bookingId)}
            className="font-semibold text-link underline"
          >
            Change what you add
          </Link>
        </p>
      </div>
      <AddOnSummary
        booking={{ ...booking, addOns: modification.added }}
        messages={{ heading: "Adding to this booking" }}
      />
      <p className="text-lg">
        Total to pay: <strong>{formatMoney(amount)}</strong>
      </p>
      {modification.expired ? (
        <Alert tone="error" title="Nothing was charged">
          {MODIFY_BOOKING_MESSAGES.quoteExpired}{" "}
          <Link
            to={modifyBookingPath(booking.bookingId)}
            className="font-semibold text-link underline"
          >
            Get a new quote
          </Link>
        </Alert>
      ) : (
        <Payment loaderData={loaderData} actionData={actionData} />
      )}
      <ActionErrorToast message={actionData?.toast} submissionKey={actionData?.result?.status} />
    </div>
  );
}

/** The wallet's form and the gateway's, while the quote may be paid. */
function Payment({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { modification, modes, gateways } = loaderData;
  const lastResult = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const navigation = useNavigation();
  // The wallet's form is the one posting without a gateway's intent.
  const paying = navigation.state === "submitting" && !navigation.formData?.has("intent");
  const amount = paise(modification.amount);
  const firstPayable = modes.find((mode) => !mode.unavailableReason)?.mode;
  return (
    <>
      {actionData?.error ? (
        <Alert tone="error" title="Nothing was charged">
          {actionData.error}
        </Alert>
      ) : null}
      {modes.length > 0 ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="modificationId" value={modification.modificationId} />
          <input type="hidden" name="amount" value={modification.amount} />
          <PaymentModes modes={modes} amountToPay={amount} defaultValue={firstPayable} />
          {firstPayable ? (
            <div>
              <Button type="submit" variant="primary" isPending={paying}>
                {`Pay ${formatMoney(amount)}`}
              </Button>
            </div>
          ) : null}
        </Form>
      ) : null}
      <GatewayPaymentForms gateways={gateways} amount={amount} lastResult={lastResult} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
