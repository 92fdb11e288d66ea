import {
  formatIndiaTime,
  passbookReasonLabel,
  type SortDirection,
  type StatementEntry,
} from "@wayfare/domain";
import { CaptionedTable, EmptyTableRow, tableCellClasses } from "../../lib/captioned-table";
import { SortLink, sortLinkName, TablePages, type TablePagesMessages } from "../../lib/table-pages";
import { Price } from "../Price/Price";

export interface AccountStatementMessages extends TablePagesMessages {
  caption: string;
  date: string;
  description: string;
  reference: string;
  enteredBy: string;
  amount: string;
  balance: string;
  credit: string;
  debit: string;
  empty: string;
  download: string;
  sortBy: (column: string, sorted: SortDirection | undefined) => string;
}

export const defaultAccountStatementMessages: AccountStatementMessages = {
  caption: "Statement",
  date: "Date",
  description: "Description",
  reference: "Reference",
  enteredBy: "Entered by",
  amount: "Amount",
  balance: "Balance",
  credit: "Credit",
  debit: "Debit",
  empty: "No entries yet.",
  download: "Download CSV",
  pages: "Statement pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page, pages, total) =>
    `Page ${page} of ${pages}, ${total} ${total === 1 ? "entry" : "entries"}`,
  sortBy: sortLinkName,
};

export interface StatementOrder {
  direction: SortDirection;
  /** From 0. */
  page: number;
}

export interface AccountStatementProps {
  /** One page of a wallet's entries, each with the balance after it. */
  entries: readonly StatementEntry[];
  order: StatementOrder;
  total: number;
  pageSize: number;
  /** The link to the statement in another order or on another page. */
  hrefFor: (order: StatementOrder) => string;
  /** The whole statement as CSV. */
  csvHref: string;
  messages?: Partial<AccountStatementMessages>;
  className?: string;
}

/**
 * One wallet's statement (issue 22, decision 0077): its ledger entries with the running
 * balance and who entered each by hand, sorted by date either way (the balance after each
 * entry stays the same), a page at a time, and the whole of it as CSV. Credits and debits
 * are said in words, not only by sign or colour.
 */
export function AccountStatement({
  entries,
  order,
  total,
  pageSize,
  hrefFor,
  csvHref,
  messages,
  className,
}: AccountStatementProps) {
  const text = { ...defaultAccountStatementMessages, ...messages };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const cell = tableCellClasses;
  const amount = `${cell} text-right whitespace-nowrap`;
  const flipped = order.direction === "ascending" ? "descending" : "ascending";
  return (
    <div
      data-slot="account-statement"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <CaptionedTable caption={text.caption}>
        <thead className="bg-surface">
          <tr>
            <th scope="col" aria-sort={order.direction} className={`${cell} font-semibold`}>
              <SortLink
                heading={text.date}
                sorted={order.direction}
                href={hrefFor({ direction: flipped, page: 0 })}
                name={text.sortBy(text.date, order.direction)}
              />
            </th>
            {[text.description, text.reference, text.enteredBy].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
            <th scope="col" className={`${amount} font-semibold`}>
              {text.amount}
            </th>
            <th scope="col" className={`${amount} font-semibold`}>
              {text.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <EmptyTableRow columns={6}>{text.empty}</EmptyTableRow>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <td className={`${cell} whitespace-nowrap`}>{formatIndiaTime(entry.at)}</td>
                <td className={cell}>{passbookReasonLabel(entry.reason)}</td>
                <td className={`${cell} break-all`}>{entry.reference ?? ""}</td>
                <td className={cell}>
                  {entry.enteredBy ? `${entry.enteredBy.name} (${entry.enteredBy.userId})` : ""}
                </td>
                <td className={amount}>
                  {entry.amount >= 0 ? text.credit : text.debit}{" "}
                  <Price amount={Math.abs(entry.amount)} size="sm" />
                </td>
                <td className={amount}>
                  <Price amount={entry.balance} size="sm" />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TablePages
          messages={text}
          page={order.page}
          pages={pages}
          total={total}
          pageHref={(page) => hrefFor({ ...order, page })}
        />
        <a href={csvHref} download className="font-semibold text-link underline">
          {text.download}
        </a>
      </div>
    </div>
  );
}
