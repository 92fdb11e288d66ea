import { ERROR_TEXTS, isGatewayPaymentInFlight, orderRefIdSchema } from "@wayfare/domain";
import { PAYMENT_ABORT_INTENT, PAYMENT_OTP_RESEND_INTENT } from "@wayfare/forms";
import { Alert, PaymentFacts, PaymentPending } from "@wayfare/ui";
import { useEffect } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { NoScriptRefresh } from "../components/no-script-refresh";
import { PaymentOtpForm } from "../components/payment/payment-otp-form";
import { confirmationPath } from "../confirmation-path";
import { modifyBookingReviewPath } from "../modify-booking-paths";
import { pageTitle } from "../page-title";
import { reissueReviewPath } from "../reissue-paths";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import {
  abortPayment,
  paymentStatus,
  resendPaymentOtp,
  submitPaymentOtp,
} from "../server/gateway-payment.server";
import { modificationDetails } from "../server/modify-booking.server";
import { paymentPageOf } from "../server/payment-page.server";
import { topUpConfirmationHref } from "../wallet-links";
import type { Route } from "./+types/flight.payment.status";

/**
 * The thank-you page after a gateway payment (J§2 Thank-you, J§4 pending payment): while
 * pending, the heading of its stage and a fresh look when the gateway is worth asking again;
 * paid, the confirmation; failed, 'Payment
 * Failed !' with the amount, the order ref id, the reason and a way to try again. A card
 * whose bank asks for an OTP shows the OTP form first.
 */
function orderRefIdFrom(request: Request): string {
  const orderRefId = orderRefIdSchema.safeParse(
    new URL(request.url).searchParams.get("orderRefId"),
  );
  if (!orderRefId.success) throw data({ message: "This payment link is not complete." }, 404);
  return orderRefId.data;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const payment = orThrow(await paymentStatus(service, orderRefIdFrom(request)));
  // A wallet top-up's outcome, credited or failed, is told on its own confirmation.
  if (payment.topUpId && !isGatewayPaymentInFlight(payment.status)) {
    throw redirect(topUpConfirmationHref(payment.orderRefId));
  }
  // Seats, meals or baggage added: once paid, the booking shows them.
  if (payment.modificationId && payment.status === "SUCCESS") {
    const modification = orThrow(await modificationDetails(service, payment.modificationId));
    throw redirect(confirmationPath(modification.bookingId));
  }
  // A reissue's difference: once paid, its page shows the new tickets.
  if (payment.reissueId && payment.status === "SUCCESS") {
    throw redirect(reissueReviewPath(payment.reissueId));
  }
  if (payment.status === "SUCCESS") {
    throw redirect(confirmationPath(payment.bookingId ?? ""));
  }
  const elapsed = Math.max(0, (Date.now() - Date.parse(payment.createdAt)) / 1000);
  return { payment, elapsed, paymentHref: paymentPageOf(service, payment.bookingId ?? "") };
}

/**
 * The OTP form's post: a wrong OTP comes back to the form; anything else shows the new
 * state. "Send a new OTP" posts `intent=resend`: sent, or refused (too soon, none left).
 * "Cancel payment" posts `intent=abort`: the page then shows the payment as it now stands
 * (cancelled, or verified a moment earlier).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const orderRefId = orderRefIdFrom(request);
  const formData = await request.formData();
  if (formData.get("intent") === PAYMENT_ABORT_INTENT) {
    await abortPayment(service, orderRefId);
    throw redirect(`/flight/payment/status?orderRefId=${orderRefId}`);
  }
  if (formData.get("intent") === PAYMENT_OTP_RESEND_INTENT) {
    const resent = await resendPaymentOtp(service, orderRefId);
    if (resent.ok && resent.payload.status !== "OTP_REQUIRED") {
      throw redirect(`/flight/payment/status?orderRefId=${orderRefId}`);
    }
    return data({ result: undefined, resent: resent.ok }, resent.ok ? 200 : 429);
  }
  const outcome = await submitPaymentOtp(service, orderRefId, formData);
  if (outcome.done) throw redirect(`/flight/payment/status?orderRefId=${orderRefId}`);
  return data({ result: outcome.result, resent: undefined }, 400);
}

const TITLES = {
  OTP_REQUIRED: "Enter the OTP from your bank",
  PENDING: "Processing your payment",
} as const;

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  {
    title: pageTitle(
      matches,
      loaded?.payment.status === "OTP_REQUIRED" || loaded?.payment.status === "PENDING"
        ? TITLES[loaded.payment.status]
        : "Payment failed",
    ),
  },
];

/** Asks again after `seconds`: the loader revalidated in place, or a reload without JavaScript. */
function RefreshAfter({ seconds }: { seconds: number }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (state !== "idle") return;
    const timer = setTimeout(revalidate, seconds * 1000);
    return () => clearTimeout(timer);
  }, [revalidate, seconds, state]);
  return <NoScriptRefresh seconds={seconds} />;
}

export default function PaymentStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { payment, elapsed, paymentHref } = loaderData;
  const facts = (
    <PaymentFacts
      amount={payment.amount}
      orderRefId={payment.orderRefId}
      instrument={payment.instrument}
      className="mt-4"
    />
  );
  if (payment.status === "OTP_REQUIRED") {
    return (
      <PaymentOtpForm
        payment={payment}
        lastResult={actionData?.result}
        resend={actionData?.resent}
        facts={facts}
      />
    );
  }
  if (payment.status === "PENDING") {
    return (
      <>
        <PaymentPending
          elapsedSeconds={elapsed}
          amount={payment.amount}
          orderRefId={payment.orderRefId}
          instrument={payment.instrument}
        />
        <RefreshAfter seconds={payment.retryInSecond} />
      </>
    );
  }
  return (
    <section aria-labelledby="payment-heading" className="max-w-xl">
      <h1 id="payment-heading" className="text-2xl font-semibold">
        {ERROR_TEXTS.paymentFailed}
      </h1>
      <Alert tone="error" className="mt-4">
        {payment.failureReason}
      </Alert>
      {facts}
      <p className="mt-6">
        <Link
          to={
            payment.modificationId
              ? modifyBookingReviewPath(payment.modificationId)
              : payment.reissueId
                ? reissueReviewPath(payment.reissueId)
                : paymentHref
          }
          className="font-semibold text-link underline"
        >
          Try another way to pay
        </Link>
      </p>
    </section>
  );
}
