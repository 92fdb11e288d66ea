import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  BOOKING_IMPORT_MESSAGES,
  endpoints,
  flowTypeFromUrl,
  groupMemberOf,
  mayImportBooking,
} from "@wayfare/domain";
import {
  BOOKING_IMPORT_FORM_LABELS,
  bookingImportFormSchema,
  errorSummaryItems,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Alert, Button, FormErrorSummary, TextField } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { refusalMessage } from "../server/people.server";
import type { Route } from "./+types/flight.import";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, BOOKING_IMPORT_FORM_LABELS.heading) },
];

/** The IMPORT flow (F§2; decision 0084): for agents and their staff; not there for anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await serviceOf(context).signedInUser();
  if (!user || !mayImportBooking(groupMemberOf(user))) {
    throw data({ message: BOOKING_IMPORT_MESSAGES.agentsOnly }, 404);
  }
  return { flowType: flowTypeFromUrl(request.url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: bookingImportFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), done: null }, 400);
  }
  const imported = await serviceOf(context).call(endpoints.bookingImport, submission.value);
  if (!imported.ok) {
    const result = submission.reply({ formErrors: [refusalMessage(imported)] });
    return data({ result, done: null }, imported.httpStatus);
  }
  const { bookingId, alreadyYours } = imported.payload;
  const done = alreadyYours
    ? BOOKING_IMPORT_MESSAGES.alreadyYours(bookingId)
    : BOOKING_IMPORT_MESSAGES.imported(bookingId);
  return { result: submission.reply({ resetForm: true }), done: { bookingId, message: done } };
}

export default function ImportBooking({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(bookingImportFormSchema, actionData?.result, "import");
  const submitting = useNavigation().state === "submitting";
  const done = actionData?.done;
  return (
    <div className="flex max-w-xl flex-col gap-4" data-flow-type={loaderData.flowType}>
      <h1 className="text-2xl font-semibold">{BOOKING_IMPORT_FORM_LABELS.heading}</h1>
      <p className="text-fg-muted">{BOOKING_IMPORT_FORM_LABELS.intro}</p>
      <div aria-live="polite">
        {done ? (
          <Alert tone="success">
            {done.message}{" "}
            <Link
              to={`/flight/confirmation?bookingId=${done.bookingId}`}
              className="font-semibold text-link underline"
            >
              Open booking {done.bookingId}
            </Link>{" "}
            ·{" "}
            <Link to="/my-bookings" className="font-semibold text-link underline">
              {BOOKING_IMPORT_FORM_LABELS.myBookings}
            </Link>
          </Alert>
        ) : null}
      </div>
      <FormErrorSummary errors={errorSummaryItems([fields.pnr, fields.lastName])} />
      {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.pnr)}
          label={BOOKING_IMPORT_FORM_LABELS.pnr}
          autoComplete="off"
        />
        <TextField
          {...textFieldProps(fields.lastName)}
          label={BOOKING_IMPORT_FORM_LABELS.lastName}
          autoComplete="off"
        />
        <Button type="submit" variant="primary" isPending={submitting}>
          {BOOKING_IMPORT_FORM_LABELS.submit}
        </Button>
      </Form>
    </div>
  );
}
