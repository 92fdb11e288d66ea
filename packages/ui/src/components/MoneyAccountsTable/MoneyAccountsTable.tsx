import type { MoneyAccount } from "@wayfare/domain";
import { CaptionedTable, EmptyTableRow, tableCellClasses } from "../../lib/captioned-table";
import { TablePages, type TablePagesMessages } from "../../lib/table-pages";
import { Badge } from "../Badge/Badge";
import { Price } from "../Price/Price";

export interface MoneyAccountsTableMessages extends TablePagesMessages {
  caption: string;
  account: string;
  role: string;
  deposit: string;
  creditLimit: string;
  due: string;
  overdue: string;
  /** The badge beside an overdue amount. */
  overdueBadge: string;
  nothingOverdue: string;
  empty: string;
  pageOf: (page: number, pages: number, total: number) => string;
}

export const defaultMoneyAccountsTableMessages: MoneyAccountsTableMessages = {
  caption: "Accounts",
  account: "Account",
  role: "Role",
  deposit: "Deposit",
  creditLimit: "Credit limit",
  due: "Due",
  overdue: "Overdue",
  overdueBadge: "Overdue",
  nothingOverdue: "None",
  empty: "No accounts match.",
  pages: "Account pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page, pages, total) =>
    `Page ${page} of ${pages}, ${total} ${total === 1 ? "account" : "accounts"}`,
};

export interface MoneyAccountsTableProps {
  /** One page of accounts, by name, each with its dues (`user-due-info`). */
  accounts: readonly MoneyAccount[];
  /** From 0. */
  page: number;
  total: number;
  pageSize: number;
  /** The link to another page (a GET: works without JavaScript). */
  pageHref: (page: number) => string;
  /** The link to one account's money page. */
  moneyHref: (userId: string) => string;
  messages?: Partial<MoneyAccountsTableMessages>;
  className?: string;
}

/**
 * The accounts whose money a manager looks after (issue 22, decision 0077): each one's
 * deposit, credit limit, what is due on the credit line and what of it is overdue, the name
 * a link to the account's money page; a page at a time.
 */
export function MoneyAccountsTable({
  accounts,
  page,
  total,
  pageSize,
  pageHref,
  moneyHref,
  messages,
  className,
}: MoneyAccountsTableProps) {
  const text = { ...defaultMoneyAccountsTableMessages, ...messages };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const cell = tableCellClasses;
  const amount = `${cell} text-right whitespace-nowrap`;
  const headings = [
    text.account,
    text.role,
    text.deposit,
    text.creditLimit,
    text.due,
    text.overdue,
  ];
  return (
    <div
      data-slot="money-accounts-table"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <CaptionedTable caption={text.caption}>
        <thead className="bg-surface">
          <tr>
            {headings.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={`${index < 2 ? cell : amount} font-semibold`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.length === 0 ? (
            <EmptyTableRow columns={headings.length}>{text.empty}</EmptyTableRow>
          ) : (
            accounts.map(({ userId, name, role, dues }) => (
              <tr key={userId}>
                <th scope="row" className={`${cell} font-normal`}>
                  <a href={moneyHref(userId)} className="font-semibold text-link underline">
                    {name}
                  </a>
                  <span className="block text-fg-muted">{userId}</span>
                </th>
                <td className={cell}>{role}</td>
                <td className={amount}>
                  <Price amount={dues.deposit.balance} size="sm" />
                </td>
                <td className={amount}>
                  <Price amount={dues.creditLine.limit} size="sm" />
                </td>
                <td className={amount}>
                  <Price amount={dues.totalDue} size="sm" />
                </td>
                <td className={amount}>
                  {dues.oldDueInfo.amount > 0 ? (
                    <span className="inline-flex items-center gap-2">
                      <Badge tone="error" size="sm">
                        {text.overdueBadge}
                      </Badge>
                      <Price amount={dues.oldDueInfo.amount} size="sm" />
                    </span>
                  ) : (
                    text.nothingOverdue
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>
      <TablePages messages={text} page={page} pages={pages} total={total} pageHref={pageHref} />
    </div>
  );
}
