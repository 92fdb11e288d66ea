import { importLastNameSchema, importPnrSchema } from "@wayfare/domain";
import { z } from "zod";

/** IMPORT (decision 0084): an airline PNR and a passenger's last name, as the service checks them. */
export const bookingImportFormSchema = z.object({
  pnr: importPnrSchema,
  lastName: importLastNameSchema,
});

export const BOOKING_IMPORT_FORM_LABELS = {
  heading: "Import a booking",
  intro:
    "A booking your customer made with us directly: enter its airline PNR and a passenger's last name, and it joins your bookings.",
  pnr: "Airline PNR",
  lastName: "Passenger's last name",
  submit: "Import booking",
  myBookings: "Go to my bookings",
} as const;
