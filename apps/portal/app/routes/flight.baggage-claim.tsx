import { parseWithZod } from "@conform-to/zod/v4";
import {
  type BaggageClaim,
  baggageClaimCaseOf,
  endpoints,
  formatMoney,
  openBaggageClaims,
  paise,
} from "@wayfare/domain";
import { baggageClaimFormSchema, baggageClaimFormTarget } from "@wayfare/forms";
import { Alert, BaggageClaims, type BaggageClaimsField } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AfterBookingError } from "../components/after-booking/after-booking-error";
import { linkClasses } from "../components/after-booking/link-classes";
import { pageTitle } from "../page-title";
import { bookingDetails, bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.baggage-claim";

/** The heading of this page's error boundary, which its title repeats. */
const ERROR_HEADING = "We could not open this booking";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : "Baggage protect claims") },
];

/**
 * A booking's baggage protect claims (J§9, decision 0060): those made, and what can be
 * claimed now (the domain's rule on the booking-details answer); the service checks again
 * on its own clock when a claim is posted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = orThrow(await bookingDetails(serviceOf(context), bookingIdFrom(request)));
  const choices = openBaggageClaims(baggageClaimCaseOf(booking), new Date()).map((choice) => ({
    ...choice,
    closesAt: choice.closesAt.toISOString(),
  }));
  const claimed = new URL(request.url).searchParams.get("claimed");
  return { booking, choices, claimed };
}

/** The claim checked with the form's schema, then made with the flight service. */
export async function action({ request, context }: Route.ActionArgs) {
  const bookingId = bookingIdFrom(request);
  const submission = parseWithZod(await request.formData(), { schema: baggageClaimFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), messages: [] as string[] }, 400);
  }
  const { claim, reason, description } = submission.value;
  const target = baggageClaimFormTarget(claim);
  if (!target) return data({ result: submission.reply(), messages: [] as string[] }, 400);
  const made = await serviceOf(context).call(endpoints.baggageClaim, {
    bookingId,
    ...target,
    reason,
    description,
  });
  if (!made.ok) {
    const messages = made.errors.map((error) => error.message);
    return data({ result: submission.reply(), messages }, made.httpStatus === 404 ? 404 : 400);
  }
  throw redirect(`/flight/baggage-claim?bookingId=${bookingId}&claimed=${made.payload.claimId}`);
}

export default function BaggageClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, choices, claimed } = loaderData;
  const sending = useNavigation().state === "submitting";
  const bookingHref = `/flight/confirmation?bookingId=${booking.bookingId}`;
  const payout = booking.protection?.offers.baggageProtect?.payout;
  const result = actionData?.result;
  const errors = (field: BaggageClaimsField) => result?.error?.[field] ?? undefined;
  const initial = result?.initialValue as Record<string, unknown> | null | undefined;
  const value = (field: BaggageClaimsField) =>
    typeof initial?.[field] === "string" ? initial[field] : undefined;
  // Only a form with its submit button when something can be claimed (a form without one
  // is no form: WCAG H32).
  const claims = (made: BaggageClaim[], pays: number) => (
    <BaggageClaims
      booking={booking}
      payout={pays}
      claims={made}
      choices={choices}
      values={{
        claim: value("claim"),
        reason: value("reason"),
        description: value("description"),
      }}
      errors={{
        claim: errors("claim"),
        reason: errors("reason"),
        description: errors("description"),
      }}
      isPending={sending}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Baggage protect claims</h1>
        <p>Booking ID {booking.bookingId}</p>
        <Link to={bookingHref} className={`w-fit ${linkClasses}`}>
          Back to the booking
        </Link>
      </div>
      {claimed ? (
        <Alert tone="success" title={`Claim ${claimed} submitted`}>
          It is with us as Submitted, and pays up to{" "}
          {payout === undefined ? "the payout" : formatMoney(paise(payout))}.
        </Alert>
      ) : null}
      {actionData?.messages.length ? (
        <Alert tone="error">{actionData.messages.join(" ")}</Alert>
      ) : null}
      {booking.baggageClaims && payout !== undefined ? (
        choices.length > 0 ? (
          <Form method="post" noValidate aria-label="Baggage protect claim">
            {claims(booking.baggageClaims.claims, payout)}
          </Form>
        ) : (
          claims(booking.baggageClaims.claims, payout)
        )
      ) : (
        <Alert tone="info" live={false}>
          This booking has no baggage protect to claim on.
        </Alert>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AfterBookingError error={error} title={ERROR_HEADING} />;
}
