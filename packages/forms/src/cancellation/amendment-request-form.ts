import { AMENDMENT_TYPES, amendmentRequestRequestSchema } from "@wayfare/domain";

/**
 * The change request form (J§2 'Cancel / amend booking', every type but cancellation): the
 * type, the passengers per segment (as the cancellation form posts them), the corrected
 * name or address and remarks. The booking id comes from the page's URL; the schema is the
 * service's own, so its messages are the domain's.
 */
export const amendmentRequestFormSchema = amendmentRequestRequestSchema.shape.data;

export const REQUESTABLE_AMENDMENTS = AMENDMENT_TYPES.filter(
  (entry) => entry.type !== "CANCELLATION",
);

export const AMENDMENT_REQUEST_FORM_LABELS = {
  heading: "Request a change",
  intro:
    "Our travel desk makes date, class and name changes with the airline. Send the request; they contact you with the options and any charges before changing anything.",
  type: "Change",
  passengersHeading: "Passengers",
  passengersDescription: "Tick the passengers the change is for, on each flight.",
  correction: "Corrected name or address",
  correctionDescription: "Needed for a name or address correction.",
  submit: "Send request",
  submitting: "SENDING",
  done: "Request sent",
} as const;
