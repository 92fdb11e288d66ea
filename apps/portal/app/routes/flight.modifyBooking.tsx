import { parseWithZod } from "@conform-to/zod/v4";
import { ERROR_TEXTS } from "@wayfare/domain";
import { modifyBookingFormSchema } from "@wayfare/forms";
import { Alert, Button } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { AddOnChoices } from "../components/booking/add-on-choices";
import { confirmationPath } from "../confirmation-path";
import { modifyBookingReviewPath } from "../modify-booking-paths";
import { pageTitle } from "../page-title";
import { loadAddOns } from "../server/add-ons.server";
import { bookingIdFrom, ticketedBookingFrom } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { quoteModification } from "../server/modify-booking.server";
import type { Route } from "./+types/flight.modifyBooking";

const HEADING = "Add seats, meals or baggage";
/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this booking";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : HEADING) },
];

/**
 * Modify booking (J§2 /flight/modifyBooking/, flow type MODIFYBOOKING): the add-ons page's
 * seat map, meals and baggage for a ticketed booking, starting from what it has.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const booking = await ticketedBookingFrom(service, request);
  const { seatMap, ssr } = await loadAddOns(service, booking.bookingId);
  return { booking, seatMap, ssr };
}

/** What the choices add, priced by the service, then on to its review. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const { ssr } = await loadAddOns(service, bookingId);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: modifyBookingFormSchema(ssr) });
  if (submission.status !== "success") return data({ error: ERROR_TEXTS.invalidData }, 400);
  const quoted = await quoteModification(service, bookingId, submission.value);
  if (quoted.ok) throw redirect(modifyBookingReviewPath(quoted.payload.modificationId));
  return data({ error: quoted.errors.map((error) => error.message).join(" ") }, 400);
}

export default function ModifyBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, seatMap, ssr } = loaderData;
  const pricing = useNavigation().state === "submitting";
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">{HEADING}</h1>
        <p>
          Booking {booking.bookingId}: choose what to add for each passenger and flight. What is
          already booked stays as it is.{" "}
          <Link
            to={confirmationPath(booking.bookingId)}
            className="font-semibold text-link underline"
          >
            Back to the booking
          </Link>
        </p>
      </div>
      {actionData?.error ? (
        <Alert tone="error" title="Nothing was added">
          {actionData.error}
        </Alert>
      ) : null}
      <Form method="post" className="flex min-w-0 flex-col gap-8">
        <AddOnChoices seatMap={seatMap} ssr={ssr} services={false} />
        <div>
          <Button type="submit" variant="primary" isPending={pricing}>
            Review the price
          </Button>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
