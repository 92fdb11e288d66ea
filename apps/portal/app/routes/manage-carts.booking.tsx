import { endpoints, mayIssueMiscellaneousCharge, mayOpenAnyBooking } from "@wayfare/domain";
import { BookingLog, BookingOverview, ConfirmationHeader } from "@wayfare/ui";
import { data, Link } from "react-router";
import { pageTitle } from "../page-title";
import { bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/manage-carts.booking";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData ? `Booking ${loaderData.booking.bookingId}` : "Booking") },
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
  return {
    booking: orThrow(await service.call(endpoints.deskBooking, { bookingId })),
    mayCharge: mayIssueMiscellaneousCharge(user.role),
  };
}

export default function DeskBooking({ loaderData }: Route.ComponentProps) {
  const { booking, mayCharge } = loaderData;
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
      {mayCharge && booking.status === "Success" ? (
        <p className="mt-4">
          <Link
            to={`/flight/miscellaneous-invoice?bookingId=${booking.bookingId}`}
            className="font-semibold text-link underline"
          >
            Issue a miscellaneous invoice
          </Link>
        </p>
      ) : null}
      <BookingOverview booking={booking} className="mt-6" />
      <BookingLog entries={booking.logs ?? []} className="mt-6" />
    </>
  );
}
