import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  endpoints,
  MISCELLANEOUS_CHARGE_MESSAGES,
  mayIssueMiscellaneousCharge,
} from "@wayfare/domain";
import {
  errorSummaryItems,
  MISCELLANEOUS_CHARGE_FORM_LABELS,
  miscellaneousChargeFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Alert, Button, FormErrorSummary, TextField } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pageTitle } from "../page-title";
import { bookingIdFrom } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { refusalMessage } from "../server/people.server";
import type { Route } from "./+types/flight.miscellaneous-invoice";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, MISCELLANEOUS_CHARGE_FORM_LABELS.heading) },
];

/**
 * A miscellaneous invoice on a booking (decision 0084): for the call centre, supervisors,
 * accounts and admins. Each showing of the form carries a new idempotency key.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const user = await serviceOf(context).signedInUser();
  if (!user || !mayIssueMiscellaneousCharge(user.role)) {
    throw data({ message: MISCELLANEOUS_CHARGE_MESSAGES.issuersOnly }, 404);
  }
  return { bookingId, idempotencyKey: crypto.randomUUID() };
}

/** Issues the charge and opens its invoice (the customer's copy), which has its PDF. */
export async function action({ request, context }: Route.ActionArgs) {
  const bookingId = bookingIdFrom(request);
  const submission = parseWithZod(await request.formData(), {
    schema: miscellaneousChargeFormSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const charged = await serviceOf(context).call(endpoints.miscellaneousCharge, {
    ...submission.value,
    bookingId,
  });
  if (!charged.ok) {
    const result = submission.reply({ formErrors: [refusalMessage(charged)] });
    return data({ result }, charged.httpStatus);
  }
  const query = new URLSearchParams({
    bookingId,
    audience: "CUSTOMER",
    chargeId: charged.payload.chargeId,
  });
  throw redirect(`/flight/invoice?${query}`);
}

export default function MiscellaneousInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { bookingId, idempotencyKey } = loaderData;
  const [form, fields] = useValidatedForm(
    miscellaneousChargeFormSchema,
    actionData?.result,
    "miscellaneous-charge",
  );
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p>
        <Link
          to={`/manage-carts/booking?bookingId=${bookingId}`}
          className="font-semibold text-link underline"
        >
          {MISCELLANEOUS_CHARGE_FORM_LABELS.back}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        {MISCELLANEOUS_CHARGE_FORM_LABELS.heading}: {bookingId}
      </h1>
      <p className="text-fg-muted">{MISCELLANEOUS_CHARGE_FORM_LABELS.intro}</p>
      <FormErrorSummary errors={errorSummaryItems([fields.description, fields.amount])} />
      {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <TextField
          {...textFieldProps(fields.description)}
          label={MISCELLANEOUS_CHARGE_FORM_LABELS.description}
          autoComplete="off"
        />
        <TextField
          {...textFieldProps(fields.amount)}
          label={MISCELLANEOUS_CHARGE_FORM_LABELS.amount}
          inputMode="numeric"
          autoComplete="off"
        />
        <Button type="submit" variant="primary" isPending={submitting}>
          {MISCELLANEOUS_CHARGE_FORM_LABELS.submit}
        </Button>
      </Form>
    </div>
  );
}
