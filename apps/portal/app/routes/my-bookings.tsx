import {
  groupMemberOf,
  type MyBookingsTab,
  mayImportBooking,
  retailRedirectTarget,
} from "@wayfare/domain";
import { BookingCard, BookingFilters, BookingTabs, EmptyBookings } from "@wayfare/ui";
import { Form, Link, redirect } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { linkClasses } from "../components/after-booking/link-classes";
import { Pager } from "../components/after-booking/pager";
import { awaitingTicketsMessages } from "../components/booking/ticketing-failure-notice";
import { pageTitle } from "../page-title";
import { myBookings, myBookingsQueryFrom, signedIn } from "../server/after-booking.server";
import { orThrow } from "../server/booking.server";
import { bookingFiltersFrom } from "../server/booking-filters.server";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/my-bookings";

/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not show your bookings";

export const meta: Route.MetaFunction = ({ data, error, matches }) => [
  {
    title: error ? pageTitle(matches, ERROR_HEADING) : pageTitle(matches, "My bookings", data?.tab),
  },
];

/**
 * The caller's bookings under one tab, a page at a time (J§2 My bookings). Retail users
 * are sent to the flight search (F§2); a guest token has no bookings to list.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const retail = retailRedirectTarget(url.pathname, portalConfig.clientMode);
  if (retail) throw redirect(retail);
  const service = serviceOf(context);
  if (!(await signedIn(service))) throw redirect("/app/login");
  const { filter, fields, params } = bookingFiltersFrom(url);
  const query = { ...myBookingsQueryFrom(request), filter };
  const payload = orThrow(await myBookings(service, query));
  const user = await service.signedInUser();
  return {
    ...payload,
    mayImport: user !== undefined && mayImportBooking(groupMemberOf(user)),
    explicitSize: url.searchParams.has("pageSize"),
    filters: { fields, params },
  };
}

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  const { tab, page, pageSize, counts, bookings, explicitSize, bookers, filters, mayImport } =
    loaderData;
  const hrefOf = (nextTab: MyBookingsTab, nextPage = 1) => {
    const params = new URLSearchParams([["tab", nextTab], ...filters.params]);
    if (nextPage > 1) params.set("page", String(nextPage));
    if (explicitSize) params.set("pageSize", String(pageSize));
    return `/my-bookings?${params}`;
  };
  const pages = Math.ceil(counts[tab] / pageSize);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">My bookings</h1>
      {mayImport ? (
        <p className="mb-4">
          <Link to="/flight/import" className="font-semibold text-link underline">
            Import a booking by its PNR
          </Link>
        </p>
      ) : null}
      <Form method="get" aria-label="Filter bookings" className="mb-6">
        <input type="hidden" name="tab" value={tab} />
        <BookingFilters
          fields={filters.fields}
          bookers={bookers.map((booker) => ({ value: booker.userId, label: booker.name }))}
          clearHref={filters.params.length > 0 ? `/my-bookings?tab=${tab}` : undefined}
        />
      </Form>
      <BookingTabs current={tab} counts={counts} hrefOf={(next) => hrefOf(next)} />
      <section aria-label={`${tab} bookings`} className="mt-6">
        {bookings.length === 0 ? (
          <EmptyBookings
            tab={tab}
            action={
              <Link to="/flight" className={linkClasses}>
                Search flights
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {bookings.map((booking) => (
              <li key={booking.bookingId}>
                <BookingCard
                  booking={booking}
                  href={`/flight/confirmation?bookingId=${booking.bookingId}`}
                  messages={booking.awaitingTickets ? awaitingTicketsMessages : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page + 1}
          pages={pages}
          hrefOf={(next) => hrefOf(tab, next)}
          label={`${tab} bookings pages`}
        />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
