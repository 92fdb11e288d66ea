import {
  bookingPassengerContexts,
  passengerContactSchema,
  passengerListSchema,
  type ReviewedJourney,
} from "@wayfare/domain";
import { z } from "zod";

/**
 * The passenger details form of a reviewed booking (J§2, J§5): one fieldset per passenger,
 * in the order adults, children, infants (`passengers[i].field`), and the contact
 * (`contact.field`). Every rule comes from the domain, each passenger in its own context.
 */
export function passengerDetailsFormSchema(journey: ReviewedJourney) {
  return z.object({
    passengers: passengerListSchema(bookingPassengerContexts(journey)),
    contact: passengerContactSchema,
  });
}

export const PASSENGER_DETAILS_LABELS = {
  heading: "Passenger details",
  contactHeading: "Contact details",
  contactDescription: "Your tickets and updates are sent here.",
  emergencyHeading: "Emergency contact (optional)",
  title: "Title",
  titlePlaceholder: "Select",
  firstName: "First name and middle name",
  lastName: "Last name",
  dob: "Date of birth",
  pNat: "Nationality (passport)",
  pNum: "Passport number",
  eD: "Passport expiry date",
  pid: "Passport issue date",
  frequentFlyer: "Frequent flyer number (optional)",
  countryCode: "Country code",
  mobile: "Mobile",
  email: "Email",
  destinationAddress: "Address at destination (optional)",
  emergencyContactName: "Name",
  emergencyContactMobile: "Mobile",
  submit: "Proceed to review",
  submitting: "UPDATING",
} as const;
