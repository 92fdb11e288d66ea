import type { Segment } from "@wayfare/domain";
import { localToUtcMs } from "../inventory/local-time";
import { airport } from "../reference/airports";

/** The instant a segment leaves, from its local wall-clock time at the departure airport. */
export function segmentDepartureUtc(segment: Segment): Date {
  const [date = "", time = "00:00"] = segment.departureTime.split("T");
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const { timeZone } = airport(segment.departureAirport.code);
  return new Date(localToUtcMs(date, hours * 60 + minutes, timeZone));
}

/** The instant a segment lands, from its local wall-clock time at the arrival airport. */
export function segmentArrivalUtc(segment: Segment): Date {
  const [date = "", time = "00:00"] = segment.arrivalTime.split("T");
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const { timeZone } = airport(segment.arrivalAirport.code);
  return new Date(localToUtcMs(date, hours * 60 + minutes, timeZone));
}
