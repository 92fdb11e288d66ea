import { parseWithZod } from "@conform-to/zod/v4";
import { endpoints, grantableRoles, PEOPLE_MESSAGES, type Person } from "@wayfare/domain";
import { accountActionFormSchema, PEOPLE_FORM_LABELS } from "@wayfare/forms";
import { Alert, Badge, Button, ConfirmAction, NativeSelectField } from "@wayfare/ui";
import { data, Form, useNavigation } from "react-router";
import { BackToPeople } from "../components/people/back-to-people";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { managerRole, refusalMessage } from "../server/people.server";
import type { Route } from "./+types/manage-user.people.$userId";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: pageTitle(loaded?.person.name ?? PEOPLE_FORM_LABELS.heading) },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const roles = grantableRoles(await managerRole(service));
  const person = orThrow(await service.call(endpoints.peopleAccount, { userId: params.userId }));
  const invited = new URL(request.url).searchParams.has("invited");
  return { person, roles, invited };
}

type Outcome = { done: string | null; failed: string | null; asked: boolean };
const outcome = (over: Partial<Outcome>): Outcome => ({
  done: null,
  failed: null,
  asked: false,
  ...over,
});

/**
 * One action on the account (issue 22, decision 0070), by intent; the service authorises
 * each again. Deactivating without `confirmed` (a post before JavaScript) asks first.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: accountActionFormSchema });
  if (submission.status !== "success") return data(outcome({ failed: "" }), 400);
  const asked = submission.value;
  if (asked.intent === "status" && asked.status === "INACTIVE" && asked.confirmed !== "yes") {
    return outcome({ asked: true });
  }
  const service = serviceOf(context);
  const userId = params.userId;
  const answer =
    asked.intent === "role"
      ? await service.call(endpoints.peopleRole, { userId, role: asked.role })
      : asked.intent === "status"
        ? await service.call(endpoints.peopleStatus, { userId, status: asked.status })
        : await service.call(endpoints.peopleResetLink, { userId });
  if (!answer.ok) return data(outcome({ failed: refusalMessage(answer) }), answer.httpStatus);
  return outcome({ done: doneMessage(asked.intent, answer.payload) });
}

function doneMessage(intent: "role" | "status" | "reset-link", person: Person): string {
  if (intent === "role") return PEOPLE_MESSAGES.roleChanged(person.name, person.role);
  if (intent === "reset-link") return PEOPLE_MESSAGES.resetLinkSent(person.email);
  return person.status === "ACTIVE"
    ? PEOPLE_MESSAGES.reactivated(person.name)
    : PEOPLE_MESSAGES.deactivated(person.name);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { person, roles, invited } = loaderData;
  const busy = useNavigation().state !== "idle";
  const active = person.status === "ACTIVE";
  const done = actionData?.done ?? (invited ? PEOPLE_MESSAGES.created(person.name) : null);
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <BackToPeople />
      <div>
        <h1 className="text-2xl font-semibold">{person.name}</h1>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="text-fg-muted">User id</dt>
          <dd>{person.userId}</dd>
          <dt className="text-fg-muted">{PEOPLE_FORM_LABELS.email}</dt>
          <dd className="break-all">{person.email}</dd>
          <dt className="text-fg-muted">{PEOPLE_FORM_LABELS.mobile}</dt>
          <dd>{person.mobile ?? ""}</dd>
          <dt className="text-fg-muted">{PEOPLE_FORM_LABELS.role}</dt>
          <dd>{person.role}</dd>
          <dt className="text-fg-muted">Status</dt>
          <dd>
            <Badge tone={active ? "success" : "neutral"}>{active ? "Active" : "Deactivated"}</Badge>
          </dd>
        </dl>
      </div>
      <div aria-live="polite">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {actionData?.failed ? <Alert tone="error">{actionData.failed}</Alert> : null}
      </div>
      {roles.length > 0 ? (
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="role" />
          <NativeSelectField
            name="role"
            label={PEOPLE_FORM_LABELS.role}
            placeholder={PEOPLE_FORM_LABELS.rolePlaceholder}
            options={roles.map((role) => ({ value: role, label: role }))}
            defaultValue={person.role}
            className="sm:flex-1"
          />
          <Button type="submit" variant="secondary" isPending={busy} className="self-start">
            {PEOPLE_FORM_LABELS.changeRole}
          </Button>
        </Form>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Form method="post" id="account-status">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value={active ? "INACTIVE" : "ACTIVE"} />
          {active ? null : (
            <Button type="submit" variant="secondary">
              {PEOPLE_FORM_LABELS.reactivate}
            </Button>
          )}
        </Form>
        {active ? (
          <ConfirmAction
            formId="account-status"
            label={PEOPLE_FORM_LABELS.deactivate}
            asked={actionData?.asked ?? false}
            cancelHref={`/manage-user/people/${person.userId}`}
            question={{
              title: PEOPLE_FORM_LABELS.deactivateQuestion(person.name),
              description: PEOPLE_FORM_LABELS.deactivateDescription,
              confirm: PEOPLE_FORM_LABELS.deactivateConfirm,
              cancel: PEOPLE_FORM_LABELS.cancel,
            }}
          />
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="reset-link" />
          <Button type="submit" variant="secondary">
            {PEOPLE_FORM_LABELS.resetLink}
          </Button>
        </Form>
      </div>
    </div>
  );
}
