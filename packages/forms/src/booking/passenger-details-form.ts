import {
  bookingPassengerContexts,
  choiceCheckboxSchema,
  gstDetailsSchema,
  passengerContactSchema,
  passengerListSchema,
  type ReviewedJourney,
} from "@wayfare/domain";
import { z } from "zod";
import { ALLOW_DUPLICATE_FIELD } from "./passenger-details-markers";

/**
 * The passenger details form of a reviewed booking (J§2, J§5): one fieldset per passenger,
 * in the order adults, children, infants (`passengers[i].field`), and the contact
 * (`contact.field`) and the optional GST billing details (`gst.field`), and whether the
 * booker said to book a duplicate anyway. Every rule comes from the domain, each passenger
 * in its own context.
 */
export function passengerDetailsFormSchema(journey: ReviewedJourney) {
  return z.object({
    passengers: passengerListSchema(bookingPassengerContexts(journey)),
    contact: passengerContactSchema,
    gst: gstDetailsSchema(false),
    [ALLOW_DUPLICATE_FIELD]: choiceCheckboxSchema,
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
  gstHeading: "GST details (optional)",
  gstDescription: "For a GST invoice in your company's name.",
  gstNumber: "GST number",
  registeredName: "Registered name",
  billingCompanyName: "Billing company name",
  registeredEmail: "Registered email (optional)",
  gstMobile: "Mobile",
  address: "Address",
  city: "City",
  postalCode: "Postal code",
  submit: "Proceed to review",
  submitting: "UPDATING",
} as const;
