import { parseWithZod } from "@conform-to/zod/v4";
import {
  type BookingPayload,
  CABIN_CLASSES,
  formatCalendarDate,
  formatMoney,
  paise,
  type Trip,
} from "@wayfare/domain";
import { reissueChoiceFormSchema } from "@wayfare/forms";
import {
  Alert,
  Button,
  NativeButton,
  NativeSelectField,
  NativeTextField,
  Radio,
  RadioGroup,
} from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { confirmationPath } from "../confirmation-path";
import { pageTitle } from "../page-title";
import { reissueReviewPath } from "../reissue-paths";
import { ticketedBookingFrom } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { quoteReissue, reissueFlights, reissueFlowOf } from "../server/reissue.server";
import type { Route } from "./+types/flight.reissue";

const HEADING = "Change date or class";
/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this booking";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : HEADING) },
];

/**
 * Reissue (J§2 post-booking modes, flow types REISSUE and RESCHEDULE; decision 0069): a leg
 * of a ticketed booking, its passengers, a search for the new date or cabin (the page's URL
 * is the one-way search URL with the bookingId, F§5) and the flights it finds.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const booking = await ticketedBookingFrom(service, request);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get("tripIndex") ?? "0");
  const tripIndex = booking.tripInfos[asked] ? asked : 0;
  const flights = await reissueFlights(service, request);
  return { booking, flowType: reissueFlowOf(url), tripIndex, flights };
}

/** The chosen flight priced by the service, then on to the review. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const submission = parseWithZod(await request.formData(), { schema: reissueChoiceFormSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flat();
    return data({ error: messages.join(" ") }, 400);
  }
  const quoted = await quoteReissue(service, submission.value);
  if (quoted.ok) throw redirect(reissueReviewPath(quoted.payload.reissueId));
  return data({ error: quoted.errors.map((error) => error.message).join(" ") }, 400);
}

const time = (localDateTime: string) => localDateTime.slice(11, 16);

function legLabel(trip: Trip) {
  const first = trip.segments[0];
  const last = trip.segments.at(-1);
  if (!first || !last) return "";
  const flights = trip.segments.map((s) => `${s.airline.code} ${s.flightNumber}`).join(", ");
  return `${first.departureAirport.code} to ${last.arrivalAirport.code}, ${formatCalendarDate(first.departureTime.slice(0, 10))}, ${flights}, departs ${time(first.departureTime)}, arrives ${time(last.arrivalTime)}`;
}

const passengerNames = (booking: BookingPayload) =>
  booking.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`).join(", ");

/** One leg's search: a new date and cabin, the rest of the search URL hidden. */
function LegSearch({
  booking,
  trip,
  tripIndex,
  flowType,
}: {
  booking: BookingPayload;
  trip: Trip;
  tripIndex: number;
  flowType: string;
}) {
  const first = trip.segments[0];
  const last = trip.segments.at(-1);
  const cabin = trip.prices[0]?.fareDetails.ADULT.cabinClass ?? "ECONOMY";
  const hidden = {
    flowType,
    bookingId: booking.bookingId,
    tripIndex: String(tripIndex),
    tripType: "0",
    from: first?.departureAirport.code ?? "",
    to: last?.arrivalAirport.code ?? "",
    ADT: String(booking.paxInfo.ADULT),
    CHD: String(booking.paxInfo.CHILD),
    INF: String(booking.paxInfo.INFANT),
  };
  const searching = useNavigation().state === "loading";
  return (
    <section aria-labelledby={`leg-${tripIndex}`} className="flex flex-col gap-3">
      <h2 id={`leg-${tripIndex}`} className="text-xl font-semibold">
        {legLabel(trip)}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-4">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <NativeTextField
          type="date"
          name="dep"
          label="New travel date"
          required
          defaultValue={first?.departureTime.slice(0, 10)}
        />
        <NativeSelectField
          name="pClass"
          label="Cabin class"
          placeholder="Select"
          defaultValue={cabin}
          options={CABIN_CLASSES.filter((c) => c.cabinClass !== "MIXED").map((c) => ({
            value: c.cabinClass,
            label: c.label,
          }))}
        />
        <NativeButton type="submit" variant="secondary" isPending={searching}>
          Search flights
        </NativeButton>
      </Form>
    </section>
  );
}

function flightOption(trip: Trip, price: Trip["prices"][number]) {
  const first = trip.segments[0];
  const last = trip.segments.at(-1);
  const flights = trip.segments.map((s) => `${s.airline.name} ${s.airline.code} ${s.flightNumber}`);
  return `${flights.join(", ")}, ${formatCalendarDate(first?.departureTime.slice(0, 10) ?? "")}, departs ${time(first?.departureTime ?? "")}, arrives ${time(last?.arrivalTime ?? "")}, ${price.fareIdentifier}, ${formatMoney(paise(price.total))} for all passengers`;
}

export default function Reissue({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, flowType, tripIndex, flights } = loaderData;
  const reviewing = useNavigation().state === "submitting";
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">{HEADING}</h1>
        <p>
          Booking {booking.bookingId}. Every passenger on the journey moves together:{" "}
          {passengerNames(booking)}. New tickets are issued; you pay the fare difference and the
          airline's date-change fee, or get the difference back to your wallet.{" "}
          <Link
            to={confirmationPath(booking.bookingId)}
            className="font-semibold text-link underline"
          >
            Back to the booking
          </Link>
        </p>
      </div>
      {booking.tripInfos.map((trip, index) => (
        <LegSearch
          key={trip.id}
          booking={booking}
          trip={trip}
          tripIndex={index}
          flowType={flowType}
        />
      ))}
      {flights.kind === "problem" ? (
        <Alert tone="error" title="These flights cannot be searched">
          {flights.messages.join(" ")}
        </Alert>
      ) : null}
      {actionData?.error ? (
        <Alert tone="error" title="Nothing was changed">
          {actionData.error}
        </Alert>
      ) : null}
      {flights.kind === "flights" ? (
        flights.trips.length === 0 ? (
          <p role="status">No flights on that date. Please try another date.</p>
        ) : (
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="bookingId" value={booking.bookingId} />
            <input type="hidden" name="tripIndex" value={tripIndex} />
            <RadioGroup name="priceId" label="New flight" isRequired>
              {flights.trips.flatMap((trip) =>
                trip.prices.map((price) => (
                  <Radio key={price.id} value={price.id}>
                    {flightOption(trip, price)}
                  </Radio>
                )),
              )}
            </RadioGroup>
            <div>
              <Button type="submit" variant="primary" isPending={reviewing}>
                Review the change
              </Button>
            </div>
          </Form>
        )
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
