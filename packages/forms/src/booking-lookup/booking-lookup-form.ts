import { bookingLookupSchema as bookingLookupRules } from "@wayfare/domain";
import { z } from "zod";

/**
 * The guest booking lookup (J§2 My bookings): email or mobile plus booking id, with the
 * domain's messages ('Please Enter Email/Mobile'). FormData-shaped.
 */
const { emailOrMobile, bookingId } = bookingLookupRules.shape;
export const bookingLookupFormSchema = z.object({ emailOrMobile, bookingId });

/** The page's own words; the fields and the button are BookingLookupForm's. */
export const BOOKING_LOOKUP_FORM_LABELS = {
  heading: "Find your booking",
  intro: "Enter the booking id and the email or mobile given as the booking's contact.",
} as const;
