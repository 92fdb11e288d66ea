import { parseWithZod } from "@conform-to/zod/v4";
import { endpoints } from "@wayfare/domain";
import {
  type NotificationsForm,
  notificationsFormSchema,
  notificationsPageOf,
} from "@wayfare/forms";
import { NotificationsHistory } from "@wayfare/ui";
import { data, redirect } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { GatewayAnswer, ServiceGateway } from "../server/gateway/service-gateway.server";
import { isLocalPath } from "../server/local-path.server";
import type { Route } from "./+types/notifications";

export const NOTIFICATIONS_PATH = "/notifications";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Notifications") },
];

/** J§2 notifications history: the signed-in user's own page of it, and their subscription. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const page = notificationsPageOf(url.searchParams);
  const [history, subscription] = await Promise.all([
    service.call(endpoints.userNotifications, { page }),
    service.call(endpoints.subscriptionInfo, {}),
  ]);
  return { ...orThrow(history), topics: orThrow(subscription).topics };
}

/** The service's answer to a post: only whether it was refused matters here. */
function send(service: ServiceGateway, form: NotificationsForm): Promise<GatewayAnswer<unknown>> {
  switch (form.intent) {
    case "read":
      return service.call(endpoints.markNotificationsRead, { ids: [form.id] });
    case "read-all":
      return service.call(endpoints.markNotificationsRead, { all: true });
    case "subscribe":
      return service.call(endpoints.subscribeTopics, { topics: form.topics });
    case "unsubscribe":
      return service.call(endpoints.subscribeTopics, { topics: [] });
    case "dismiss-nudge":
      return service.call(endpoints.subscriptionInfo, { dismissNudge: true });
  }
}

/** Each post goes to the service, then back to the page (a dismissed nudge to where it was). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: notificationsFormSchema });
  if (submission.status !== "success") throw data({ message: "Bad Request" }, 400);
  const form = submission.value;
  orThrow(await send(serviceOf(context), form));
  if (form.intent === "dismiss-nudge") {
    throw redirect(form.next && isLocalPath(form.next) ? form.next : NOTIFICATIONS_PATH);
  }
  throw redirect(new URL(request.url).pathname + new URL(request.url).search);
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <NotificationsHistory
      {...loaderData}
      pageHref={(page) => `${NOTIFICATIONS_PATH}?page=${page}`}
    />
  );
}
