import { parseWithZod } from "@conform-to/zod/v4";
import {
  bookingAmountDue,
  catalogueError,
  ERROR_TEXTS,
  endpoints,
  isLapsedBooking,
  NO_PAYMENT_MODES_MESSAGE,
  paise,
} from "@wayfare/domain";
import {
  type GatewayIntent,
  PAYMENT_FORM_LABELS as LABELS,
  paymentIntentSchema,
  redemptionIntentOf,
  WALLET_INTENT,
  walletPaymentFormSchema,
} from "@wayfare/forms";
import {
  Alert,
  BookingStepper,
  FareSummary,
  NativeButton,
  PayByNotice,
  PaymentModes,
  type PaymentWallet,
  SessionTimer,
} from "@wayfare/ui";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { RedemptionBoxes } from "../components/booking/redemption-boxes";
import {
  ConfirmWalletPaymentPanel,
  WALLET_FORM_ID,
} from "../components/payment/confirm-wallet-payment";
import { GatewayPaymentForms } from "../components/payment/gateway-forms";
import { confirmationPath } from "../confirmation-path";
import { pageTitle } from "../page-title";
import { bookingDetails, bookingIdFrom, orThrow, resultsHrefOf } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { ServiceGateway } from "../server/gateway/service-gateway.server";
import { startGatewayPayment } from "../server/gateway-payment.server";
import { accountBalances, gatewayModes, walletModes } from "../server/payment.server";
import { paymentPageOf } from "../server/payment-page.server";
import { submitRedemption } from "../server/redemption.server";
import type { Route } from "./+types/flight.payment";

/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "This booking cannot be paid";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : "Payment") },
];

async function payableBooking(service: ServiceGateway, request: Request) {
  const bookingId = bookingIdFrom(request);
  const booking = orThrow(await bookingDetails(service, bookingId));
  if (isLapsedBooking(booking, new Date())) {
    throw data({ message: catalogueError("1059").message }, { status: 410 });
  }
  // Paid already, with the tickets refused: its confirmation offers the retry (decision 0062).
  const paid = booking.ticketingFailure !== undefined;
  if (paid || (booking.status !== "Pending" && booking.status !== "On Hold")) {
    throw redirect(confirmationPath(bookingId));
  }
  return booking;
}

/** A pending or held booking, the wallets that can pay it, and the gateway's ways (J§2 Payments). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const booking = await payableBooking(service, request);
  const balances = await accountBalances(service);
  return {
    booking,
    modes: walletModes(balances, booking),
    gateways: gatewayModes(balances),
    tjCashPoints: balances?.tjCashPoints ?? 0,
    creditShellBalance: balances?.balances.CREDIT_SHELL ?? 0,
    resultsHref: resultsHrefOf(booking),
    paymentHref: paymentPageOf(service, booking.bookingId),
  };
}

type Intent = typeof WALLET_INTENT | GatewayIntent | "redemption";

/**
 * A wallet pays at once and the service tickets the booking (J§4 Payment); a card, UPI or
 * bank goes through the gateway and the thank-you page follows it. The voucher and TJ Cash
 * boxes change what is due first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const booking = await payableBooking(service, request);
  const formData = await request.formData();
  const redemption = redemptionIntentOf(formData);
  if (redemption) {
    const reply = await submitRedemption(service, booking, redemption, formData);
    const toast = reply.toast ?? null;
    return { intent: "redemption" as const, result: undefined, toast, confirm: null, reply };
  }
  const intent = paymentIntentSchema.parse(formData.get("intent") ?? undefined);
  if (intent !== WALLET_INTENT) {
    const started = await startGatewayPayment(service, { booking }, intent, formData);
    if (started.ok) {
      throw redirect(`/flight/payment/status?orderRefId=${started.payment.orderRefId}`);
    }
    return data({ intent, result: started.result, toast: started.toast, confirm: null }, 400);
  }
  const submission = parseWithZod(formData, { schema: walletPaymentFormSchema });
  if (submission.status !== "success") {
    const toast = Object.values(submission.error ?? {}).flat()[0] ?? null;
    return data({ intent, result: submission.reply(), toast, confirm: null }, 400);
  }
  // The confirm dialog's question, asked by the server when the browser could not (J§2).
  if (!submission.value.confirmed) {
    const confirm = { wallet: submission.value.wallet };
    return data({ intent, result: submission.reply(), toast: null, confirm });
  }
  const paid = await service.call(endpoints.flightPay, {
    bookingId: booking.bookingId,
    wallet: submission.value.wallet,
    amount: bookingAmountDue(booking),
  });
  if (paid.ok) throw redirect(confirmationPath(booking.bookingId));
  const toast = `${ERROR_TEXTS.paymentFailed} ${paid.errors[0]?.message ?? ""}`.trim();
  return data({ intent, result: submission.reply(), toast, confirm: null }, 400);
}

/** Loaded when a wallet payment is first confirmed (see the module). */
const ConfirmWalletPaymentDialog = lazy(async () => ({
  default: (await import("../components/payment/confirm-wallet-payment-dialog"))
    .ConfirmWalletPaymentDialog,
}));

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, modes, gateways, tjCashPoints, creditShellBalance, resultsHref } = loaderData;
  const due = paise(bookingAmountDue(booking));
  const navigation = useNavigation();
  const lastResult = (intent: Intent) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const [confirming, setConfirming] = useState<PaymentWallet | null>(null);
  // With JavaScript the confirm dialog asks first; its "Confirm payment" posts `confirmed`.
  const askFirst = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === "confirmed") return;
    const wallet = new FormData(event.currentTarget).get("wallet");
    const mode = modes.find((option) => option.mode === wallet);
    if (!mode) return;
    event.preventDefault();
    setConfirming(mode.mode);
  };
  return (
    <>
      <BookingStepper current="payments" className="mb-6" />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{LABELS.heading}</h1>
        {booking.payBy ? <SessionTimer expiresAt={booking.payBy} backHref={resultsHref} /> : null}
      </div>
      {booking.payBy ? <PayByNotice payBy={booking.payBy} className="mt-2 mb-4" /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <RedemptionBoxes
            booking={booking}
            tjCashPoints={tjCashPoints}
            creditShellBalance={creditShellBalance}
            wallets={gateways.length > 0 ? modes : []}
            reply={actionData && "reply" in actionData ? actionData.reply : null}
          />
          {modes.length > 0 ? (
            <section
              aria-label={LABELS.wallet}
              className="rounded-lg border border-subtle bg-surface p-4"
            >
              {actionData?.confirm ? (
                <div className="mb-4">
                  <ConfirmWalletPaymentPanel
                    wallet={actionData.confirm.wallet}
                    amount={due}
                    bookingId={booking.bookingId}
                    cancelHref={loaderData.paymentHref}
                  />
                </div>
              ) : null}
              <Form
                method="post"
                id={WALLET_FORM_ID}
                onSubmit={askFirst}
                className="flex flex-col gap-4"
              >
                <PaymentModes modes={modes} amountToPay={due} />
                <div>
                  <NativeButton
                    type="submit"
                    name="intent"
                    value={WALLET_INTENT}
                    variant="primary"
                    isPending={navigation.formData?.get("intent") === WALLET_INTENT}
                  >
                    {LABELS.walletSubmit}
                  </NativeButton>
                </div>
              </Form>
              {confirming ? (
                <Suspense fallback={null}>
                  <ConfirmWalletPaymentDialog
                    isOpen
                    onOpenChange={(open) => {
                      if (!open) setConfirming(null);
                    }}
                    wallet={confirming}
                    amount={due}
                    bookingId={booking.bookingId}
                  />
                </Suspense>
              ) : null}
            </section>
          ) : null}
          {modes.length === 0 && gateways.length === 0 ? (
            <Alert tone="error" live={false}>
              {NO_PAYMENT_MODES_MESSAGE}
            </Alert>
          ) : null}
          <GatewayPaymentForms gateways={gateways} amount={due} lastResult={lastResult} />
        </div>
        <FareSummary summary={booking.fareSummary} headingLevel={2} sticky className="self-start" />
      </div>
      <ActionErrorToast message={actionData?.toast} submissionKey={actionData?.result?.status} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
