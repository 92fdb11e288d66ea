import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  bookingPassengerContexts,
  bookingPaxTypes,
  bookingPayloadSchema,
  DUPLICATE_BOOKING_ERROR_CODE,
  ERROR_TEXTS,
  FLIGHT_BOOK_PATH,
  fillFromSaved,
} from "@wayfare/domain";
import {
  PASSENGER_DETAILS_LABELS as LABELS,
  namedErrorSummaryItems,
  passengerDetailsFormSchema,
  useValidatedForm,
} from "@wayfare/forms";
import {
  Alert,
  BookingStepper,
  Button,
  FareSummary,
  FormErrorSummary,
  ItinerarySummary,
  PriceChangedAlert,
  SessionTimer,
} from "@wayfare/ui";
import { type FormEvent, useMemo, useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { ContactFieldset } from "../components/booking/contact-fieldset";
import { GstFieldset } from "../components/booking/gst-fieldset";
import { PassengerFieldset } from "../components/booking/passenger-fieldset";
import { PolicyReasonNote } from "../components/booking/policy-reason-note";
import { SavedTravellers } from "../components/booking/saved-travellers";
import { SessionExpired } from "../components/booking/session-expired";
import { loginHrefBackTo } from "../login-next";
import { signedIn } from "../server/after-booking.server";
import {
  bookingIdFrom,
  callAsUser,
  orThrow,
  resultsHrefOf,
  reviewDetails,
} from "../server/booking.server";
import { savedPassengersFor } from "../server/saved-passengers.server";
import type { Route } from "./+types/flight.passengers";

export const meta: Route.MetaFunction = () => [{ title: "Passenger details · Wayfare" }];

const reviewPath = (bookingId: string) => `/flight/review?bookingId=${bookingId}`;

/**
 * The reviewed fares of `bookingId` (the caller's own), with the passengers to name. A
 * review already booked goes on to the review step; an expired one says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const { payload: review, setCookie } = orThrow(await reviewDetails(request, bookingId));
  const headers = { "set-cookie": setCookie };
  if (review.bookingStatus) throw redirect(reviewPath(bookingId), { headers });
  const params = new URL(request.url).searchParams;
  const quoted = Number(params.get("quoted"));
  const expired = new Date(review.expiresAt) <= new Date();
  const { passengers: saved, setCookie: rotated } = signedIn(request)
    ? await savedPassengersFor(request)
    : { passengers: [], setCookie: undefined };
  const selected = params.getAll("saved").filter((id) => saved.some((p) => p.id === id));
  const chosen = selected.flatMap((id) => saved.filter((passenger) => passenger.id === id));
  return data(
    {
      review,
      expired,
      quoted: Number.isSafeInteger(quoted) && quoted > 0 ? quoted : undefined,
      resultsHref: resultsHrefOf(review),
      offerLogin: !signedIn(request),
      saved,
      selected,
      filled: fillFromSaved(bookingPaxTypes(review.paxInfo), chosen).map((values) => values ?? {}),
    },
    { headers: { "set-cookie": rotated ?? setCookie } },
  );
}

/**
 * The passengers checked with the same schema as the browser, then booked (seats held
 * until the pay-by time; J§4 Book); the service checks them again (1007–1014).
 */
export async function action({ request }: Route.ActionArgs) {
  const bookingId = bookingIdFrom(request);
  const { payload: review } = orThrow(await reviewDetails(request, bookingId));
  const schema = passengerDetailsFormSchema(review);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const toast = ERROR_TEXTS.completeCurrentStep;
    return data({ result: submission.reply(), toast, duplicate: null }, 400);
  }
  const allowDuplicate = formData.get("allowDuplicate") === "true";
  const { passengers, contact, gst } = submission.value;
  const booked = await callAsUser(
    request,
    FLIGHT_BOOK_PATH,
    { bookingId, passengers, contact, ...(gst.gstNumber ? { gst } : {}), allowDuplicate },
    bookingPayloadSchema,
  );
  const headers = booked.setCookie ? { "set-cookie": booked.setCookie } : undefined;
  if (booked.ok) throw redirect(`/flight/add-ons?bookingId=${bookingId}`, { headers });
  const duplicate = booked.errors.find((error) => error.errCode === DUPLICATE_BOOKING_ERROR_CODE);
  if (duplicate) {
    return data(
      { result: submission.reply(), toast: null, duplicate: duplicate.message },
      { status: 409, headers },
    );
  }
  const toast = booked.errors.map((error) => error.message).join(" ");
  return data({ result: submission.reply(), toast, duplicate: null }, { status: 400, headers });
}

export default function PassengerDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { review, expired, quoted, resultsHref, offerLogin, saved, selected, filled } = loaderData;
  const location = useLocation();
  const schema = useMemo(() => passengerDetailsFormSchema(review), [review]);
  const contexts = useMemo(() => bookingPassengerContexts(review), [review]);
  const [form] = useValidatedForm(schema, actionData?.result, "passengers", {
    passengers: filled,
  });
  // The server says 'Please complete current step first' after a refused post; in the
  // browser the same notice follows a submit the form's own checks stopped.
  const [blockedSubmits, setBlockedSubmits] = useState(0);
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) setBlockedSubmits((count) => count + 1);
  };
  const submitting = useNavigation().state === "submitting";
  if (expired) return <SessionExpired resultsHref={resultsHref} />;
  const ordinals = contexts.map(
    (context, index) =>
      contexts.slice(0, index + 1).filter((c) => c.paxType === context.paxType).length,
  );
  return (
    <>
      <BookingStepper current="passengers" hrefs={{ itinerary: resultsHref }} className="mb-6" />
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{LABELS.heading}</h1>
        <SessionTimer expiresAt={review.expiresAt} backHref={resultsHref} />
      </div>
      {offerLogin ? (
        <p className="mb-4">
          Have a Wayfare account?{" "}
          <Link
            to={loginHrefBackTo(`${location.pathname}${location.search}`)}
            className="font-semibold text-link underline"
          >
            Log in
          </Link>{" "}
          and continue with this booking.
        </p>
      ) : null}
      {quoted !== undefined ? (
        <PriceChangedAlert
          oldTotal={quoted}
          newTotal={review.newTotal}
          className="mb-4"
          actions={
            <Link to={resultsHref} className="font-semibold text-link underline">
              Choose another fare
            </Link>
          }
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ItinerarySummary trips={review.tripInfos} headingLevel={2} />
          <PolicyReasonNote reason={review.policyReason} />
          <SavedTravellers
            saved={saved}
            selected={selected}
            bookingId={review.bookingId}
            quoted={quoted}
          />
          <FormErrorSummary errors={namedErrorSummaryItems(form)} />
          <Form method="post" {...formProps} onSubmit={onSubmit} className="flex flex-col gap-6">
            {contexts.map((context, index) => (
              <PassengerFieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: passengers are positions in the booking
                key={index}
                form={form}
                index={index}
                ordinal={ordinals[index] ?? index + 1}
                context={context}
              />
            ))}
            <ContactFieldset form={form} />
            <GstFieldset form={form} />
            {actionData?.duplicate ? (
              <Alert
                tone="info"
                title="Booked before?"
                actions={
                  <div className="flex flex-wrap items-center gap-4">
                    <Button type="submit" name="allowDuplicate" value="true" variant="primary">
                      Yes, continue booking
                    </Button>
                    <Link to={resultsHref} className="font-semibold text-link underline">
                      No, back to the flight list
                    </Link>
                  </div>
                }
              >
                {actionData.duplicate}
              </Alert>
            ) : null}
            <div>
              <Button type="submit" variant="primary" isPending={submitting}>
                {submitting ? LABELS.submitting : LABELS.submit}
              </Button>
            </div>
          </Form>
        </div>
        <FareSummary summary={review.fareSummary} headingLevel={2} sticky className="self-start" />
      </div>
      <ActionErrorToast
        message={actionData?.toast ?? (blockedSubmits > 0 ? ERROR_TEXTS.completeCurrentStep : null)}
        submissionKey={`${form.status}-${blockedSubmits}`}
      />
    </>
  );
}
