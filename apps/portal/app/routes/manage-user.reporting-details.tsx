import { getFormProps } from "@conform-to/react";
import {
  type CorporateReportingDetails,
  dynamicFieldsSchema,
  endpoints,
  mayManageFarePolicies,
} from "@wayfare/domain";
import {
  checkReportingDetailsForm,
  REPORTING_DETAILS_FORM_LABELS as LABELS,
  namedErrorSummaryItems,
  namedFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Alert, Button, FareFieldsFieldset, FormErrorSummary } from "@wayfare/ui";
import { useMemo } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { pageTitle } from "../page-title";
import { bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { ServiceGateway } from "../server/gateway/service-gateway.server";
import type { Route } from "./+types/manage-user.reporting-details";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, LABELS.heading(loaded?.bookingId ?? "")) },
];

/** The booking's reporting fields for a keeper of its organisation (the service's 404 otherwise). */
async function askedFields(service: ServiceGateway, bookingId: string) {
  const role = (await service.signedInUser())?.role;
  if (!role || !mayManageFarePolicies(role)) throw data(null, { status: 404 });
  return orThrow(await service.call(endpoints.corporateReportingDetails, { bookingId }));
}

/**
 * F§7's update-reporting-details (decision 0081): `?bookingId=` of the organisation's booking,
 * one field per reporting detail its fares asked for, prefilled; checked with J§5's rules in the
 * browser and by the action, and again by the service, which keeps them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return askedFields(serviceOf(context), bookingIdFrom(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const bookingId = bookingIdFrom(request);
  const { fields } = await askedFields(service, bookingId);
  const submission = checkReportingDetailsForm(fields, await request.formData());
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const dynamicFields = Object.fromEntries(
    Object.entries(submission.value).filter(([, value]) => value !== undefined),
  );
  const saved = await service.call(endpoints.corporateUpdateReportingDetails, {
    bookingId,
    dynamicFields,
  });
  if (!saved.ok) {
    const formErrors = saved.errors.map((error) => error.message);
    return data({ result: submission.reply({ formErrors }) }, saved.httpStatus);
  }
  return { result: submission.reply(), saved: LABELS.saved(bookingId) };
}

function ReportingDetailsForm({
  details,
  lastResult,
}: {
  details: CorporateReportingDetails;
  lastResult: Parameters<typeof useValidatedForm>[1];
}) {
  const schema = useMemo(() => dynamicFieldsSchema(details.fields), [details.fields]);
  const defaultValue = Object.fromEntries(details.fields.map((field) => [field.key, field.value]));
  const [form] = useValidatedForm(schema, lastResult, "reporting-details", defaultValue);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <FormErrorSummary errors={namedErrorSummaryItems(form)} />
      {form.errors?.length ? <Alert tone="error">{form.errors.join(" ")}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <FareFieldsFieldset
          fields={details.fields.map((field) => ({
            ...field,
            binding: namedFieldProps(form, field.key),
          }))}
          messages={{ legend: LABELS.legend, description: LABELS.description }}
        />
        <Button type="submit" variant="primary" isPending={busy} className="self-start">
          {LABELS.save}
        </Button>
      </Form>
    </>
  );
}

export default function ReportingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const details = loaderData;
  const saved = actionData && "saved" in actionData ? actionData.saved : null;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <p>
        <Link to="/manage-user/out-of-policy" className="font-semibold text-link underline">
          {LABELS.back}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{LABELS.heading(details.bookingId)}</h1>
      <div aria-live="polite">{saved ? <Alert tone="success">{saved}</Alert> : null}</div>
      {details.fields.length === 0 ? (
        <p>{LABELS.noneAsked}</p>
      ) : (
        <ReportingDetailsForm
          // Saved values come back from the loader: the fields start from them again.
          key={details.fields.map((field) => field.value).join("\n")}
          details={details}
          lastResult={saved ? undefined : actionData?.result}
        />
      )}
    </div>
  );
}
