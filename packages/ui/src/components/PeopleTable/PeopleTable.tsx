import type { PeopleSort, Person, SortDirection } from "@wayfare/domain";
import { CaptionedTable, EmptyTableRow, tableCellClasses } from "../../lib/captioned-table";
import {
  SortableHeadings,
  sortLinkName,
  TablePages,
  type TablePagesMessages,
} from "../../lib/table-pages";
import { Badge } from "../Badge/Badge";

export interface PeopleTableMessages extends TablePagesMessages {
  caption: string;
  name: string;
  email: string;
  mobile: string;
  role: string;
  status: string;
  createdAt: string;
  active: string;
  inactive: string;
  empty: string;
  /** "Name, sorted ascending: sort descending" — the sort link's name. */
  sortBy: (column: string, sorted: SortDirection | undefined) => string;
}

export const defaultPeopleTableMessages: PeopleTableMessages = {
  caption: "People",
  name: "Name",
  email: "Email",
  mobile: "Mobile",
  role: "Role",
  status: "Status",
  createdAt: "Added on",
  active: "Active",
  inactive: "Deactivated",
  empty: "No accounts match.",
  pages: "People pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page, pages, total) =>
    `Page ${page} of ${pages}, ${total} ${total === 1 ? "person" : "people"}`,
  sortBy: sortLinkName,
};

export interface PeopleTableOrder {
  sort: PeopleSort;
  direction: SortDirection;
  /** From 0. */
  page: number;
}

export interface PeopleTableProps {
  /** One page of accounts, in the order asked. */
  people: readonly Person[];
  order: PeopleTableOrder;
  /** How many accounts match, on every page. */
  total: number;
  pageSize: number;
  /** The link to the same list in another order or on another page (a GET: works without JavaScript). */
  hrefFor: (order: PeopleTableOrder) => string;
  /** The link to one account's page. */
  accountHref: (userId: string) => string;
  messages?: Partial<PeopleTableMessages>;
  className?: string;
}

const COLUMNS = [
  ["name", "name"],
  ["email", "email"],
  ["mobile", undefined],
  ["role", "role"],
  ["status", "status"],
  ["createdAt", "createdAt"],
] as const satisfies readonly (readonly [keyof PeopleTableMessages, PeopleSort | undefined])[];

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * An organisation's accounts (issue 22): a captioned table whose column headers are links
 * that sort by them (`aria-sort` on the sorted one), each name a link to the account, and
 * links to the previous and next page. Every control is a link, so it works before
 * JavaScript loads; the table scrolls sideways on a narrow screen.
 */
export function PeopleTable({
  people,
  order,
  total,
  pageSize,
  hrefFor,
  accountHref,
  messages,
  className,
}: PeopleTableProps) {
  const text = { ...defaultPeopleTableMessages, ...messages };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const cell = tableCellClasses;
  const link = "font-semibold text-link underline";
  const sortHref = (sort: PeopleSort) => {
    const direction =
      order.sort === sort && order.direction === "ascending" ? "descending" : "ascending";
    return hrefFor({ sort, direction, page: 0 });
  };
  return (
    <div
      data-slot="people-table"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <CaptionedTable caption={text.caption}>
        <SortableHeadings
          columns={COLUMNS.map(([key, sort]) => ({ key, heading: text[key] as string, sort }))}
          sort={order.sort}
          direction={order.direction}
          sortHref={sortHref}
          sortBy={text.sortBy}
        />
        <tbody>
          {people.length === 0 ? (
            <EmptyTableRow columns={COLUMNS.length}>{text.empty}</EmptyTableRow>
          ) : (
            people.map((person) => (
              <tr key={person.userId}>
                <th scope="row" className={`${cell} font-normal`}>
                  <a href={accountHref(person.userId)} className={link}>
                    {person.name}
                  </a>
                  <span className="block text-fg-muted">{person.userId}</span>
                </th>
                <td className={`${cell} break-all`}>{person.email}</td>
                <td className={`${cell} whitespace-nowrap`}>{person.mobile ?? ""}</td>
                <td className={cell}>{person.role}</td>
                <td className={cell}>
                  <Badge tone={person.status === "ACTIVE" ? "success" : "neutral"}>
                    {person.status === "ACTIVE" ? text.active : text.inactive}
                  </Badge>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {DATE.format(new Date(person.createdAt))}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>
      <TablePages
        messages={text}
        page={order.page}
        pages={pages}
        total={total}
        pageHref={(page) => hrefFor({ ...order, page })}
      />
    </div>
  );
}
