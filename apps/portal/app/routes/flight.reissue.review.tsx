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
import { reissueConfirmFormSchema } from "@wayfare/forms";
import { Alert, Button, PaymentModes } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { amendmentInvoiceOptions } from "../components/booking/invoice-links";
import { confirmationPath } from "../confirmation-path";
import { pageTitle } from "../page-title";
import { reissuePath, reissueReviewPath } from "../reissue-paths";
import { invoiceAudiencesOf } from "../server/after-booking.server";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { accountBalances, walletModesFor } from "../server/payment.server";
import { confirmReissue, reissueDetails, reissueIdFrom } from "../server/reissue.server";
import type { Route } from "./+types/flight.reissue.review";

const HEADING = "Review the change";
const DONE_HEADING = "Your booking is changed";
/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this change";

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  {
    title: pageTitle(
      error ? ERROR_HEADING : loaderData?.reissue.status === "DONE" ? DONE_HEADING : HEADING,
    ),
  },
];

/** The quote (old and new flights, the difference and fee) and the wallets; once done, the new tickets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const reissue = orThrow(await reissueDetails(service, reissueIdFrom(request)));
  const balances = reissue.status === "QUOTED" ? await accountBalances(service) : undefined;
  const invoiceAudiences = reissue.status === "DONE" ? await invoiceAudiencesOf(service) : null;
  const modes = walletModesFor(balances, Math.max(0, reissue.amount));
  return { reissue, modes, invoiceAudiences: invoiceAudiences ?? [] };
}

/** Paid from (or refunded to) the wallet chosen, once however often sent; then the new tickets. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const submission = parseWithZod(await request.formData(), { schema: reissueConfirmFormSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flat();
    return data({ error: messages.join(" ") || ERROR_TEXTS.invalidData }, 400);
  }
  const done = await confirmReissue(service, submission.value);
  if (done.ok) throw redirect(reissueReviewPath(done.payload.reissueId));
  return data({ error: done.errors.map((error) => error.message).join(" ") }, 400);
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

export default function ReissueReview({ loaderData, actionData }: Route.ComponentProps) {
  const { reissue, modes, invoiceAudiences } = loaderData;
  const invoices =
    reissue.amount > 0
      ? amendmentInvoiceOptions(
          reissue.bookingId,
          [{ reissueId: reissue.reissueId }],
          invoiceAudiences,
        )
      : [];
  const confirming = useNavigation().state === "submitting";
  const done = reissue.status === "DONE";
  const refund = reissue.amount < 0;
  const amount = paise(Math.abs(reissue.amount));
  const firstPayable = modes.find((mode) => !mode.unavailableReason)?.mode;
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
          New tickets are issued.{" "}
          {refund
            ? `${formatMoney(amount)} is refunded to your wallet.`
            : `${formatMoney(amount)} was paid.`}
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
        <>
          <p className="text-lg">
            {refund ? "Refund to your wallet: " : "Total to pay: "}
            <strong>{formatMoney(amount)}</strong>
          </p>
          {actionData?.error ? (
            <Alert tone="error" title="Nothing was changed">
              {actionData.error}
            </Alert>
          ) : null}
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
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
