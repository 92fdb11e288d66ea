import { parseWithZod } from "@conform-to/zod/v4";
import {
  endpoints,
  grantableRoles,
  LINKED_ACCOUNT_MESSAGES,
  MONEY_ACCOUNT_ROLES,
  mayManageMoney,
  PEOPLE_MESSAGES,
  type Person,
} from "@wayfare/domain";
import { accountActionFormSchema, MONEY_FORM_LABELS, PEOPLE_FORM_LABELS } from "@wayfare/forms";
import {
  Alert,
  Badge,
  Button,
  ConfirmAction,
  NativeSelectField,
  NativeTextField,
} from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { BackToPeople } from "../components/people/back-to-people";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { managerRole, refusalMessage } from "../server/people.server";
import type { Route } from "./+types/manage-user.people.$userId";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, loaded?.person.name ?? PEOPLE_FORM_LABELS.heading) },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const role = await managerRole(service);
  const person = orThrow(await service.call(endpoints.peopleAccount, { userId: params.userId }));
  const { accounts } = orThrow(
    await service.call(endpoints.linkedUserDetails, { userId: params.userId }),
  );
  const invited = new URL(request.url).searchParams.has("invited");
  // The service decides again on the money page (decision 0077); this only offers the link.
  const money =
    mayManageMoney(role) && (MONEY_ACCOUNT_ROLES as readonly string[]).includes(person.role);
  const linked = accounts.filter((account) => !account.current);
  return { person, roles: grantableRoles(role), invited, money, linked };
}

type Outcome = {
  done: string | null;
  failed: string | null;
  asked: boolean;
  /** The account id a refused link was asked with, shown again in its field. */
  linkedTo?: string;
};
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
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: accountActionFormSchema });
  if (submission.status !== "success") {
    const failed = Object.values(submission.error ?? {}).flat()[0] ?? "";
    const linkedTo = form.get("linkedTo")?.toString();
    return data(outcome({ failed, linkedTo }), 400);
  }
  const asked = submission.value;
  if (asked.intent === "status" && asked.status === "INACTIVE" && asked.confirmed !== "yes") {
    return outcome({ asked: true });
  }
  const service = serviceOf(context);
  const userId = params.userId;
  if (asked.intent === "link" || asked.intent === "unlink") {
    const person = orThrow(await service.call(endpoints.peopleAccount, { userId }));
    const linked =
      asked.intent === "link"
        ? await service.call(endpoints.peopleLink, { userId, linkedTo: asked.linkedTo })
        : await service.call(endpoints.peopleUnlink, { userId });
    if (!linked.ok) {
      const linkedTo = asked.intent === "link" ? asked.linkedTo : undefined;
      return data(outcome({ failed: refusalMessage(linked), linkedTo }), linked.httpStatus);
    }
    const done =
      asked.intent === "link" ? LINKED_ACCOUNT_MESSAGES.linked : LINKED_ACCOUNT_MESSAGES.unlinked;
    return outcome({ done: done(person.name) });
  }
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
  const { person, roles, invited, money, linked } = loaderData;
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
        {money ? (
          <p className="mt-3">
            <Link
              to={`/manage-user/accounts/${person.userId}/money`}
              className="font-semibold text-link underline"
            >
              {MONEY_FORM_LABELS.moneyLink}
            </Link>
          </p>
        ) : null}
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
      <section aria-labelledby="linked-accounts" className="flex flex-col gap-3">
        <h2 id="linked-accounts" className="text-lg font-semibold">
          {LINKED_ACCOUNT_MESSAGES.heading}
        </h2>
        {linked.length > 0 ? (
          <>
            <ul className="list-disc pl-6">
              {linked.map((account) => (
                <li key={account.userId}>
                  {account.name} ({account.userId})
                </li>
              ))}
            </ul>
            <Form method="post">
              <input type="hidden" name="intent" value="unlink" />
              <Button type="submit" variant="secondary">
                {LINKED_ACCOUNT_MESSAGES.unlink(person.name)}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <p>{LINKED_ACCOUNT_MESSAGES.noneForAccount}</p>
            <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <input type="hidden" name="intent" value="link" />
              <NativeTextField
                name="linkedTo"
                label={LINKED_ACCOUNT_MESSAGES.linkWith}
                description={LINKED_ACCOUNT_MESSAGES.linkWithDescription}
                required
                defaultValue={actionData?.linkedTo}
                errors={
                  actionData?.linkedTo !== undefined && actionData.failed
                    ? [actionData.failed]
                    : undefined
                }
                className="sm:flex-1"
              />
              <Button type="submit" variant="secondary" className="self-start">
                {LINKED_ACCOUNT_MESSAGES.link}
              </Button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
