import { parseWithZod } from "@conform-to/zod/v4";
import { CUSTOMER_JOURNEY_MESSAGES, endpoints } from "@wayfare/domain";
import { customerRequestFormSchema, payloadText, REQUESTABLE_AMENDMENTS } from "@wayfare/forms";
import { Alert, CustomerJourney, CustomerRequestFields } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { linkClasses } from "../components/after-booking/link-classes";
import { JourneyError } from "../components/customer-journey/journey-error";
import { journeyHeaders, journeyPath } from "../customer-journey-path";
import { pageTitle } from "../page-title";
import { journeyPage, journeyTokenFrom } from "../server/customer-journey.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/customer-journey.requests";

const HEADING = "Ask for a change";
const ERROR_HEADING = "We could not open this journey";

export const meta: Route.MetaFunction = ({ error, matches }) => [
  { title: pageTitle(matches, error ? ERROR_HEADING : HEADING) },
];

export const headers = journeyHeaders;

/** J§2 'Customer requests page': the flights, each with its request form or why it takes none. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return journeyPage(serviceOf(context), params);
}

/** One flight's request, checked with the service's schema; the service checks the token. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  formData.set("token", journeyTokenFrom(params));
  const submission = parseWithZod(formData, { schema: customerRequestFormSchema });
  const segmentId = payloadText(submission.payload, "segmentId");
  if (submission.status !== "success") {
    return data({ kind: "invalid" as const, segmentId, result: submission.reply() }, 400);
  }
  const raised = await serviceOf(context).callAnonymously(
    endpoints.createCustomerRequest,
    submission.value,
  );
  if (!raised.ok) {
    const formErrors = raised.errors.map((error) => error.message);
    return data({ kind: "failed" as const, segmentId, formErrors }, 400);
  }
  return { kind: "raised" as const, segmentId, requestId: raised.payload.requestId };
}

type Submitted = { error?: Record<string, string[] | null>; initialValue?: unknown } | undefined;

/** The posted values and the server's messages, for the flight they were posted for. */
function returned(result: Submitted) {
  const initial = (result?.initialValue ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof initial[key] === "string" ? initial[key] : undefined);
  const errors = (key: string) => result?.error?.[key] ?? undefined;
  return {
    values: {
      amendmentType: text("amendmentType"),
      passengerIds: [initial.passengerIds ?? []].flat() as string[],
      correction: text("correction"),
      remarks: text("remarks"),
    },
    errors: {
      amendmentType: errors("amendmentType"),
      passengerIds: errors("passengerIds"),
      correction: errors("correction"),
      remarks: errors("remarks"),
    },
  };
}

export default function CustomerRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, journey } = loaderData;
  const navigation = useNavigation();
  const sendingFor = navigation.formData?.get("segmentId");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{HEADING}</h1>
        <p>Booking ID {journey.bookingId}</p>
        <Link to={journeyPath(token)} className={`w-fit ${linkClasses}`}>
          Back to your journey
        </Link>
      </div>
      {actionData?.kind === "raised" ? (
        <Alert tone="success" title={`Request ID ${actionData.requestId}`}>
          {CUSTOMER_JOURNEY_MESSAGES.requestRaised}
        </Alert>
      ) : null}
      {actionData?.kind === "failed" ? (
        <Alert tone="error">{actionData.formErrors.join(" ")}</Alert>
      ) : null}
      <CustomerJourney journey={journey}>
        {journey.customerTripInfos.map(({ segment, passengers }) => {
          const state = journey.segments.find((entry) => entry.segmentId === segment.id);
          const mine = actionData?.kind === "invalid" && actionData.segmentId === segment.id;
          const posted = mine ? returned(actionData.result as Submitted) : undefined;
          const fields = (
            <CustomerRequestFields
              key={segment.id}
              segment={segment}
              passengers={passengers}
              autofill={state?.autofill ?? false}
              autofillError={state?.autofillError ?? null}
              amendmentTypes={REQUESTABLE_AMENDMENTS}
              values={posted?.values}
              errors={posted?.errors}
              isPending={sendingFor === segment.id}
            />
          );
          // A flight that takes no request shows why, with no form to post.
          return state?.autofill ? (
            <Form key={segment.id} method="post" noValidate>
              {fields}
            </Form>
          ) : (
            <div key={segment.id}>{fields}</div>
          );
        })}
      </CustomerJourney>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <JourneyError error={error} title={ERROR_HEADING} />;
}
