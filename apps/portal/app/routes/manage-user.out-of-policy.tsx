import {
  endpoints,
  mayManageFarePolicies,
  OUT_OF_POLICY_PAGE_SIZE,
  POLICY_REASONS,
} from "@wayfare/domain";
import { FARE_POLICY_FORM_LABELS, REPORTING_DETAILS_FORM_LABELS } from "@wayfare/forms";
import {
  Button,
  NativeSelectField,
  NativeTextField,
  OutOfPolicyTable,
  type OutOfPolicyTableOrder,
} from "@wayfare/ui";
import { data, Form, Link } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { outOfPolicyAsked } from "../server/out-of-policy.server";
import type { Route } from "./+types/manage-user.out-of-policy";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, FARE_POLICY_FORM_LABELS.report) },
];

const LABELS = {
  filters: "Filter the report",
  from: "Booked from",
  to: "Booked until",
  dateHint: "yyyy-mm-dd",
  traveller: "Traveller",
  anyone: "Anyone",
  reason: "Reason",
  anyReason: "Any reason",
  apply: "Show bookings",
  csv: "Download CSV",
} as const;

/**
 * The out-of-policy report (issue 22, decision 0081): the company's bookings made with a
 * policy reason, filtered, sorted and paged by GET links, and F§7's corporate CSV of them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const role = (await service.signedInUser())?.role;
  if (!role || !mayManageFarePolicies(role)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const asked = outOfPolicyAsked(url);
  if (!asked) throw data({ message: "This report link is not complete." }, 404);
  const [report, people] = await Promise.all([
    service.call(endpoints.corporateOutOfPolicy, asked),
    service.call(endpoints.corporatePolicies, {}),
  ]);
  const filters = new URLSearchParams(
    [...url.searchParams].filter(([key]) => ["from", "to", "travellerId", "reason"].includes(key)),
  );
  return {
    report: orThrow(report),
    employees: orThrow(people).employees,
    asked,
    filters: filters.toString(),
  };
}

const reportingDetailsHref = (bookingId: string) =>
  `/manage-user/reporting-details?${new URLSearchParams({ bookingId })}`;

export default function OutOfPolicyReport({ loaderData }: Route.ComponentProps) {
  const { report, employees, asked, filters } = loaderData;
  const hrefFor = (order: OutOfPolicyTableOrder) =>
    `?${new URLSearchParams([...new URLSearchParams(filters), ...Object.entries({ ...order, page: String(order.page) })])}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{FARE_POLICY_FORM_LABELS.report}</h1>
        <Link to="/manage-user/policies" className="font-semibold text-link underline">
          {FARE_POLICY_FORM_LABELS.heading}
        </Link>
      </div>
      <Form
        method="get"
        aria-label={LABELS.filters}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <NativeTextField
          name="from"
          type="date"
          label={LABELS.from}
          description={LABELS.dateHint}
          defaultValue={asked.from ?? ""}
        />
        <NativeTextField
          name="to"
          type="date"
          label={LABELS.to}
          description={LABELS.dateHint}
          defaultValue={asked.to ?? ""}
        />
        <NativeSelectField
          name="travellerId"
          label={LABELS.traveller}
          placeholder={LABELS.anyone}
          options={employees.map((employee) => ({ value: employee.userId, label: employee.name }))}
          defaultValue={asked.travellerId ?? ""}
        />
        <NativeSelectField
          name="reason"
          label={LABELS.reason}
          placeholder={LABELS.anyReason}
          options={POLICY_REASONS.map((reason) => ({ value: reason.code, label: reason.label }))}
          defaultValue={asked.reason ?? ""}
        />
        <input type="hidden" name="sort" value={asked.sort} />
        <input type="hidden" name="direction" value={asked.direction} />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <Button type="submit" variant="primary">
            {LABELS.apply}
          </Button>
          <a
            href={`/manage-user/out-of-policy.csv${filters ? `?${filters}` : ""}`}
            className="font-semibold text-link underline"
            download
          >
            {LABELS.csv}
          </a>
        </div>
      </Form>
      <OutOfPolicyTable
        bookings={report.bookings}
        order={{ sort: asked.sort, direction: asked.direction, page: report.page }}
        total={report.total}
        pageSize={OUT_OF_POLICY_PAGE_SIZE}
        hrefFor={hrefFor}
        reportingDetailsHref={reportingDetailsHref}
      />
      <Form
        method="get"
        action="/manage-user/reporting-details"
        aria-label={REPORTING_DETAILS_FORM_LABELS.find}
        className="flex flex-wrap items-end gap-4"
      >
        <NativeTextField
          name="bookingId"
          label={REPORTING_DETAILS_FORM_LABELS.bookingId}
          description={REPORTING_DETAILS_FORM_LABELS.bookingIdHint}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {REPORTING_DETAILS_FORM_LABELS.open}
        </Button>
      </Form>
    </div>
  );
}
