import { parseWithZod } from "@conform-to/zod/v4";
import { endpoints, mayOpenAnyBooking, mayProcessAmendmentRequests } from "@wayfare/domain";
import { amendmentProcessFormSchema, payloadText } from "@wayfare/forms";
import { Alert, AmendmentRequestCard } from "@wayfare/ui";
import { data } from "react-router";
import { CloseRequestForm } from "../components/desk/close-request-form";
import { DeskBookingSearchSection } from "../components/desk/desk-booking-search-section";
import { RoleLanding } from "../components/role-landing";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { deskSearch } from "../server/desk-search.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/manage-carts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Manage carts") },
];

/**
 * The call centre's landing (F§2): the booking desk's search (decision 0066) and the travel
 * desk's queue, for the roles that work them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const role = (await service.signedInUser())?.role ?? "";
  const search = mayOpenAnyBooking(role) ? await deskSearch(service, new URL(request.url)) : null;
  const requests = mayProcessAmendmentRequests(role)
    ? orThrow(await service.call(endpoints.amendmentQueue, {})).requests
    : null;
  return data({ search, requests }, search?.result?.status === "error" ? 400 : 200);
}

/** Closes one request, checked with the shared schema, then by the service. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: amendmentProcessFormSchema });
  const requestId = payloadText(submission.payload, "requestId");
  if (submission.status !== "success") {
    return data({ requestId, result: submission.reply(), closed: null }, 400);
  }
  const closed = await serviceOf(context).call(endpoints.amendmentProcess, submission.value);
  if (!closed.ok) {
    const formErrors = closed.errors.map((error) => error.message);
    return data({ requestId, result: submission.reply({ formErrors }), closed: null }, 400);
  }
  const verdict = closed.payload.status === "COMPLETED" ? "done" : "refused";
  const message = `Request ${requestId} closed as ${verdict}; the traveller has been emailed.`;
  return { requestId, result: null, closed: message };
}

export default function ManageCarts({ loaderData, actionData }: Route.ComponentProps) {
  const { search, requests } = loaderData;
  return (
    <>
      <RoleLanding
        heading="Manage carts"
        dashboard="Find any caller's booking below by its id or PNR and open it with its logs, and work the travel desk's amendment requests."
      />
      {search ? <DeskBookingSearchSection search={search} /> : null}
      {requests ? (
        <section aria-labelledby="desk-heading" className="mt-8 flex flex-col gap-4">
          <h2 id="desk-heading" className="text-lg font-semibold">
            Amendment requests waiting ({requests.length})
          </h2>
          <p role="status">{actionData?.closed ?? ""}</p>
          {requests.length === 0 ? (
            <Alert tone="info" live={false}>
              No amendment requests are waiting.
            </Alert>
          ) : (
            requests.map((request) => (
              <AmendmentRequestCard key={request.requestId} request={request}>
                <CloseRequestForm
                  requestId={request.requestId}
                  travellers={request.amendmentType === "CORRECTION" ? request.travellers : []}
                  lastResult={
                    actionData?.requestId === request.requestId ? actionData.result : null
                  }
                />
              </AmendmentRequestCard>
            ))
          )}
        </section>
      ) : null}
    </>
  );
}
