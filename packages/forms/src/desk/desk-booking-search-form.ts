import { deskQuerySchema } from "@wayfare/domain";
import { z } from "zod";

/**
 * The booking desk's search (decision 0066): a booking id or an airline PNR, sent in the
 * URL (`?query=`), with the domain's message for anything else.
 */
export const deskBookingSearchFormSchema = z.object({ query: deskQuerySchema });

/** The page's own words; the field and the button are DeskBookingSearch's. */
export const DESK_BOOKING_SEARCH_LABELS = {
  heading: "Find a booking",
  intro:
    "Any customer's booking, by its booking id or an airline PNR. Each search and each booking opened is recorded.",
  found: (count: number) => (count === 1 ? "1 booking found" : `${count} bookings found`),
} as const;
