import { endpoints, SEAT_LEGEND, type SeatMapPayload, type SeatMapSegment } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { AIRCRAFT_TYPES } from "../inventory/aircraft";
import { loadAddOnBooking } from "../modify-booking/ticketed-booking";
import { type AddOnFlight, segmentHeading } from "./add-on-flights";
import { type SeatLayout, seatLayout } from "./seat-layout";
import { heldOn, seatsHeldByOthers } from "./sold-seats";
import { passengersOf, type UnpaidBooking } from "./unpaid-booking";

function seatMapSegment(
  flight: AddOnFlight,
  layout: SeatLayout,
  heldByOthers: Set<string>,
  booking: UnpaidBooking["booking"],
): SeatMapSegment {
  const aircraft = AIRCRAFT_TYPES[flight.flight.aircraft];
  const rows = layout.rows.map((row) => ({
    ...row,
    seats: row.seats.map(({ blocked, ...seat }) => ({
      ...seat,
      status: blocked ? "blocked" : heldByOthers.has(seat.seatNo) ? "occupied" : "available",
    })) as SeatMapSegment["decks"][number]["rows"][number]["seats"],
  }));
  const chosen = booking.addOns.flatMap((addOn) =>
    addOn.segmentId === flight.segment.id && addOn.seat
      ? [{ passengerIndex: addOn.passengerIndex, ...addOn.seat }]
      : [],
  );
  return {
    ...segmentHeading(flight),
    aircraft: { code: aircraft.code, name: aircraft.name },
    cabinClass: flight.cabinClass,
    decks: [{ deck: 1, columns: layout.columns, aislesAfter: layout.aislesAfter, rows }],
    legend: [...SEAT_LEGEND],
    chosen,
  };
}

/**
 * POST /xms/v1/flight/seat-map: per flight of the caller's unpaid or ticketed booking, the cabin's
 * seats with type, features, fare and status, the legend, and the seats already chosen.
 */
export const seatMap = forUser(endpoints.seatMap, async ({ bookingId }, { ctx, subject }) => {
  const now = ctx.config.now();
  const loaded = await loadAddOnBooking(ctx.db, subject, bookingId, now);
  if (loaded instanceof Refusal) return loaded;
  const { booking, flights } = loaded;
  const layouts = flights.map((flight) =>
    seatLayout(flight.flight, flight.cabinClass, !flight.isDomestic),
  );
  if (layouts.some((layout) => layout === undefined)) return refuse("1916", 404);
  const held = await seatsHeldByOthers(ctx.db, flights, booking.id, now);
  const payload: SeatMapPayload = {
    bookingId: booking.id,
    passengers: passengersOf(booking),
    segments: flights.map((flight, index) =>
      seatMapSegment(flight, layouts[index] as SeatLayout, heldOn(held, flight), booking),
    ),
  };
  return payload;
});
