import { parseWithZod } from "@conform-to/zod/v4";
import {
  type BookingPayload,
  endpoints,
  formatMoney,
  holdCharges,
  paise,
  tjCashBlockError,
} from "@wayfare/domain";
import {
  protectionPreviewSchema,
  REVIEW_INTENTS,
  redemptionIntentOf,
  reviewFormSchema,
  TJ_CASH_FIELD,
} from "@wayfare/forms";
import {
  AddOnSummary,
  BookingLog,
  BookingStepper,
  FareSummary,
  ItinerarySummary,
  NativeButton,
  PassengerTable,
  PayByNotice,
  PolicyReasonNote,
  PriceChangedAlert,
  SessionTimer,
  TermsCheckbox,
} from "@wayfare/ui";
import { data, Form, redirect, useFetcher, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { FareRulesDisclosure } from "../components/booking/fare-rules-disclosure";
import { PROTECTION_PRICING, ProtectionChoices } from "../components/booking/protection-choices";
import { RedemptionBoxes } from "../components/booking/redemption-boxes";
import { pageTitle } from "../page-title";
import { bookingDetails, bookingIdFrom, orThrow, resultsHrefOf } from "../server/booking.server";
import { fareRulesOf } from "../server/fare-rules.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { accountBalances } from "../server/payment.server";
import { paymentPageOf } from "../server/payment-page.server";
import { submitRedemption } from "../server/redemption.server";
import type { Route } from "./+types/flight.review";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Review your booking") },
];

const withId = (path: string, bookingId: string) => `${path}?bookingId=${bookingId}`;

/** "The total went up from ₹4,350.00 to ₹4,820.00 (₹470.00 more) since this page showed it." */
const priceChangeText = ({
  from,
  to,
  difference,
  up,
}: {
  from: string;
  to: string;
  difference: string;
  up: boolean;
}) =>
  `The total went ${up ? "up" : "down"} from ${from} to ${to} (${difference} ${up ? "more" : "less"}) since this page showed it. Check the fare summary, then proceed to pay.`;

/**
 * The booked passengers and fares to check before paying (J§2 Review). Not booked yet: back
 * to the passenger details; paid or held: on to the confirmation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const details = await bookingDetails(service, bookingId);
  if (!details.ok && details.errors[0]?.errCode === "1016") {
    throw redirect(withId("/flight/passengers", bookingId));
  }
  const booking = orThrow(details);
  // Ticketed, held, cancelled, or paid and waiting for its tickets: nothing left to review.
  if (booking.status !== "Pending" || booking.ticketingFailure) {
    throw redirect(withId("/flight/confirmation", bookingId));
  }
  const resultsHref = resultsHrefOf(booking);
  const balances = await accountBalances(service);
  const tjCashPoints = balances?.tjCashPoints ?? 0;
  const creditShellBalance = balances?.balances.CREDIT_SHELL ?? 0;
  const fareRules = await fareRulesOf(service, { bookingId });
  return { booking, resultsHref, tjCashPoints, creditShellBalance, fareRules };
}

/** Which protection products the booking offers (each then needs a Yes or a No). */
function offersOf(booking: BookingPayload) {
  const offers = booking.protection?.offers;
  return {
    cancellationProtection: offers?.cancellationProtection !== undefined,
    tjFlex: offers?.tjFlex !== undefined,
    tripInsurance: offers?.tripInsurance !== undefined,
  };
}

/**
 * 'Review and pay' goes to the payment step once the total charged is the one shown (else
 * the changed total is shown, and the button reads 'Proceed to pay'); 'Block' holds the
 * booking, once no TJ Cash is applied (J§2, J§5); both first price the protection answers
 * into it. The voucher and TJ Cash boxes change what is due; with JavaScript each protection
 * answer is priced as given.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const formData = await request.formData();
  const booking = orThrow(await bookingDetails(service, bookingId));
  const redemption = redemptionIntentOf(formData);
  if (redemption) {
    const reply = await submitRedemption(service, booking, redemption, formData);
    return { result: undefined, toast: reply.toast ?? null, reply };
  }
  if (formData.get("intent") === REVIEW_INTENTS.protection) {
    const answers = protectionPreviewSchema.parse({
      ...Object.fromEntries(formData),
      baggageProtectPassengers: formData.has("baggageProtectPassengers")
        ? formData.getAll("baggageProtectPassengers").map(String)
        : undefined,
    });
    const priced = await service.call(endpoints.flightProtection, { bookingId, ...answers });
    return {
      result: undefined,
      toast: priced.ok ? null : (priced.errors[0]?.message ?? null),
      reply: null,
    };
  }
  const submission = parseWithZod(formData, { schema: reviewFormSchema(offersOf(booking)) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null, reply: null }, 400);
  }
  const { intent, termsAccepted: _terms, shownTotal, ...answers } = submission.value;
  const coinsError =
    intent === REVIEW_INTENTS.hold && tjCashBlockError((booking.redemption?.tjCashPoints ?? 0) > 0);
  if (coinsError) {
    const reply = { errors: { [TJ_CASH_FIELD]: [coinsError] }, typed: {} };
    return data({ result: submission.reply(), toast: null, reply }, 400);
  }
  let total = booking.total;
  if (booking.protection) {
    const priced = await service.call(endpoints.flightProtection, { bookingId, ...answers });
    if (!priced.ok) {
      const toast = priced.errors[0]?.message ?? null;
      return data({ result: submission.reply(), toast, reply: null }, 400);
    }
    total = priced.payload.total;
  }
  if (intent === REVIEW_INTENTS.pay) {
    // J§2 'Review and pay': the price is confirmed before paying; a total other than the one
    // shown (answers priced on this post, or changed in another tab) is shown first.
    if (shownTotal !== undefined && shownTotal !== total) {
      const priceChanged = { oldTotal: paise(shownTotal), newTotal: paise(total) };
      return { result: submission.reply(), toast: null, reply: null, priceChanged };
    }
    throw redirect(paymentPageOf(service, bookingId));
  }
  const held = await service.call(endpoints.flightHold, { bookingId });
  if (held.ok) throw redirect(withId("/flight/confirmation", bookingId));
  const toast = held.errors[0]?.message ?? null;
  return data({ result: submission.reply(), toast, reply: null }, 400);
}

export default function ReviewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, resultsHref, tjCashPoints, creditShellBalance, fareRules } = loaderData;
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  // J§2: 'CONFIRMING PRICE' while the protection answers are priced; paying waits for it.
  const pricingFetcher = useFetcher<{ toast: string | null }>({ key: PROTECTION_PRICING });
  const pricing = pricingFetcher.state !== "idle";
  const pricingFailure = pricing ? null : pricingFetcher.data?.toast;
  const confirming = pricing || intent === REVIEW_INTENTS.pay;
  const holdCharge = holdCharges(booking.tripInfos, booking.passengers.length);
  // Shown until the next post: the total to pay is now the one in the fare summary.
  const priceChanged = actionData && "priceChanged" in actionData ? actionData.priceChanged : null;
  const termsErrors = actionData?.result?.error?.termsAccepted ?? [];
  const posted = actionData?.result?.initialValue as Record<string, string | string[]> | undefined;
  const farerules = `/flight/farerules?bookingId=${booking.bookingId}`;
  return (
    <>
      <BookingStepper current="review" hrefs={{ itinerary: resultsHref }} className="mb-6" />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Review your booking</h1>
        {booking.payBy ? <SessionTimer expiresAt={booking.payBy} backHref={resultsHref} /> : null}
      </div>
      {booking.payBy ? <PayByNotice payBy={booking.payBy} className="mt-2 mb-4" /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ItinerarySummary trips={booking.tripInfos} headingLevel={2} />
          <PolicyReasonNote reason={booking.policyReason} />
          <PassengerTable passengers={booking.passengers} />
          <AddOnSummary booking={booking} />
          <FareRulesDisclosure rules={fareRules} href={farerules} />
          <BookingLog entries={booking.logs ?? []} />
          <RedemptionBoxes
            booking={booking}
            tjCashPoints={tjCashPoints}
            creditShellBalance={creditShellBalance}
            reply={actionData?.reply}
          />
          <Form
            method="post"
            noValidate
            className="flex flex-col gap-4"
            aria-label="Confirm and continue"
          >
            <ProtectionChoices
              booking={booking}
              errors={actionData?.result?.error ?? undefined}
              posted={posted}
            />
            <input type="hidden" name="shownTotal" value={booking.total} />
            {priceChanged ? (
              <PriceChangedAlert
                oldTotal={priceChanged.oldTotal}
                newTotal={priceChanged.newTotal}
                messages={{ changed: priceChangeText }}
              />
            ) : null}
            <TermsCheckbox
              key={actionData?.result?.status}
              defaultChecked={posted?.termsAccepted === "on"}
              termsHref={farerules}
              errors={termsErrors}
              messages={{ terms: "fare rules and booking terms" }}
            />
            <div className="flex flex-wrap gap-3">
              <NativeButton
                type="submit"
                name="intent"
                value={REVIEW_INTENTS.pay}
                variant="primary"
                isPending={confirming}
              >
                {confirming
                  ? "CONFIRMING PRICE"
                  : priceChanged
                    ? "Proceed to pay"
                    : "Review and pay"}
              </NativeButton>
              <NativeButton
                type="submit"
                name="intent"
                value={REVIEW_INTENTS.hold}
                aria-describedby={holdCharge > 0 ? "hold-charges" : undefined}
                variant="secondary"
                isPending={pricing || intent === REVIEW_INTENTS.hold}
              >
                Block
              </NativeButton>
            </div>
            {holdCharge > 0 ? (
              <p id="hold-charges" className="text-sm text-fg-muted">
                Hold charges of {formatMoney(holdCharge)} join the total when you block, paid with
                the fare.
              </p>
            ) : null}
          </Form>
        </div>
        <FareSummary summary={booking.fareSummary} headingLevel={2} sticky className="self-start" />
      </div>
      <ActionErrorToast
        message={pricingFailure ?? actionData?.toast}
        submissionKey={pricingFailure ? "pricing" : actionData?.result?.status}
      />
    </>
  );
}
