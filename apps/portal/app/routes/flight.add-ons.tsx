import { parseWithZod } from "@conform-to/zod/v4";
import { ERROR_TEXTS } from "@wayfare/domain";
import { addOnsFormSchema } from "@wayfare/forms";
import { BookingStepper, Button, FareSummary } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AddOnChoices } from "../components/booking/add-on-choices";
import { pageTitle } from "../page-title";
import { loadAddOns, saveAddOns } from "../server/add-ons.server";
import { bookingDetails, bookingIdFrom, orThrow, resultsHrefOf } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.add-ons";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Seats, meals and baggage") },
];

const reviewPath = (bookingId: string) => `/flight/review?bookingId=${bookingId}`;

/** Seats, meals, baggage and services for a booked, unpaid booking (J§2 Add-ons). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const [booking, { seatMap, ssr }] = await Promise.all([
    bookingDetails(service, bookingId).then(orThrow),
    loadAddOns(service, bookingId),
  ]);
  return { booking, seatMap, ssr, resultsHref: resultsHrefOf(booking) };
}

/** The choices priced into the booking by the service, then on to the review. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const { ssr } = await loadAddOns(service, bookingId);
  const submission = parseWithZod(await request.formData(), { schema: addOnsFormSchema(ssr) });
  if (submission.status !== "success") return data({ toast: ERROR_TEXTS.invalidData }, 400);
  const saved = await saveAddOns(service, bookingId, submission.value);
  if (saved.ok) throw redirect(reviewPath(bookingId));
  return data({ toast: saved.errors.map((error) => error.message).join(" ") }, 400);
}

export default function AddOns({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, seatMap, ssr, resultsHref } = loaderData;
  const saving = useNavigation().state === "submitting";
  return (
    <>
      <BookingStepper current="passengers" hrefs={{ itinerary: resultsHref }} className="mb-6" />
      <h1 className="mb-2 text-2xl font-semibold">Seats, meals and baggage</h1>
      <p className="mb-6">
        All optional.{" "}
        <Link to={reviewPath(booking.bookingId)} className="font-semibold text-link underline">
          Skip to review
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Form method="post" className="flex min-w-0 flex-col gap-8">
          <AddOnChoices seatMap={seatMap} ssr={ssr} />
          <div>
            <Button type="submit" variant="primary" isPending={saving}>
              Continue to review
            </Button>
          </div>
        </Form>
        <FareSummary summary={booking.fareSummary} headingLevel={2} sticky className="self-start" />
      </div>
      <ActionErrorToast message={actionData?.toast} submissionKey={actionData?.toast} />
    </>
  );
}
