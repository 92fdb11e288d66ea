import { parseWithZod } from "@conform-to/zod/v4";
import {
  ERROR_TEXTS,
  FEE_WINDOW_LABELS,
  formatCalendarDate,
  formatMoney,
  paise,
  type ReissuePayload,
  type Trip,
} from "@wayfare/domain";
import {
  paymentIntentSchema,
  REISSUE_REFUND_INTENT,
  reissueConfirmFormSchema,
  reissueRefundFormSchema,
  WALLET_INTENT,
} from "@wayfare/forms";
import { Alert, Button, PaymentModes } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { laterInvoiceOptions } from "../components/booking/invoice-links";
import { GatewayPaymentForms } from "../components/payment/gateway-forms";
import { confirmationPath } from "../confirmation-path";
import { pageTitle } from "../page-title";
import { reissuePath, reissueReviewPath } from "../reissue-paths";
import { invoiceAudiencesOf } from "../server/after-booking.server";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { startGatewayPayment } from "../server/gateway-payment.server";
import { accountBalances, gatewayModes, walletModesFor } from "../server/payment.server";
import { confirmReissue, reissueDetails, reissueIdFrom } from "../server/reissue.server";
import type { Route } from "./+types/flight.reissue.review";

const HEADING = "Review the change";
const DONE_HEADING = "Your booking is changed";
/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this change";

export const meta: Route.MetaFunction = ({ error, loaderData, matches }) => [
  {
    title: pageTitle(
      matches,
      error ? ERROR_HEADING : loaderData?.reissue.status === "DONE" ? DONE_HEADING : HEADING,
    ),
  },
];

/**
 * The quote (old and new flights, the difference and fee), the wallets and, for a payment,
 * the gateway's ways (card, UPI, net banking); once done, the new tickets.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const reissue = orThrow(await reissueDetails(service, reissueIdFrom(request)));
  const balances = reissue.status === "QUOTED" ? await accountBalances(service) : undefined;
  const invoiceAudiences = reissue.status === "DONE" ? await invoiceAudiencesOf(service) : null;
  const modes = walletModesFor(balances, Math.max(0, reissue.amount));
  const gateways = reissue.status === "QUOTED" && reissue.amount > 0 ? gatewayModes(balances) : [];
  return { reissue, modes, gateways, invoiceAudiences: invoiceAudiences ?? [] };
}

const failed = (error: string) => ({
  intent: WALLET_INTENT,
  result: undefined,
  toast: null,
  error,
});

/** The wallet form, or the refund form back the way the booking was paid, checked and sent. */
async function confirmed(service: ReturnType<typeof serviceOf>, formData: FormData) {
  const refund = formData.get("intent") === REISSUE_REFUND_INTENT;
  const submission = parseWithZod(formData, {
    schema: refund ? reissueRefundFormSchema : reissueConfirmFormSchema,
  });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flat();
    return data(failed(messages.join(" ") || ERROR_TEXTS.invalidData), 400);
  }
  const done = await confirmReissue(service, submission.value);
  if (done.ok) throw redirect(reissueReviewPath(done.payload.reissueId));
  return data(failed(done.errors.map((error) => error.message).join(" ")), 400);
}

/**
 * Paid from (or refunded to) the wallet chosen, or refunded the way the booking was paid,
 * once however often sent, then the new tickets; or the difference paid by card, UPI or
 * bank through the gateway, followed on the payment status page, which ends here once done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const gateway = paymentIntentSchema.parse(intent ?? undefined);
  if (intent === REISSUE_REFUND_INTENT || gateway === WALLET_INTENT) {
    return confirmed(service, formData);
  }
  const { reissueId, amount } = orThrow(await reissueDetails(service, reissueIdFrom(request)));
  const started = await startGatewayPayment(
    service,
    { reissue: { reissueId, amount } },
    gateway,
    formData,
  );
  if (started.ok) {
    throw redirect(`/flight/payment/status?orderRefId=${started.payment.orderRefId}`);
  }
  return data({ intent: gateway, result: started.result, toast: started.toast, error: null }, 400);
}

function flightsOf(trip: Trip) {
  const first = trip.segments[0];
  const last = trip.segments.at(-1);
  const flights = trip.segments.map((s) => `${s.airline.code} ${s.flightNumber}`).join(", ");
  const date = formatCalendarDate(first?.departureTime.slice(0, 10) ?? "");
  const cabin = trip.prices[0]?.fareDetails.ADULT.cabinClass.replace("_", " ").toLowerCase();
  return `${first?.departureAirport.code} to ${last?.arrivalAirport.code}, ${date}, ${flights}, departs ${first?.departureTime.slice(11, 16)}, ${cabin}`;
}

const money = (amount: number) => formatMoney(paise(amount));

function Charges({ reissue }: { reissue: ReissuePayload }) {
  const done = reissue.status === "DONE";
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-2 text-left text-lg font-semibold">
        Fare difference and date-change fee
      </caption>
      <thead>
        <tr>
          <th scope="col">Passenger</th>
          <th scope="col">Old fare</th>
          <th scope="col">New fare</th>
          <th scope="col">Change fee</th>
          {done ? <th scope="col">New ticket</th> : null}
        </tr>
      </thead>
      <tbody>
        {reissue.lines.map((line) => (
          <tr key={line.passengerId}>
            <th scope="row">{line.passengerName}</th>
            <td>{money(line.oldFare)}</td>
            <td>{money(line.newFare)}</td>
            <td>{money(line.changeFee)}</td>
            {done ? <td>{Object.values(line.ticketNumbers).join(", ")}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the done change moved: paid, or refunded to a wallet or the credit shell. */
function doneText(reissue: ReissuePayload) {
  const money = formatMoney(paise(Math.abs(reissue.amount)));
  if (reissue.amount >= 0) return `${money} was paid.`;
  return reissue.wallet === "CREDIT_SHELL"
    ? `${money} is refunded to your credit shell.`
    : `${money} is refunded to your wallet.`;
}

export default function ReissueReview({ loaderData, actionData }: Route.ComponentProps) {
  const { reissue, invoiceAudiences } = loaderData;
  const invoices =
    reissue.amount > 0
      ? laterInvoiceOptions(reissue.bookingId, [{ reissueId: reissue.reissueId }], invoiceAudiences)
      : [];
  const done = reissue.status === "DONE";
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">{done ? DONE_HEADING : HEADING}</h1>
        <p>
          Booking {reissue.bookingId}.{" "}
          {done ? null : (
            <Link to={reissuePath(reissue.bookingId)} className="font-semibold text-link underline">
              Choose another flight
            </Link>
          )}
        </p>
      </div>
      {done ? (
        <p role="status" className="text-lg">
          New tickets are issued. {doneText(reissue)}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">Change</dt>
        <dd>{reissue.kind === "CLASS_CHANGE" ? "Class change" : "Date change"}</dd>
        <dt className="font-semibold">{done ? "Old flight (reissued)" : "Old flight"}</dt>
        <dd>{flightsOf(reissue.oldTrip)}</dd>
        <dt className="font-semibold">New flight</dt>
        <dd>{flightsOf(reissue.newTrip)}</dd>
        <dt className="font-semibold">Fee window</dt>
        <dd>{FEE_WINDOW_LABELS[reissue.window]}</dd>
        <dt className="font-semibold">Fare difference</dt>
        <dd>{money(reissue.fareDifference)}</dd>
        <dt className="font-semibold">Date-change fee</dt>
        <dd>{money(reissue.changeFee)}</dd>
      </dl>
      <Charges reissue={reissue} />
      {done ? (
        <ul className="flex flex-col gap-2">
          {invoices
            .flatMap((invoice) => ("href" in invoice ? [invoice] : []))
            .map((invoice) => (
              <li key={invoice.key}>
                <Link to={invoice.href} className="font-semibold text-link underline">
                  {invoice.label}
                </Link>
              </li>
            ))}
          <li>
            <Link
              to={confirmationPath(reissue.bookingId)}
              className="font-semibold text-link underline"
            >
              Back to the booking
            </Link>
          </li>
        </ul>
      ) : (
        <Payment loaderData={loaderData} actionData={actionData} />
      )}
      <ActionErrorToast message={actionData?.toast} submissionKey={actionData?.result?.status} />
    </div>
  );
}

/**
 * The ways to do a quoted change: a wallet that can pay or take the refund; for a payment
 * the gateway's card, UPI and bank forms; for a refund without a wallet, back the way the
 * booking was paid.
 */
function Payment({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { reissue, modes, gateways } = loaderData;
  const navigation = useNavigation();
  const confirming = navigation.state === "submitting" && !navigation.formData?.has("intent");
  const refund = reissue.amount < 0;
  const amount = paise(Math.abs(reissue.amount));
  const firstPayable = modes.find((mode) => !mode.unavailableReason)?.mode;
  const lastResult = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined;
  return (
    <>
      <p className="text-lg">
        {refund ? "Refund: " : "Total to pay: "}
        <strong>{formatMoney(amount)}</strong>
      </p>
      {actionData?.error ? (
        <Alert tone="error" title="Nothing was changed">
          {actionData.error}
        </Alert>
      ) : null}
      {modes.length > 0 ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="reissueId" value={reissue.reissueId} />
          <input type="hidden" name="amount" value={reissue.amount} />
          <PaymentModes
            modes={modes}
            amountToPay={paise(Math.max(0, reissue.amount))}
            defaultValue={firstPayable}
          />
          {firstPayable ? (
            <div>
              <Button type="submit" variant="primary" isPending={confirming}>
                {refund
                  ? `Confirm and get ${formatMoney(amount)} back`
                  : `Pay ${formatMoney(amount)} and change`}
              </Button>
            </div>
          ) : null}
        </Form>
      ) : null}
      {reissue.amount <= 0 && !firstPayable ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="reissueId" value={reissue.reissueId} />
          <input type="hidden" name="amount" value={reissue.amount} />
          <p>The refund goes back the way the booking was paid; a card's to your credit shell.</p>
          <div>
            <Button
              type="submit"
              variant="primary"
              name="intent"
              value={REISSUE_REFUND_INTENT}
              isPending={navigation.formData?.get("intent") === REISSUE_REFUND_INTENT}
            >
              {`Confirm and get ${formatMoney(amount)} back`}
            </Button>
          </div>
        </Form>
      ) : null}
      <GatewayPaymentForms gateways={gateways} amount={amount} lastResult={lastResult} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
