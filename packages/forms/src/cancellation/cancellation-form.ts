import { cancellationConfirmRequestSchema, cancellationSelectionSchema } from "@wayfare/domain";
import { z } from "zod";

/**
 * The cancellation form (J§2 'Cancel / amend booking'): the passengers ticked per segment
 * (`segments[i].segmentId` hidden, `segments[i].passengerIds` one checkbox per passenger),
 * optional remarks, and the button pressed: `intent=quote` asks for the refund quote,
 * `intent=confirm` posts the same selection again to cancel. Built from the service's
 * request schemas, so 'Please Select atleast one passenger' is the domain's message.
 */
export const CANCELLATION_INTENTS = { quote: "quote", confirm: "confirm" } as const;

export const cancellationFormSchema = z.object({
  intent: z.enum([CANCELLATION_INTENTS.quote, CANCELLATION_INTENTS.confirm]),
  segments: cancellationSelectionSchema,
  remarks: cancellationConfirmRequestSchema.shape.data.shape.remarks,
});

export type CancellationForm = z.infer<typeof cancellationFormSchema>;

/** The page's own words; the passenger choice, remarks and quote button are CancelBookingPanel's. */
export const CANCELLATION_FORM_LABELS = {
  heading: "Cancel booking",
  confirm: "Confirm cancellation",
  confirming: "CANCELLING",
  change: "Change selection",
} as const;
