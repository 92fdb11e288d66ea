import { getFormProps } from "@conform-to/react";
import { DESK_LOOKUP_MESSAGES } from "@wayfare/domain";
import {
  DESK_BOOKING_SEARCH_LABELS,
  deskBookingSearchFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { BookingCard, DeskBookingSearch } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";
import type { DeskSearch } from "../../server/desk-search.server";

const deskBookingHref = (bookingId: string) => `/manage-carts/booking?bookingId=${bookingId}`;

/**
 * The booking desk's "Find a booking" (decision 0066): a GET form for a booking id or a PNR,
 * and what it found, each booking a card that opens the desk's read-only view of it.
 */
export function DeskBookingSearchSection({ search }: { search: DeskSearch }) {
  const [form, fields] = useValidatedForm(
    deskBookingSearchFormSchema,
    search.result,
    "desk-search",
  );
  const searching = useNavigation().state === "loading";
  const { bookings } = search;
  return (
    <section aria-labelledby="desk-search-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="desk-search-heading" className="text-lg font-semibold">
        {DESK_BOOKING_SEARCH_LABELS.heading}
      </h2>
      <p className="text-fg-muted">{DESK_BOOKING_SEARCH_LABELS.intro}</p>
      <Form method="get" {...getFormProps(form)} className="max-w-2xl">
        <DeskBookingSearch field={textFieldProps(fields.query)} isPending={searching} />
      </Form>
      <div role="status">
        {bookings?.length === 0 ? <p>{DESK_LOOKUP_MESSAGES.notFound}</p> : null}
      </div>
      {bookings && bookings.length > 0 ? (
        <ul
          aria-label={DESK_BOOKING_SEARCH_LABELS.found(bookings.length)}
          className="flex flex-col gap-3"
        >
          {bookings.map((booking) => (
            <li key={booking.bookingId}>
              <BookingCard
                booking={booking}
                href={deskBookingHref(booking.bookingId)}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
