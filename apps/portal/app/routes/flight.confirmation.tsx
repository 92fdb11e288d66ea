import {
  BOOKING_ACTION_LABELS,
  bookingPayloadSchema,
  catalogueError,
  UNHOLD_PATH,
} from "@wayfare/domain";
import { Button, ConfirmationHeader } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { BookingOverview } from "../components/booking/booking-overview";
import { bookingDetails, bookingIdFrom, callAsUser, orThrow } from "../server/booking.server";
import type { Route } from "./+types/flight.confirmation";

export const meta: Route.MetaFunction = () => [{ title: "Booking confirmation · Wayfare" }];

/** The booking as it stands (J§2 Confirmation): ticketed, on hold, or cancelled. */
export async function loader({ request }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const { payload: booking, setCookie } = orThrow(await bookingDetails(request, bookingId));
  if (booking.status === "Pending") {
    throw redirect(`/flight/review?bookingId=${bookingId}`, {
      headers: { "set-cookie": setCookie },
    });
  }
  return data({ booking }, { headers: { "set-cookie": setCookie } });
}

/** 'Unhold' releases a held booking and its seats. */
export async function action({ request }: Route.ActionArgs) {
  const bookingId = bookingIdFrom(request);
  const released = await callAsUser(request, UNHOLD_PATH, { bookingId }, bookingPayloadSchema);
  const headers = released.setCookie ? { "set-cookie": released.setCookie } : undefined;
  if (released.ok) throw redirect(`/flight/confirmation?bookingId=${bookingId}`, { headers });
  const toast = released.errors[0]?.message ?? catalogueError("100").message;
  return data({ toast }, { status: 400, headers });
}

export default function Confirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const unholding = useNavigation().state === "submitting";
  const held = booking.status === "On Hold";
  return (
    <>
      <ConfirmationHeader
        bookingId={booking.bookingId}
        status={booking.status}
        pnrs={booking.pnrs}
        onHoldTill={booking.payBy}
      >
        {held ? (
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={`/flight/payment?bookingId=${booking.bookingId}`}
              className="font-semibold text-link underline"
            >
              Pay now
            </Link>
            <Form method="post">
              <Button type="submit" variant="secondary" isPending={unholding}>
                Unhold
              </Button>
            </Form>
          </div>
        ) : booking.status === "Success" ? (
          <Link
            to={`/flight/cancel?bookingId=${booking.bookingId}`}
            className="font-semibold text-link underline"
          >
            {BOOKING_ACTION_LABELS.cancel}
          </Link>
        ) : null}
      </ConfirmationHeader>
      <BookingOverview booking={booking} />
      <ActionErrorToast message={actionData?.toast} submissionKey={actionData?.toast} />
    </>
  );
}
