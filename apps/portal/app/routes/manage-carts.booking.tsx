import { endpoints, mayOpenAnyBooking } from "@wayfare/domain";
import { BookingLog, BookingOverview, ConfirmationHeader } from "@wayfare/ui";
import { data, Link } from "react-router";
import { pageTitle } from "../page-title";
import { bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/manage-carts.booking";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Booking ${loaderData.booking.bookingId}` : "Booking") },
];

/**
 * The booking desk's view of any booking (decision 0066): read-only, with its logs; the
 * service records each opening. Not there for other roles.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const user = await service.signedInUser();
  if (!user || !mayOpenAnyBooking(user.role)) throw data(null, { status: 404 });
  const bookingId = bookingIdFrom(request);
  return { booking: orThrow(await service.call(endpoints.deskBooking, { bookingId })) };
}

export default function DeskBooking({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  return (
    <>
      <Link to="/manage-carts" className="font-semibold text-link underline">
        Back to Manage carts
      </Link>
      <ConfirmationHeader
        bookingId={booking.bookingId}
        status={booking.status}
        pnrs={booking.pnrs}
        onHoldTill={booking.payBy}
        messages={{ title: () => `Booking ${booking.bookingId}` }}
        className="mt-4"
      />
      <BookingOverview booking={booking} className="mt-6" />
      <BookingLog entries={booking.logs ?? []} className="mt-6" />
    </>
  );
}
