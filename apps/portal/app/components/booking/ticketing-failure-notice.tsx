import {
  type BookingPayload,
  bookingAmountDue,
  formatMoney,
  paise,
  RETRY_BOOKING_TEXTS,
  type TicketingFailure,
} from "@wayfare/domain";
import { CONFIRMATION_INTENTS } from "@wayfare/forms";
import { Alert, NativeButton } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";

/** The status badge of a booking awaiting its tickets: paid, so not "Payment pending". */
export const awaitingTicketsMessages = {
  statuses: { Pending: RETRY_BOOKING_TEXTS.status },
} as const;

/**
 * A booking paid but not ticketed (decision 0062): what was received, the airline's reason,
 * that a retry does not charge again, and 'Retry booking' (a plain post: it works before
 * JavaScript loads), pending while the airline is asked again (J§4 "validating").
 */
export function TicketingFailureNotice({
  booking,
  failure,
  className,
}: {
  booking: BookingPayload;
  failure: TicketingFailure;
  className?: string;
}) {
  const retrying = useNavigation().formData?.get("intent") === CONFIRMATION_INTENTS.retryBooking;
  return (
    <Alert
      tone="error"
      live={false}
      className={className}
      title={RETRY_BOOKING_TEXTS.received(formatMoney(paise(bookingAmountDue(booking))))}
      actions={
        <Form method="post">
          <input type="hidden" name="intent" value={CONFIRMATION_INTENTS.retryBooking} />
          <NativeButton type="submit" isPending={retrying}>
            {RETRY_BOOKING_TEXTS.button}
          </NativeButton>
        </Form>
      }
    >
      <p>
        {RETRY_BOOKING_TEXTS.reason}: {failure.reason}
      </p>
      <p>{RETRY_BOOKING_TEXTS.notChargedAgain}</p>
    </Alert>
  );
}
