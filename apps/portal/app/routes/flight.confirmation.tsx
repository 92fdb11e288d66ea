import { parseWithZod } from "@conform-to/zod/v4";
import {
  BOOKING_ACTION_LABELS,
  type BookingPayload,
  catalogueError,
  ERROR_TEXTS,
  endpoints,
  RETRY_BOOKING_TEXTS,
  showFlexAmendBanner,
  type TicketChannel,
  type TripRating,
  tjFlexFareStatus,
} from "@wayfare/domain";
import { CONFIRMATION_INTENTS, confirmationFormSchema } from "@wayfare/forms";
import {
  Alert,
  BookingLog,
  BookingOverview,
  CancellationList,
  ConfirmationHeader,
  NativeButton,
  ProtectionSummary,
} from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { creditNotesFor } from "../components/booking/invoice-links";
import { MoreOptions } from "../components/booking/more-options";
import {
  awaitingTicketsMessages,
  TicketingFailureNotice,
} from "../components/booking/ticketing-failure-notice";
import { TripFeedbackSection } from "../components/booking/trip-feedback-section";
import { loginHrefBackTo } from "../login-next";
import { pageTitle } from "../page-title";
import { amendmentGate, invoiceAudiencesOf } from "../server/after-booking.server";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { ServiceGateway } from "../server/gateway/service-gateway.server";
import { paymentPageOf } from "../server/payment-page.server";
import { agentMarkup } from "../server/results-search.server";
import type { Route } from "./+types/flight.confirmation";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Booking confirmation") },
];

/**
 * The booking as it stands (J§2 Confirmation): ticketed, on hold, cancelled, or paid with the
 * tickets refused (decision 0062); one still to be paid goes back to its review.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const booking = orThrow(await bookingDetails(service, bookingId));
  if (booking.status === "Pending" && !booking.ticketingFailure)
    throw redirect(`/flight/review?bookingId=${bookingId}`);
  const invoiceAudiences = await invoiceAudiencesOf(service);
  const gate = await amendmentGate(service, booking.status);
  const clientMarkup = await agentMarkup(service, request);
  return {
    booking,
    invoiceAudiences,
    clientMarkup,
    gate,
    tjFlexAmend: tjFlexAmendOpen(booking),
    payHref: paymentPageOf(service, bookingId),
  };
}

/** J§4: the flex-fare amend banner while TJ Flex is To Be Activated on a ticketed booking. */
function tjFlexAmendOpen(booking: BookingPayload): boolean {
  const { protection } = booking;
  const fareStatus = tjFlexFareStatus({
    bought: protection?.chosen?.tjFlex === true,
    cancellations: booking.cancellations?.length ?? 0,
  });
  if (!fareStatus || !protection?.firstDeparture) return false;
  return showFlexAmendBanner({
    fareStatus,
    bookingStatus: booking.status,
    firstDeparture: new Date(protection.firstDeparture),
    now: new Date(),
  });
}

/** Sends the e-ticket again to the booking's contact (more options). */
async function sendTicket(
  service: ServiceGateway,
  bookingId: string,
  { channel, withPrice }: { channel: TicketChannel; withPrice: boolean },
) {
  const sent = await service.call(endpoints.sendTicket, { bookingId, channel, withPrice });
  if (sent.ok) {
    const how = channel === "SMS" ? "by SMS" : "by email";
    return { toast: null, sent: `Ticket sent ${how} to ${sent.payload.recipient}.` };
  }
  const toast = sent.errors[0]?.message ?? catalogueError("100").message;
  return data({ toast, sent: null }, sent.httpStatus === 429 ? 429 : 400);
}

/**
 * 'Retry booking' asks the airline again for a paid booking's tickets: ticketed, the page
 * shows them; refused again, it says so (J§4 "success or failed").
 */
async function retryBooking(service: ServiceGateway, bookingId: string) {
  const retried = await service.call(endpoints.retryBooking, { bookingId });
  if (!retried.ok) {
    const toast = retried.errors[0]?.message ?? catalogueError("100").message;
    return data({ toast, sent: null }, 400);
  }
  if (retried.payload.status === "Success") {
    throw redirect(`/flight/confirmation?bookingId=${bookingId}`);
  }
  return { toast: RETRY_BOOKING_TEXTS.failed, sent: null };
}

/** The posted feedback and the messages that refused it, to show again at their fields. */
function refusedFeedback(
  formData: FormData,
  error: Record<string, string[] | null> | null | undefined,
) {
  return {
    errors: { rating: error?.rating ?? undefined, comment: error?.comment ?? undefined },
    defaultValues: {
      rating: Number(formData.get("rating")) || undefined,
      comment: String(formData.get("comment") ?? ""),
    },
  };
}

/** Feedback after travel (J§2): kept by the service, then the page thanks the traveller. */
async function giveFeedback(
  service: ServiceGateway,
  bookingId: string,
  { rating, comment }: { rating: TripRating; comment?: string | undefined },
  formData: FormData,
) {
  const given = await service.call(endpoints.submitFeedback, {
    bookingId,
    rating,
    ...(comment ? { comment } : {}),
  });
  if (given.ok) throw redirect(`/flight/confirmation?bookingId=${bookingId}`);
  const message = given.errors[0]?.message ?? catalogueError("100").message;
  const feedback = refusedFeedback(formData, { rating: [message] });
  return data({ toast: null, sent: null, feedback }, 400);
}

/**
 * 'Unhold' releases a held booking and its seats; 'Retry booking' asks the airline again;
 * more options send the ticket again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: confirmationFormSchema });
  if (submission.status !== "success") {
    if (formData.get("intent") === CONFIRMATION_INTENTS.feedback) {
      return data(
        { toast: null, sent: null, feedback: refusedFeedback(formData, submission.error) },
        400,
      );
    }
    return data({ toast: ERROR_TEXTS.invalidData, sent: null }, 400);
  }
  const form = submission.value;
  if (form.intent === CONFIRMATION_INTENTS.feedback) {
    return giveFeedback(service, bookingId, form, formData);
  }
  if (form.intent === CONFIRMATION_INTENTS.sendTicket) return sendTicket(service, bookingId, form);
  if (form.intent === CONFIRMATION_INTENTS.retryBooking) return retryBooking(service, bookingId);
  const released = await service.call(endpoints.unhold, { bookingId });
  if (released.ok) throw redirect(`/flight/confirmation?bookingId=${bookingId}`);
  const toast = released.errors[0]?.message ?? catalogueError("100").message;
  return data({ toast, sent: null }, 400);
}

export default function Confirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, invoiceAudiences, clientMarkup, gate, tjFlexAmend, payHref } = loaderData;
  const navigation = useNavigation();
  const unholding = navigation.formData?.get("intent") === CONFIRMATION_INTENTS.unhold;
  const held = booking.status === "On Hold";
  return (
    <>
      <ConfirmationHeader
        bookingId={booking.bookingId}
        status={booking.status}
        pnrs={booking.pnrs}
        onHoldTill={booking.payBy}
        messages={
          booking.ticketingFailure
            ? { ...awaitingTicketsMessages, title: () => RETRY_BOOKING_TEXTS.heading }
            : undefined
        }
      >
        {held ? (
          <div className="flex flex-wrap items-center gap-3">
            <Link to={payHref} className="font-semibold text-link underline">
              Pay now
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value={CONFIRMATION_INTENTS.unhold} />
              <NativeButton type="submit" variant="secondary" isPending={unholding}>
                Unhold
              </NativeButton>
            </Form>
          </div>
        ) : gate === "open" ? (
          <Link
            to={`/flight/cancel?bookingId=${booking.bookingId}`}
            className="font-semibold text-link underline"
          >
            {BOOKING_ACTION_LABELS.cancel}
          </Link>
        ) : gate === "login" ? (
          <Link
            to={loginHrefBackTo(`/flight/cancel?bookingId=${booking.bookingId}`)}
            className="font-semibold text-link underline"
          >
            {BOOKING_ACTION_LABELS.loginToCancel}
          </Link>
        ) : null}
      </ConfirmationHeader>
      {booking.ticketingFailure ? (
        <TicketingFailureNotice
          booking={booking}
          failure={booking.ticketingFailure}
          className="mt-6"
        />
      ) : null}
      {tjFlexAmend ? (
        <Alert
          tone="info"
          title="TJ Flex is on this booking"
          className="mt-6"
          actions={
            <Link
              to={`/flight/cancel?bookingId=${booking.bookingId}`}
              className="font-semibold text-link underline"
            >
              {BOOKING_ACTION_LABELS.tjFlexAmend}
            </Link>
          }
        >
          Cancel up to 24 hours before departure without the airline's cancellation fee.
        </Alert>
      ) : null}
      {booking.status === "Success" ? (
        <div className="mt-6 flex flex-col gap-3">
          {actionData?.sent ? <Alert tone="success">{actionData.sent}</Alert> : null}
          <MoreOptions
            booking={booking}
            invoiceAudiences={invoiceAudiences}
            clientMarkup={clientMarkup}
          />
        </div>
      ) : null}
      <CancellationList
        cancellations={booking.cancellations ?? []}
        creditNotes={creditNotesFor(booking.bookingId, invoiceAudiences)}
        className="mt-6"
      />
      <ProtectionSummary
        protection={booking.protection}
        certificateHref={`/flight/insurance-certificate.pdf?bookingId=${booking.bookingId}`}
        className="mt-6"
      />
      {booking.baggageClaims ? (
        <Link
          to={`/flight/baggage-claim?bookingId=${booking.bookingId}`}
          className="mt-3 inline-block font-semibold text-link underline"
        >
          Baggage protect claims
        </Link>
      ) : null}
      <BookingOverview
        booking={booking}
        documentHref={(index) =>
          `/flight/passenger-document?bookingId=${booking.bookingId}&passenger=${index}`
        }
        className="mt-6"
      />
      <TripFeedbackSection
        booking={booking}
        refused={actionData && "feedback" in actionData ? actionData.feedback : undefined}
      />
      <BookingLog entries={booking.logs ?? []} className="mt-6" />
      <ActionErrorToast
        message={actionData?.toast}
        submissionKey={actionData?.toast ?? undefined}
      />
    </>
  );
}
