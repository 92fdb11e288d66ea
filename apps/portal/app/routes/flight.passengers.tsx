import {
  bookingPaxTypes,
  DUPLICATE_BOOKING_ERROR_CODE,
  ERROR_TEXTS,
  endpoints,
  FARE_POLICY_MESSAGES,
  fillFromEmployees,
  fillFromSaved,
  groupMemberOf,
  isCorporateUser,
} from "@wayfare/domain";
import {
  BULK_UPLOAD_INTENT,
  checkPassengerDetailsForm,
  PASSENGER_DETAILS_LABELS as LABELS,
  payloadText,
  UPLOAD_ID_FIELD,
  USE_SAVED_GST_INTENT,
} from "@wayfare/forms";
import {
  BookingStepper,
  FareSummary,
  ItinerarySummary,
  PolicyReasonNote,
  PriceChangedAlert,
  SessionExpiredPage,
  SessionTimer,
} from "@wayfare/ui";
import { data, Link, redirect, useLocation } from "react-router";
import { PassengerDetailsForm } from "../components/booking/passenger-details-form";
import { employeeField, SavedTravellers } from "../components/booking/saved-travellers";
import { loginHrefBackTo } from "../login-next";
import { pageTitle } from "../page-title";
import { signedIn } from "../server/after-booking.server";
import { bookingIdFrom, orThrow, resultsHrefOf, reviewDetails } from "../server/booking.server";
import { bulkUploadFromForm, newUploadId, valuesAfterUpload } from "../server/bulk-upload.server";
import { employeesFor } from "../server/corporate-employees.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { ServiceGateway } from "../server/gateway/service-gateway.server";
import { uploadPassengerDocuments } from "../server/passenger-documents.server";
import { checkedPolicyReason, postedPolicyReason } from "../server/policy-reason.server";
import { savedGstFor, valuesWithSavedGst } from "../server/saved-gst.server";
import { savedPassengersFor } from "../server/saved-passengers.server";
import type { Route } from "./+types/flight.passengers";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Passenger details") },
];

const reviewPath = (bookingId: string) => `/flight/review?bookingId=${bookingId}`;

/** The employee picker's choice per adult, in order, as the URL has it (empty for none). */
function pickedEmployees(url: string, adults: number): string[] {
  const params = new URL(url).searchParams;
  return Array.from({ length: adults }, (_, index) => params.get(employeeField(index)) ?? "");
}

/** The review as the passenger rules read it: with whether a corporate user books it. */
async function passengerJourney(service: ServiceGateway, bookingId: string) {
  const review = orThrow(await reviewDetails(service, bookingId));
  const subject = await service.signedInUser();
  const corporate = subject ? isCorporateUser(groupMemberOf(subject)) : false;
  return { ...review, corporate };
}

/**
 * The reviewed fares of `bookingId` (the caller's own), with the passengers to name. A
 * review already booked goes on to the review step; an expired one says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const review = await passengerJourney(service, bookingId);
  if (review.bookingStatus) throw redirect(reviewPath(bookingId));
  const params = new URL(request.url).searchParams;
  const quoted = Number(params.get("quoted"));
  const expired = new Date(review.expiresAt) <= new Date();
  const member = await signedIn(service);
  const [saved, savedGst, employees] = member
    ? await Promise.all([savedPassengersFor(service), savedGstFor(service), employeesFor(service)])
    : [[], [], []];
  const selected = params.getAll("saved").filter((id) => saved.some((p) => p.id === id));
  const chosen = selected.flatMap((id) => saved.filter((passenger) => passenger.id === id));
  const slots = bookingPaxTypes(review.paxInfo);
  // An id not of this company is no choice.
  const chosenEmployees = pickedEmployees(request.url, review.paxInfo.ADULT).map((id) =>
    employees.some((employee) => employee.id === id) ? id : "",
  );
  return {
    review,
    expired,
    quoted: Number.isSafeInteger(quoted) && quoted > 0 ? quoted : undefined,
    resultsHref: resultsHrefOf(review),
    offerLogin: !member,
    saved,
    savedGst,
    selected,
    employees,
    chosenEmployees,
    filled: fillFromEmployees(slots, fillFromSaved(slots, chosen), employees, chosenEmployees).map(
      (values) => values ?? {},
    ),
  };
}

/**
 * The passengers checked with the same schema as the browser, then booked (seats held
 * until the pay-by time; J§4 Book); the service checks them again (1007–1014). The bulk
 * upload posts the same form with its file (multipart): the sheet fills the passengers and
 * the page comes back with everything else as typed. So does the GST history picker's button
 * (without JavaScript): the page comes back with the chosen saved GST details filled in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const review = await passengerJourney(service, bookingId);
  // The root's submission guard has bounded the body (an upload to SUBMISSION_LIMITS).
  const formData = await request.formData();
  const submission = checkPassengerDetailsForm(review, formData);
  const uploadId = payloadText(submission.payload, UPLOAD_ID_FIELD);
  const replied = {
    toast: null,
    duplicate: null,
    upload: null,
    refill: null,
    policyReason: null,
    uploadId,
  };
  if (formData.get(BULK_UPLOAD_INTENT.name) === BULK_UPLOAD_INTENT.value) {
    const fill = await bulkUploadFromForm(formData, bookingPaxTypes(review.paxInfo).length);
    const upload = { ...fill, values: valuesAfterUpload(submission.payload, fill) };
    const status = fill.errors.length > 0 ? 400 : 200;
    return data({ ...replied, result: null, upload, uploadId: newUploadId() }, status);
  }
  if (formData.get(USE_SAVED_GST_INTENT.name) === USE_SAVED_GST_INTENT.value) {
    const refill = { values: await valuesWithSavedGst(service, submission.payload) };
    return data({ ...replied, result: null, refill, uploadId: newUploadId() });
  }
  if (submission.status !== "success") {
    const toast = ERROR_TEXTS.completeCurrentStep;
    return data({ ...replied, result: submission.reply(), toast }, 400);
  }
  const { passengers, contact, dynamic, gst, saveGst, allowDuplicate } = submission.value;
  const documentErrors = await uploadPassengerDocuments(service, bookingId, formData, passengers);
  if (Object.keys(documentErrors).length > 0) {
    const result = submission.reply({ fieldErrors: documentErrors });
    return data({ ...replied, result, toast: ERROR_TEXTS.completeCurrentStep }, 400);
  }
  // A booker's picked employees are held to their fare policies; a broken one asks the
  // reason inside this form (decision 0086).
  const employees = pickedEmployees(request.url, review.paxInfo.ADULT).filter(Boolean);
  const { reason, errors, values } = checkedPolicyReason(postedPolicyReason(formData));
  if (Object.keys(errors).length > 0) {
    const policyReason = { errors, values };
    return data({ ...replied, result: submission.reply(), policyReason }, 400);
  }
  const booked = await service.call(endpoints.flightBook, {
    bookingId,
    passengers,
    contact,
    dynamicFields: Object.fromEntries(
      Object.entries(dynamic).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
    ...(gst.gstNumber ? { gst, saveGst } : {}),
    allowDuplicate,
    ...(employees.length > 0 ? { employees } : {}),
    policyReason: reason,
  });
  if (booked.ok) throw redirect(`/flight/add-ons?bookingId=${bookingId}`);
  const duplicate = booked.errors.find((error) => error.errCode === DUPLICATE_BOOKING_ERROR_CODE);
  if (duplicate) {
    return data({ ...replied, result: submission.reply(), duplicate: duplicate.message }, 409);
  }
  const toast = booked.errors.map((error) => error.message).join(" ");
  const reasonAsked = booked.errors.some(
    (error) => error.message === FARE_POLICY_MESSAGES.employeeReasonRequired,
  );
  const policyReason = reasonAsked ? { errors: {}, values } : null;
  return data({ ...replied, result: submission.reply(), toast, policyReason }, 400);
}

export default function PassengerDetails({ loaderData, actionData }: Route.ComponentProps) {
  const {
    review,
    expired,
    quoted,
    resultsHref,
    offerLogin,
    saved,
    savedGst,
    selected,
    employees,
    chosenEmployees,
    filled,
  } = loaderData;
  const location = useLocation();
  // A bulk upload gives the form new values: a form of a new id (and a new key) starts from
  // them, and the id stays with the later posts of that form.
  const uploadId = actionData?.uploadId || undefined;
  const formId = uploadId ? `passengers-${uploadId}` : "passengers";
  if (expired) return <SessionExpiredPage backHref={resultsHref} />;
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
            employees={employees}
            chosenEmployees={chosenEmployees}
            bookingId={review.bookingId}
            quoted={quoted}
          />
          <PassengerDetailsForm
            key={formId}
            review={review}
            formId={formId}
            uploadId={uploadId}
            defaultValue={
              actionData?.upload?.values ?? actionData?.refill?.values ?? { passengers: filled }
            }
            savedGst={savedGst}
            offerSaveGst={!offerLogin}
            lastResult={actionData?.result}
            upload={actionData?.upload}
            duplicate={actionData?.duplicate}
            policyReason={actionData?.policyReason}
            toast={actionData?.toast}
            resultsHref={resultsHref}
          />
        </div>
        <FareSummary summary={review.fareSummary} headingLevel={2} sticky className="self-start" />
      </div>
    </>
  );
}
