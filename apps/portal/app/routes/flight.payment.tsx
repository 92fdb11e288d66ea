import {
  bookingPayloadSchema,
  ERROR_TEXTS,
  FLIGHT_PAY_PATH,
  PAYMENT_WALLETS,
} from "@wayfare/domain";
import { BookingStepper, Button, FareSummary, PaymentModes, SessionTimer } from "@wayfare/ui";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { ActionErrorToast } from "../components/action-error-toast";
import { PayBy } from "../components/booking/pay-by";
import {
  bookingDetails,
  bookingIdFrom,
  callAsUser,
  orThrow,
  resultsHrefOf,
} from "../server/booking.server";
import { walletModes } from "../server/payment.server";
import type { Route } from "./+types/flight.payment";

export const meta: Route.MetaFunction = () => [{ title: "Payment · Wayfare" }];

const confirmationPath = (bookingId: string) => `/flight/confirmation?bookingId=${bookingId}`;

async function payableBooking(request: Request) {
  const bookingId = bookingIdFrom(request);
  const details = orThrow(await bookingDetails(request, bookingId));
  const { status } = details.payload;
  if (status !== "Pending" && status !== "On Hold") {
    throw redirect(confirmationPath(bookingId), { headers: { "set-cookie": details.setCookie } });
  }
  return details;
}

/** A pending or held booking and the wallets that can pay it (J§2 Payments). */
export async function loader({ request }: Route.LoaderArgs) {
  const { payload: booking } = await payableBooking(request);
  const { modes, setCookie } = await walletModes(request, booking);
  const resultsHref = resultsHrefOf(booking);
  return data(
    { booking, modes, resultsHref },
    { headers: setCookie ? { "set-cookie": setCookie } : {} },
  );
}

const paymentFormSchema = z.object({
  wallet: z.enum(PAYMENT_WALLETS, { error: "Please choose a payment mode" }),
});

/** Pays the booking's total from the chosen wallet; the service tickets it (J§4 Payment). */
export async function action({ request }: Route.ActionArgs) {
  const { payload: booking } = await payableBooking(request);
  const form = paymentFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ toast: form.error.issues[0]?.message ?? null }, 400);
  const paid = await callAsUser(
    request,
    FLIGHT_PAY_PATH,
    { bookingId: booking.bookingId, wallet: form.data.wallet, amount: booking.total },
    bookingPayloadSchema,
  );
  const headers = paid.setCookie ? { "set-cookie": paid.setCookie } : undefined;
  if (paid.ok) throw redirect(confirmationPath(booking.bookingId), { headers });
  const toast = `${ERROR_TEXTS.paymentFailed} ${paid.errors[0]?.message ?? ""}`.trim();
  return data({ toast }, { status: 400, headers });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, modes, resultsHref } = loaderData;
  const paying = useNavigation().state === "submitting";
  return (
    <>
      <BookingStepper current="payments" className="mb-6" />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Payment</h1>
        {booking.payBy ? <SessionTimer expiresAt={booking.payBy} backHref={resultsHref} /> : null}
      </div>
      {booking.payBy ? <PayBy payBy={booking.payBy} className="mt-2 mb-4" /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Form method="post" className="flex flex-col gap-4" aria-label="Pay for the booking">
          <PaymentModes modes={modes} amountToPay={booking.total} />
          {modes.length > 0 ? (
            <div>
              <Button type="submit" variant="primary" isPending={paying}>
                Book flight
              </Button>
            </div>
          ) : null}
        </Form>
        <FareSummary summary={booking.fareSummary} headingLevel={2} sticky className="self-start" />
      </div>
      <ActionErrorToast
        message={actionData?.toast}
        submissionKey={actionData?.toast ?? undefined}
      />
    </>
  );
}
