import {
  creatableRoles,
  endpoints,
  mayManageFarePolicies,
  mayManageMoney,
  mayManagePeople,
  mayReadAuditLog,
  maySeeSupplierLoads,
  PEOPLE_PAGE_SIZE,
  type PeopleListRequest,
  peopleListRequestSchema,
} from "@wayfare/domain";
import { FARE_POLICY_FORM_LABELS, MONEY_FORM_LABELS, PEOPLE_FORM_LABELS } from "@wayfare/forms";
import { Button, PeopleTable, type PeopleTableOrder, TextField } from "@wayfare/ui";
import { data, Form, Link } from "react-router";
import { MoneyAccounts } from "../components/money/money-accounts";
import { BackOfficeLinks } from "../components/people/back-office-links";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { moneyAccountsFor } from "../server/money.server";
import type { Route } from "./+types/manage-user";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Manage users") },
];

/** `?query=…&sort=…&direction=…&page=…` as the service's request, or null for a broken link. */
function listAsked(url: URL) {
  const asked: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (asked.page !== undefined) asked.page = Number(asked.page);
  const parsed = peopleListRequestSchema.shape.data.safeParse(asked);
  return parsed.success ? parsed.data : null;
}

/**
 * The manage-user dashboard (F§2; issue 22, decisions 0070 and 0077): for those who manage
 * people, the accounts they manage, searched, sorted and paged; for ACCOUNTS, the accounts'
 * money. Admins also get the back office's links.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const role = (await service.signedInUser())?.role ?? "";
  const admin = mayReadAuditLog(role);
  const money = mayManageMoney(role);
  const policies = mayManageFarePolicies(role);
  if (!mayManagePeople(role)) {
    // Accounts look after money and manage nobody: their dashboard is the accounts' money.
    // Every role that lands here manages people or money; for anyone else there is no page.
    if (!money) throw data({ message: "Not found" }, 404);
    const url = new URL(request.url);
    return {
      admin,
      money,
      policies,
      people: null,
      moneyList: money ? await moneyAccountsFor(service, url) : null,
    };
  }
  const asked = listAsked(new URL(request.url));
  if (!asked) throw data({ message: "This people link is not complete." }, 404);
  const people = orThrow(await service.call(endpoints.peopleList, asked));
  return {
    admin,
    money,
    policies,
    people: {
      ...people,
      asked,
      canAdd: creatableRoles(role).length > 0,
      supplierLoads: maySeeSupplierLoads(role),
    },
    moneyList: null,
  };
}

const listHref = (query: string, order: PeopleTableOrder) =>
  `?${new URLSearchParams({ ...(query ? { query } : {}), ...order, page: String(order.page) })}`;

function People({
  list,
  money,
  policies,
}: {
  list: NonNullable<Route.ComponentProps["loaderData"]["people"]>;
  money: boolean;
  policies: boolean;
}) {
  const asked: Required<PeopleListRequest> = list.asked;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{PEOPLE_FORM_LABELS.heading}</h1>
        <div className="flex flex-wrap gap-4">
          {money ? (
            <Link to="/manage-user/accounts" className="font-semibold text-link underline">
              {MONEY_FORM_LABELS.dashboardHeading}
            </Link>
          ) : null}
          {policies ? (
            <Link to="/manage-user/policies" className="font-semibold text-link underline">
              {FARE_POLICY_FORM_LABELS.heading}
            </Link>
          ) : null}
          {list.supplierLoads ? (
            <Link to="/inventory-orders" className="font-semibold text-link underline">
              Suppliers' loads
            </Link>
          ) : null}
          {list.canAdd ? (
            <Link to="/manage-user/new" className="font-semibold text-link underline">
              {PEOPLE_FORM_LABELS.add}
            </Link>
          ) : null}
        </div>
      </div>
      <Form method="get" className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          name="query"
          type="search"
          label={PEOPLE_FORM_LABELS.search}
          description={PEOPLE_FORM_LABELS.searchDescription}
          defaultValue={asked.query}
          autoComplete="off"
          className="sm:flex-1"
        />
        <input type="hidden" name="sort" value={asked.sort} />
        <input type="hidden" name="direction" value={asked.direction} />
        <Button type="submit" variant="primary" className="self-start sm:self-end">
          {PEOPLE_FORM_LABELS.searchSubmit}
        </Button>
      </Form>
      <PeopleTable
        people={list.people}
        order={{ sort: asked.sort, direction: asked.direction, page: list.page }}
        total={list.total}
        pageSize={PEOPLE_PAGE_SIZE}
        hrefFor={(order) => listHref(asked.query, order)}
        accountHref={(userId) => `/manage-user/people/${userId}`}
        className="mt-6"
      />
    </>
  );
}

export default function ManageUserLanding({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.people ? (
        <People list={loaderData.people} money={loaderData.money} policies={loaderData.policies} />
      ) : loaderData.moneyList ? (
        <MoneyAccounts list={loaderData.moneyList} />
      ) : null}
      {loaderData.admin ? <BackOfficeLinks /> : null}
    </>
  );
}
