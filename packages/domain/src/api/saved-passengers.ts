import { z } from "zod";
import { paxTypeSchema } from "../catalogues/pax-type-schemas";
import { PASSENGER_FORM_FIELDS, type PassengerFormField } from "../passengers/passenger-schema";
import { requestBodySchema } from "./envelope";

/**
 * The travellers of the user's earlier bookings (J§3 paxSuggestions; the call is not
 * shown): the latest first, each once, at most MAX_SAVED_PASSENGERS; none for a guest.
 */
export const SAVED_PASSENGERS_PATH = "/xms/v1/flight/saved-passengers";

export const savedPassengersRequestSchema = requestBodySchema(z.object({}).strict());

const value = z.string().optional();

export const savedPassengerSchema = z.object({
  id: z.string(),
  type: paxTypeSchema,
  values: z.object(
    Object.fromEntries(PASSENGER_FORM_FIELDS.map((field) => [field, value])) as Record<
      PassengerFormField,
      typeof value
    >,
  ),
});

export const savedPassengersPayloadSchema = z.object({
  passengers: z.array(savedPassengerSchema),
});
export type SavedPassengersPayload = z.infer<typeof savedPassengersPayloadSchema>;
