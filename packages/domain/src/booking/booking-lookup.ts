import { z } from "zod";
import { isValidEmail } from "../passengers/email";
import { PASSENGER_MESSAGES } from "../passengers/messages";
import { isEmailOrMobile } from "../passengers/mobile";
import { noControlCharacters } from "../text/plain-text";

/**
 * A guest looks a booking up by email or mobile plus booking id (J§2). The spec gives
 * 'Please Enter Email/Mobile' for a blank contact; a malformed one reads as the other
 * email-or-mobile fields do; a blank booking id has no spec text: 'Please Enter Booking Id'.
 */
export const BOOKING_LOOKUP_MESSAGES = {
  contactEmpty: "Please Enter Email/Mobile",
  contactInvalid: PASSENGER_MESSAGES.emailOrMobileInvalid,
  bookingIdEmpty: "Please Enter Booking Id",
} as const;

export const bookingLookupSchema = z.object({
  emailOrMobile: z
    .string({ error: BOOKING_LOOKUP_MESSAGES.contactEmpty })
    .check(noControlCharacters(BOOKING_LOOKUP_MESSAGES.contactInvalid))
    .trim()
    .min(1, { error: BOOKING_LOOKUP_MESSAGES.contactEmpty, abort: true })
    .refine(isEmailOrMobile, BOOKING_LOOKUP_MESSAGES.contactInvalid),
  bookingId: z
    .string({ error: BOOKING_LOOKUP_MESSAGES.bookingIdEmpty })
    .check(noControlCharacters())
    .trim()
    .min(1, BOOKING_LOOKUP_MESSAGES.bookingIdEmpty),
});

export type BookingLookup = z.infer<typeof bookingLookupSchema>;

/** Which of the booking's contact fields a looked-up email-or-mobile is to be matched with. */
export function bookingLookupContact(
  emailOrMobile: string,
): { email: string } | { mobile: string } {
  const value = emailOrMobile.trim();
  return isValidEmail(value) ? { email: value } : { mobile: value };
}
