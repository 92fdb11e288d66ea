import type { MoneyAccountsPayload } from "@wayfare/domain";
import { MONEY_PAGE_SIZE } from "@wayfare/domain";
import { MONEY_FORM_LABELS } from "@wayfare/forms";
import { Button, MoneyAccountsTable, TextField } from "@wayfare/ui";
import { Form } from "react-router";

export const moneyHref = (userId: string) => `/manage-user/accounts/${userId}/money`;

/** The money dashboard: a search and the accounts with their balances, limits and dues. */
export function MoneyAccounts({ list }: { list: MoneyAccountsPayload & { query: string } }) {
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(list.query ? { query: list.query } : {}), page: String(page) })}`;
  return (
    <>
      <h1 className="text-2xl font-semibold">{MONEY_FORM_LABELS.dashboardHeading}</h1>
      <Form method="get" className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          name="query"
          type="search"
          label={MONEY_FORM_LABELS.search}
          description={MONEY_FORM_LABELS.searchDescription}
          defaultValue={list.query}
          autoComplete="off"
          className="sm:flex-1"
        />
        <Button type="submit" variant="primary" className="self-start sm:self-end">
          {MONEY_FORM_LABELS.searchSubmit}
        </Button>
      </Form>
      <MoneyAccountsTable
        accounts={list.accounts}
        page={list.page}
        total={list.total}
        pageSize={MONEY_PAGE_SIZE}
        pageHref={pageHref}
        moneyHref={moneyHref}
        className="mt-6"
      />
    </>
  );
}
