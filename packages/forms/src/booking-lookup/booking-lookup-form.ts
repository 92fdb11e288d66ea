import { bookingLookupSchema as bookingLookupRules } from "@wayfare/domain";
import { z } from "zod";

/**
 * The guest booking lookup (J§2 My bookings): email or mobile plus booking id, with the
 * domain's messages ('Please Enter Email/Mobile'). FormData-shaped.
 */
const { emailOrMobile, bookingId } = bookingLookupRules.shape;
export const bookingLookupFormSchema = z.object({ emailOrMobile, bookingId });

export const BOOKING_LOOKUP_FORM_LABELS = {
  heading: "Find your booking",
  intro: "Enter the booking id and the email or mobile given as the booking's contact.",
  bookingId: "Booking id",
  bookingIdDescription: "As on your confirmation: WF and 13 digits.",
  emailOrMobile: "Email or mobile",
  submit: "Find booking",
  loginToCancel: "Login to Cancel",
} as const;
