import { MONEY_FORM_LABELS } from "@wayfare/forms";
import { MoneyAccounts } from "../components/money/money-accounts";
import { BackToPeople } from "../components/people/back-to-people";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { moneyAccountsFor } from "../server/money.server";
import type { Route } from "./+types/manage-user.accounts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, MONEY_FORM_LABELS.dashboardHeading) },
];

/** The money dashboard of an admin or a distributor (decision 0077), beside their people. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { list: await moneyAccountsFor(serviceOf(context), new URL(request.url)) };
}

export default function ManagedMoney({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-4">
      <BackToPeople />
      <MoneyAccounts list={loaderData.list} />
    </div>
  );
}
