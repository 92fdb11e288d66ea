import { parseWithZod } from "@conform-to/zod/v4";
import { BOOKING_ACTION_LABELS } from "@wayfare/domain";
import {
  CANCELLATION_INTENTS,
  type CancellationForm,
  cancellationFormSchema,
  CANCELLATION_FORM_LABELS as LABELS,
} from "@wayfare/forms";
import {
  Alert,
  Button,
  CancelBookingPanel,
  CancellationConfirmation,
  RefundQuote,
  StatusBadge,
} from "@wayfare/ui";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { linkClasses } from "../components/after-booking/link-classes";
import { SelectionHiddenFields } from "../components/after-booking/selection-hidden-fields";
import { creditNotesFor } from "../components/booking/invoice-links";
import { loginHrefBackTo } from "../login-next";
import { pageTitle } from "../page-title";
import {
  amendmentGate,
  cancellationConfirm,
  cancellationQuote,
  invoiceAudiencesOf,
} from "../server/after-booking.server";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.cancel";

/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this booking";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : "Cancel booking") },
];

/**
 * The booking to cancel (J§2 'Cancel / amend booking'), the caller's own. Who may cancel
 * what is the domain's `bookingActions`: a guest sees 'Login to Cancel'; a booking that
 * cannot be cancelled says so. Whether a flight has departed is the service's check.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const booking = orThrow(await bookingDetails(service, bookingIdFrom(request)));
  const gate = await amendmentGate(service, booking.status);
  return { booking, gate, invoiceAudiences: await invoiceAudiencesOf(service) };
}

type Selection = Pick<CancellationForm, "segments" | "remarks">;

/** 'Get refund quote' asks the service for the refund; 'Confirm cancellation' cancels. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const submission = parseWithZod(await request.formData(), { schema: cancellationFormSchema });
  if (submission.status !== "success") {
    return data({ kind: "invalid" as const, result: submission.reply() }, 400);
  }
  const { intent, segments, remarks } = submission.value;
  const failed = (call: { errors: { message: string }[] }) =>
    data(
      {
        kind: "failed" as const,
        result: submission.reply(),
        messages: call.errors.map((error) => error.message),
      },
      400,
    );
  if (intent === CANCELLATION_INTENTS.quote) {
    const quoted = await cancellationQuote(service, { bookingId, segments });
    if (!quoted.ok) return failed(quoted);
    const selection: Selection = { segments, remarks };
    return { kind: "quoted" as const, quote: quoted.payload, selection };
  }
  const confirmed = await cancellationConfirm(service, { bookingId, segments, remarks });
  if (!confirmed.ok) return failed(confirmed);
  return { kind: "confirmed" as const, confirmation: confirmed.payload };
}

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { booking, gate, invoiceAudiences } = loaderData;
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  if (actionData?.kind === "confirmed") {
    return (
      <CancellationConfirmation
        confirmation={actionData.confirmation}
        bookingHref={`/flight/confirmation?bookingId=${actionData.confirmation.bookingId}`}
        myBookingsHref="/my-bookings?tab=Cancelled"
        creditNotes={creditNotesFor(actionData.confirmation.bookingId, invoiceAudiences)}
      />
    );
  }
  const bookingHref = `/flight/confirmation?bookingId=${booking.bookingId}`;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const initial = result?.initialValue as Partial<Record<string, unknown>> | null | undefined;
  const ticked = (index: number) => {
    if (!initial) return null;
    const segment = (initial.segments as { passengerIds?: string | string[] }[] | undefined)?.[
      index
    ];
    return [segment?.passengerIds ?? []].flat();
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{LABELS.heading}</h1>
        <p className="flex flex-wrap items-center gap-2">
          Booking ID {booking.bookingId} <StatusBadge status={booking.status} />
        </p>
        <Link to={bookingHref} className={`w-fit ${linkClasses}`}>
          Back to the booking
        </Link>
        {gate === "open" ? (
          <p>
            Want to change the date, class or a name instead?{" "}
            <Link to={`/flight/amend?bookingId=${booking.bookingId}`} className={linkClasses}>
              Request a change
            </Link>
          </p>
        ) : null}
      </div>
      {actionData?.kind === "failed" ? (
        <Alert tone="error">{actionData.messages.join(" ")}</Alert>
      ) : null}
      {gate === "login" ? (
        <Alert tone="info" live={false}>
          <Link
            to={loginHrefBackTo(`${location.pathname}${location.search}`)}
            className={linkClasses}
          >
            {BOOKING_ACTION_LABELS.loginToCancel}
          </Link>
        </Alert>
      ) : gate === "closed" ? (
        <Alert tone="info" live={false}>
          This booking cannot be cancelled.
        </Alert>
      ) : actionData?.kind === "quoted" ? (
        <div className="flex flex-col gap-4">
          <RefundQuote quote={actionData.quote} caption="Refund quote" />
          <Form method="post" className="flex flex-wrap items-center gap-4">
            <SelectionHiddenFields selection={actionData.selection} />
            <Button
              type="submit"
              name="intent"
              value={CANCELLATION_INTENTS.confirm}
              variant="danger"
              isPending={intent === CANCELLATION_INTENTS.confirm}
            >
              {intent === CANCELLATION_INTENTS.confirm ? LABELS.confirming : LABELS.confirm}
            </Button>
            <Link to={`/flight/cancel?bookingId=${booking.bookingId}`} className={linkClasses}>
              {LABELS.change}
            </Link>
          </Form>
        </div>
      ) : (
        <Form method="post" noValidate aria-label={LABELS.heading}>
          <CancelBookingPanel
            booking={booking}
            ticked={ticked}
            remarks={typeof initial?.remarks === "string" ? initial.remarks : undefined}
            errors={{
              segments: result?.error?.segments ?? [],
              remarks: result?.error?.remarks ?? [],
            }}
            submitName="intent"
            submitValue={CANCELLATION_INTENTS.quote}
            isPending={intent === CANCELLATION_INTENTS.quote}
          />
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
