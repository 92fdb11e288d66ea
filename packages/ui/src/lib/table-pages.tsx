import type { SortDirection } from "@wayfare/domain";
import { tableCellClasses } from "./captioned-table";

const link = "font-semibold text-link underline";

/** What a back-office table's pages say: part of each table's messages. */
export interface TablePagesMessages {
  /** The navigation landmark's name: "People pages". */
  pages: string;
  previous: string;
  next: string;
  /** "Page 2 of 5, 87 people" (page from 1). */
  pageOf: (page: number, pages: number, total: number) => string;
}

/**
 * A back-office table's pages: where the reader is ("Page 2 of 5, 87 people") and links to
 * the previous and next page, in a named navigation landmark; links work before JavaScript.
 */
export function TablePages({
  messages,
  page,
  pages,
  total,
  pageHref,
}: {
  messages: TablePagesMessages;
  /** From 0, of `pages`. */
  page: number;
  pages: number;
  /** How many rows in all. */
  total: number;
  pageHref: (page: number) => string;
}) {
  const { previous, next } = messages;
  return (
    <nav aria-label={messages.pages} className="flex flex-wrap items-center gap-6">
      <p>{messages.pageOf(page + 1, pages, total)}</p>
      {page > 0 ? (
        <a href={pageHref(page - 1)} className={link}>
          {previous}
        </a>
      ) : null}
      {page + 1 < pages ? (
        <a href={pageHref(page + 1)} className={link}>
          {next}
        </a>
      ) : null}
    </nav>
  );
}

/** A sortable column's heading: a link that sorts by it, its arrow hidden from readers. */
export function SortLink({
  heading,
  sorted,
  href,
  name,
}: {
  heading: string;
  sorted: SortDirection | undefined;
  href: string;
  /** "Date, sorted descending: sort ascending" */
  name: string;
}) {
  return (
    <a href={href} aria-label={name} className="inline-flex items-center gap-1 text-link underline">
      {heading}
      <span aria-hidden="true">
        {sorted === "ascending" ? "▲" : sorted === "descending" ? "▼" : ""}
      </span>
    </a>
  );
}

/** "Name, sorted ascending: sort descending", or "Sort by Name". */
export function sortLinkName(column: string, sorted: SortDirection | undefined): string {
  return sorted
    ? `${column}, sorted ${sorted}: sort ${sorted === "ascending" ? "descending" : "ascending"}`
    : `Sort by ${column}`;
}

/**
 * A back-office table's header row: each sortable column's heading a SortLink to
 * `sortHref(column)`, the sorted one with `aria-sort`; the others plain headings.
 */
export function SortableHeadings<S extends string>({
  columns,
  sort,
  direction,
  sortHref,
  sortBy,
}: {
  columns: readonly { key: string; heading: string; sort: S | undefined }[];
  sort: S;
  direction: SortDirection;
  sortHref: (sort: S) => string;
  sortBy: (column: string, sorted: SortDirection | undefined) => string;
}) {
  return (
    <thead className="bg-surface">
      <tr>
        {columns.map((column) => {
          const sorted = column.sort && sort === column.sort ? direction : undefined;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={sorted}
              className={`${tableCellClasses} font-semibold`}
            >
              {column.sort ? (
                <SortLink
                  heading={column.heading}
                  sorted={sorted}
                  href={sortHref(column.sort)}
                  name={sortBy(column.heading, sorted)}
                />
              ) : (
                column.heading
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
