import { endpoints, mayShareCustomerJourney } from "@wayfare/domain";
import { JOURNEY_SHARE_LABELS as LABELS } from "@wayfare/forms";
import { Alert, NativeButton, NativeCheckbox, NativeTextField } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { linkClasses } from "../components/after-booking/link-classes";
import { journeyPath } from "../customer-journey-path";
import { pageTitle } from "../page-title";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.share-journey";

const ERROR_HEADING = "We could not open this booking";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : LABELS.heading) },
];

/** The booking to share (decision 0072): who may see it and is a business user. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const booking = orThrow(await bookingDetails(service, bookingIdFrom(request)));
  const role = (await service.signedInUser())?.role ?? "GUEST";
  return { bookingId: booking.bookingId, mayShare: mayShareCustomerJourney(role) };
}

/** A new link (the service keeps only its hash), or the booking's link revoked. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const bookingId = bookingIdFrom(request);
  const service = serviceOf(context);
  if (formData.get("intent") === "revoke") {
    const revoked = await service.call(endpoints.customerJourneyRevoke, { bookingId });
    if (!revoked.ok)
      return data({ kind: "failed" as const, message: revoked.errors[0]?.message }, 400);
    return { kind: "revoked" as const };
  }
  const showPrice = formData.get("showPrice") === "true";
  const shared = await service.call(endpoints.customerJourneyShare, { bookingId, showPrice });
  if (!shared.ok) return data({ kind: "failed" as const, message: shared.errors[0]?.message }, 400);
  const link = new URL(journeyPath(shared.payload.token), request.url).href;
  return { kind: "shared" as const, link, showPrice };
}

export default function ShareJourney({ loaderData, actionData }: Route.ComponentProps) {
  const { bookingId, mayShare } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{LABELS.heading}</h1>
        <p>Booking ID {bookingId}</p>
        <Link to={`/flight/confirmation?bookingId=${bookingId}`} className={`w-fit ${linkClasses}`}>
          Back to the booking
        </Link>
      </div>
      {!mayShare ? (
        <Alert tone="info" live={false}>
          {LABELS.notAllowed}
        </Alert>
      ) : (
        <>
          <p className="max-w-prose text-fg-muted">{LABELS.intro}</p>
          {actionData?.kind === "failed" ? <Alert tone="error">{actionData.message}</Alert> : null}
          {actionData?.kind === "revoked" ? <Alert tone="success">{LABELS.revoked}</Alert> : null}
          {actionData?.kind === "shared" ? (
            <NativeTextField
              name="link"
              label={LABELS.link}
              readOnly
              defaultValue={actionData.link}
              key={actionData.link}
            />
          ) : null}
          <Form method="post" className="flex flex-col gap-3">
            <NativeCheckbox name="showPrice" value="true" label={LABELS.showPrice} />
            <div className="flex flex-wrap gap-3">
              <NativeButton type="submit" name="intent" value="share" isPending={busy}>
                {LABELS.share}
              </NativeButton>
              <NativeButton type="submit" name="intent" value="revoke" variant="secondary">
                {LABELS.revoke}
              </NativeButton>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
