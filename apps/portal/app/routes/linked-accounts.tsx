import { parseWithZod } from "@conform-to/zod/v4";
import { endpoints, LINKED_ACCOUNT_MESSAGES } from "@wayfare/domain";
import { linkedSwitchFormSchema } from "@wayfare/forms";
import { Alert, LinkedAccounts } from "@wayfare/ui";
import { data, redirect, useNavigation } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { refusalMessage } from "../server/people.server";
import type { Route } from "./+types/linked-accounts";

export const LINKED_ACCOUNTS_PATH = "/linked-accounts";
const SWITCHED_PARAM = "switched";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, LINKED_ACCOUNT_MESSAGES.heading) },
];

/** The signed-in account's linked accounts (F§7 linked-user-details; decision 0080). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { accounts } = orThrow(await serviceOf(context).call(endpoints.linkedUserDetails, {}));
  const switched = new URL(request.url).searchParams.has(SWITCHED_PARAM);
  return { accounts, switched };
}

/**
 * The switch (F§7 toggle-linked-user): the service answers with the new account's token, which
 * the gateway keeps in place of the old one; the page then shows the new account in use. The
 * service checks the link again; a refusal is shown here and nothing changes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: linkedSwitchFormSchema });
  if (submission.status !== "success") {
    return data({ failed: submission.error?.userId?.[0] ?? "" }, 400);
  }
  const answer = await serviceOf(context).switchUser(endpoints.toggleLinkedUser, submission.value);
  if (!answer.ok) return data({ failed: refusalMessage(answer) }, answer.httpStatus);
  throw redirect(`${LINKED_ACCOUNTS_PATH}?${SWITCHED_PARAM}`);
}

export default function LinkedAccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, switched } = loaderData;
  const navigation = useNavigation();
  const pendingUserId =
    navigation.state === "submitting" ? navigation.formData?.get("userId")?.toString() : undefined;
  const current = accounts.find((account) => account.current);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{LINKED_ACCOUNT_MESSAGES.heading}</h1>
      {switched && current && !actionData ? (
        <Alert tone="success">{LINKED_ACCOUNT_MESSAGES.switched(current.name)}</Alert>
      ) : null}
      {actionData?.failed ? <Alert tone="error">{actionData.failed}</Alert> : null}
      <p className="text-fg-muted">{LINKED_ACCOUNT_MESSAGES.intro}</p>
      <LinkedAccounts
        accounts={accounts}
        switchAction={LINKED_ACCOUNTS_PATH}
        pendingUserId={pendingUserId}
      />
    </div>
  );
}
