import { parseWithZod } from "@conform-to/zod/v4";
import { BOOKING_ACTION_LABELS } from "@wayfare/domain";
import {
  amendmentRequestFormSchema,
  AMENDMENT_REQUEST_FORM_LABELS as LABELS,
  REQUESTABLE_AMENDMENTS,
} from "@wayfare/forms";
import { Alert, CancelBookingPanel, StatusBadge, TextField } from "@wayfare/ui";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { linkClasses } from "../components/after-booking/link-classes";
import { loginHrefBackTo } from "../login-next";
import { pageTitle } from "../page-title";
import { amendmentGate } from "../server/after-booking.server";
import { raiseAmendmentRequest } from "../server/amendment-request.server";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.amend";

/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this booking";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : "Request a change") },
];

/** The booking to change (J§2 'Cancel / amend booking'): who may is who may cancel it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const booking = orThrow(await bookingDetails(service, bookingIdFrom(request)));
  return { booking, gate: await amendmentGate(service, booking.status) };
}

/** The request checked with the service's schema, then sent to the travel desk. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  formData.set("bookingId", bookingIdFrom(request));
  const submission = parseWithZod(formData, { schema: amendmentRequestFormSchema });
  if (submission.status !== "success") {
    return data({ kind: "invalid" as const, result: submission.reply() }, 400);
  }
  const raised = await raiseAmendmentRequest(serviceOf(context), submission.value);
  if (!raised.ok) {
    const messages = raised.errors.map((error) => error.message);
    return data({ kind: "failed" as const, result: submission.reply(), messages }, 400);
  }
  return { kind: "raised" as const, raised: raised.payload };
}

export default function RequestChange({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { booking, gate } = loaderData;
  const sending = useNavigation().state === "submitting";
  const bookingHref = `/flight/confirmation?bookingId=${booking.bookingId}`;
  if (actionData?.kind === "raised") {
    const type = REQUESTABLE_AMENDMENTS.find(
      (entry) => entry.type === actionData.raised.amendmentType,
    );
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold">{LABELS.done}</h1>
        <Alert tone="success" title={`Request ID ${actionData.raised.requestId}`}>
          Your {type?.label.toLowerCase()} request for booking {booking.bookingId} is with our
          travel desk. We have emailed you its details; they will contact you before changing
          anything.
        </Alert>
        <Link to={bookingHref} className={`w-fit ${linkClasses}`}>
          View booking
        </Link>
      </div>
    );
  }
  const result = "result" in (actionData ?? {}) ? actionData?.result : undefined;
  const errors = (field: string) => result?.error?.[field] ?? [];
  const initial = result?.initialValue as Record<string, unknown> | null | undefined;
  const text = (field: string) =>
    typeof initial?.[field] === "string" ? initial[field] : undefined;
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
          This booking cannot be changed.
        </Alert>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-5" aria-label={LABELS.heading}>
          <p className="max-w-prose text-fg-muted">{LABELS.intro}</p>
          <CancelBookingPanel
            booking={booking}
            ticked={ticked}
            amendmentTypes={REQUESTABLE_AMENDMENTS}
            amendmentType={text("amendmentType")}
            remarks={text("remarks")}
            errors={{
              amendmentType: errors("amendmentType"),
              segments: errors("segments"),
              remarks: errors("remarks"),
            }}
            isPending={sending}
            messages={{
              amendmentType: LABELS.type,
              passengersHeading: LABELS.passengersHeading,
              passengersDescription: LABELS.passengersDescription,
              submit: LABELS.submit,
              submitting: LABELS.submitting,
            }}
          >
            <TextField
              name="correction"
              label={LABELS.correction}
              description={LABELS.correctionDescription}
              defaultValue={text("correction")}
              errors={errors("correction")}
              maxLength={500}
            />
          </CancelBookingPanel>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
