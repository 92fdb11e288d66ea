import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  BOOKING_ACTION_LABELS,
  bookingLookupContact,
  catalogueError,
  endpoints,
} from "@wayfare/domain";
import {
  BOOKING_LOOKUP_FORM_LABELS,
  bookingLookupFormSchema,
  errorSummaryItems,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import {
  BookingLookupForm,
  BookingOverview,
  ConfirmationHeader,
  FormErrorSummary,
} from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/find-booking";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Find your booking") },
];

/**
 * A guest finds a booking by its id and the contact's email or mobile (J§2 My bookings).
 * The answer is shown on this page only: the contact never goes into a URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: bookingLookupFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), booking: null, toast: null }, 400);
  }
  const { bookingId, emailOrMobile } = submission.value;
  const found = await serviceOf(context).call(endpoints.bookingDetails, {
    bookingId,
    ...bookingLookupContact(emailOrMobile),
  });
  if (found.ok) return { result: submission.reply(), booking: found.payload, toast: null };
  if (found.httpStatus === 429) {
    const toast = found.errors[0]?.message ?? catalogueError("416").message;
    return data({ result: submission.reply(), booking: null, toast }, 429);
  }
  // A malformed id is as unknown as a wrong one: one message, nothing to probe.
  const toast = catalogueError("1016").message;
  return data({ result: submission.reply(), booking: null, toast }, 404);
}

export default function FindBooking({ actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(
    bookingLookupFormSchema,
    actionData?.result,
    "find-booking",
  );
  const searching = useNavigation().state === "submitting";
  const booking = actionData?.booking;
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{BOOKING_LOOKUP_FORM_LABELS.heading}</h1>
      <p className="mb-4 text-fg-muted">{BOOKING_LOOKUP_FORM_LABELS.intro}</p>
      <FormErrorSummary errors={errorSummaryItems([fields.bookingId, fields.emailOrMobile])} />
      <Form method="post" {...getFormProps(form)} className="max-w-md">
        <BookingLookupForm
          fields={{
            bookingId: textFieldProps(fields.bookingId),
            emailOrMobile: textFieldProps(fields.emailOrMobile),
          }}
          isPending={searching}
        />
      </Form>
      {booking ? (
        <section aria-label={`Booking ${booking.bookingId}`} className="mt-8">
          <ConfirmationHeader
            bookingId={booking.bookingId}
            status={booking.status}
            pnrs={booking.pnrs}
            onHoldTill={booking.payBy}
          >
            {booking.status === "Success" ? (
              <Link to="/app/login" className="font-semibold text-link underline">
                {BOOKING_ACTION_LABELS.loginToCancel}
              </Link>
            ) : null}
          </ConfirmationHeader>
          <BookingOverview booking={booking} className="mt-6" />
        </section>
      ) : null}
      <ActionErrorToast message={actionData?.toast} submissionKey={form.status} />
    </>
  );
}
