import { parseWithZod } from "@conform-to/zod/v4";
import {
  bookingPassengerContexts,
  choiceCheckboxSchema,
  dynamicFieldsSchema,
  gstDetailsSchema,
  journeyDynamicFields,
  passengerContactSchema,
  passengerListSchema,
  type ReviewedJourney,
} from "@wayfare/domain";
import { z } from "zod";
import { ALLOW_DUPLICATE_FIELD, SAVE_GST_FIELD } from "./passenger-details-markers";

/**
 * The passenger details form of a reviewed booking (J§2, J§5): one fieldset per passenger,
 * in the order adults, children, infants (`passengers[i].field`), and the contact
 * (`contact.field`) and the optional GST billing details (`gst.field`) with whether to keep
 * them for later bookings, and whether the booker said to book a duplicate anyway. Every rule comes from the domain, each passenger
 * in its own context.
 */
export function passengerDetailsFormSchema(journey: ReviewedJourney) {
  return z.object({
    passengers: passengerListSchema(bookingPassengerContexts(journey)),
    contact: passengerContactSchema,
    // The fields the fares ask for (J§5 by basis), `dynamic.<key>`; none posted is none given.
    dynamic: z.preprocess(
      (posted) => posted ?? {},
      dynamicFieldsSchema(journeyDynamicFields(journey)),
    ),
    gst: gstDetailsSchema(false),
    [SAVE_GST_FIELD]: choiceCheckboxSchema,
    [ALLOW_DUPLICATE_FIELD]: choiceCheckboxSchema,
  });
}

/** The form read with its schema: the server action's reading, and the browser's check. */
export function checkPassengerDetailsForm(journey: ReviewedJourney, formData: FormData) {
  return parseWithZod(formData, { schema: passengerDetailsFormSchema(journey) });
}
