import { type BookingPayload, TRIP_RATING_LABELS, type TripRating } from "@wayfare/domain";
import { CONFIRMATION_INTENTS } from "@wayfare/forms";
import { Alert, TripFeedbackFields, type TripFeedbackFieldsProps } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";

/**
 * Feedback after travel on the confirmation page (J§2): the form while the service says it
 * is open, the thanks once given, nothing otherwise.
 */
export function TripFeedbackSection({
  booking,
  refused,
}: {
  booking: Pick<BookingPayload, "feedback" | "feedbackOpen">;
  refused?: Pick<TripFeedbackFieldsProps, "errors" | "defaultValues"> | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === CONFIRMATION_INTENTS.feedback;
  if (booking.feedback) {
    const rating = booking.feedback.rating as TripRating;
    return (
      <Alert tone="success" title="Thank you for your feedback" className="mt-6">
        You rated this trip {rating} of 5 ({TRIP_RATING_LABELS[rating]}).
      </Alert>
    );
  }
  if (!booking.feedbackOpen) return null;
  return (
    <Form method="post" className="mt-6 rounded-lg border border-subtle p-4">
      <input type="hidden" name="intent" value={CONFIRMATION_INTENTS.feedback} />
      <TripFeedbackFields {...refused} isPending={sending} />
    </Form>
  );
}
