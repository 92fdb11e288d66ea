import { PASSENGER_MESSAGES, shareFlightsSchema } from "@wayfare/domain";
import { z } from "zod";
import { SHARE_FLIGHTS_INTENT } from "./share-flights-intent";

/**
 * Share by email (J§2 results, agents): the client's email (`shareEmail`) and the ticked
 * flights (`share`, one per ticked card), held to the service's rules ('Choose at least one
 * flight to share.'). The party the fares are quoted for comes from the search, not the form.
 */
const { email, priceIds } = shareFlightsSchema.shape;
export const shareFlightsFormSchema = z.object({
  intent: z.literal(SHARE_FLIGHTS_INTENT),
  // A blank field arrives as undefined: the email rule's own message for blank.
  shareEmail: z.string({ error: PASSENGER_MESSAGES.emailEmpty }).pipe(email),
  share: priceIds,
});
