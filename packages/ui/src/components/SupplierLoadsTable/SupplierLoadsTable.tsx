import { cabinClassLabel, formatMoney, type SupplierLoad } from "@wayfare/domain";
import type { ReactNode } from "react";
import {
  CaptionedTable,
  EmptyTableRow,
  PlainHeadings,
  tableCellClasses,
} from "../../lib/captioned-table";
import { InstantTime } from "../../lib/instant-time";
import { TablePages, type TablePagesMessages } from "../../lib/table-pages";
import { Badge } from "../Badge/Badge";

export interface SupplierLoadsTableMessages extends TablePagesMessages {
  caption: string;
  file: string;
  loadedBy: string;
  loadedAt: string;
  allotments: string;
  status: string;
  actions: string;
  onSale: string;
  withdrawn: string;
  empty: string;
  allotment: (seats: number, bookingClass: string, fare: string, taxes: string) => string;
  pageOf: (page: number, pages: number, total: number) => string;
}

export const defaultSupplierLoadsTableMessages: SupplierLoadsTableMessages = {
  caption: "Loads",
  file: "File",
  loadedBy: "Loaded by",
  loadedAt: "Loaded",
  allotments: "Seats and fares",
  status: "Status",
  actions: "Actions",
  onSale: "On sale",
  withdrawn: "Withdrawn",
  empty: "Nothing has been loaded yet.",
  pages: "Load pages",
  previous: "Previous page",
  next: "Next page",
  allotment: (seats, bookingClass, fare, taxes) =>
    `${seats} seats, class ${bookingClass}, ${fare} + ${taxes} taxes`,
  pageOf: (page, pages, total) =>
    `Page ${page} of ${pages}, ${total} ${total === 1 ? "load" : "loads"}`,
};

export interface SupplierLoadsTableProps {
  /** One page of loads, newest first, each with its rows in file order. */
  loads: readonly SupplierLoad[];
  /** From 0. */
  page: number;
  total: number;
  pageSize: number;
  /** The link to another page (a GET: works without JavaScript). */
  pageHref: (page: number) => string;
  /** A load's action (the page's withdraw form); absent: no actions column. */
  actionFor?: (load: SupplierLoad) => ReactNode;
  messages?: Partial<SupplierLoadsTableMessages>;
  className?: string;
}

/**
 * A supplier's loads (issue 22, decision 0082): each file, who loaded it and when, its
 * flights' seats and fares, and whether it is on sale; a page at a time. A SUPPLIER_ADMIN's
 * page passes `actionFor` to withdraw a load.
 */
export function SupplierLoadsTable({
  loads,
  page,
  total,
  pageSize,
  pageHref,
  actionFor,
  messages,
  className,
}: SupplierLoadsTableProps) {
  const text = { ...defaultSupplierLoadsTableMessages, ...messages };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const cell = tableCellClasses;
  const headings = [
    text.file,
    text.loadedBy,
    text.loadedAt,
    text.allotments,
    text.status,
    ...(actionFor ? [text.actions] : []),
  ];
  return (
    <div
      data-slot="supplier-loads-table"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <CaptionedTable caption={text.caption}>
        <PlainHeadings headings={headings} />
        <tbody>
          {loads.length === 0 ? (
            <EmptyTableRow columns={headings.length}>{text.empty}</EmptyTableRow>
          ) : (
            loads.map((load) => (
              <tr key={load.loadId}>
                <th scope="row" className={`${cell} font-normal`}>
                  <span className="font-semibold">{load.fileName}</span>
                  <span className="block text-fg-muted">{load.loadId}</span>
                </th>
                <td className={cell}>{load.supplierName}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <InstantTime value={load.loadedAt} />
                </td>
                <td className={cell}>
                  <ul className="flex flex-col gap-1">
                    {load.allotments.map((row) => (
                      <li
                        key={`${row.flightNumber}-${row.date}-${row.cabinClass}-${row.bookingClass}`}
                      >
                        <span className="font-semibold">
                          {row.flightNumber} · {row.date} · {cabinClassLabel(row.cabinClass)}
                        </span>{" "}
                        {text.allotment(
                          row.seats,
                          row.bookingClass,
                          formatMoney(row.baseFare),
                          formatMoney(row.taxes),
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={cell}>
                  <Badge tone={load.status === "ON_SALE" ? "success" : "neutral"} size="sm">
                    {load.status === "ON_SALE" ? text.onSale : text.withdrawn}
                  </Badge>
                </td>
                {actionFor ? <td className={cell}>{actionFor(load)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>
      <TablePages messages={text} page={page} pages={pages} total={total} pageHref={pageHref} />
    </div>
  );
}
