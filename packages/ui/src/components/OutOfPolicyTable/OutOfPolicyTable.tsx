import {
  formatIndiaTime,
  type OutOfPolicyBooking,
  type OutOfPolicySort,
  type SortDirection,
} from "@wayfare/domain";
import { CaptionedTable, EmptyTableRow, tableCellClasses } from "../../lib/captioned-table";
import {
  SortableHeadings,
  sortLinkName,
  TablePages,
  type TablePagesMessages,
} from "../../lib/table-pages";
import { Price } from "../Price/Price";

export interface OutOfPolicyTableMessages extends TablePagesMessages {
  caption: string;
  booking: string;
  bookedAt: string;
  traveller: string;
  trip: string;
  total: string;
  reason: string;
  breaches: string;
  lowestFareOnly: string;
  reportingDetails: string;
  /** The link to a booking's reporting details form, and its hidden rest naming the booking. */
  correct: string;
  correctOf: (bookingId: string) => string;
  empty: string;
  sortBy: (column: string, sorted: SortDirection | undefined) => string;
}

export const defaultOutOfPolicyTableMessages: OutOfPolicyTableMessages = {
  caption: "Bookings outside policy",
  booking: "Booking",
  bookedAt: "Booked on",
  traveller: "Traveller",
  trip: "Trip",
  total: "Total",
  reason: "Reason given",
  breaches: "Outside policy because",
  lowestFareOnly: "Not the lowest fare",
  reportingDetails: "Reporting details",
  correct: "Correct reporting details",
  correctOf: (bookingId) => `of ${bookingId}`,
  empty: "No bookings outside policy match.",
  pages: "Out-of-policy pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page, pages, total) =>
    `Page ${page} of ${pages}, ${total} ${total === 1 ? "booking" : "bookings"}`,
  sortBy: sortLinkName,
};

export interface OutOfPolicyTableOrder {
  sort: OutOfPolicySort;
  direction: SortDirection;
  /** From 0. */
  page: number;
}

export interface OutOfPolicyTableProps {
  /** One page of the report, in the order asked. */
  bookings: readonly OutOfPolicyBooking[];
  order: OutOfPolicyTableOrder;
  total: number;
  pageSize: number;
  /** The same report in another order or on another page (a GET link: works without JavaScript). */
  hrefFor: (order: OutOfPolicyTableOrder) => string;
  /** Where a booking's reporting details are corrected; no link without it. */
  reportingDetailsHref?: (bookingId: string) => string;
  messages?: Partial<OutOfPolicyTableMessages>;
  className?: string;
}

type Column = readonly [keyof OutOfPolicyTableMessages, OutOfPolicySort | undefined];
const COLUMNS = [
  ["booking", undefined],
  ["bookedAt", "bookedAt"],
  ["traveller", "traveller"],
  ["trip", undefined],
  ["total", "total"],
  ["reason", undefined],
  ["breaches", undefined],
  ["reportingDetails", undefined],
] as const satisfies readonly Column[];

/**
 * A company's bookings made outside its fare policies (issue 22, decision 0081), each with
 * the reason its traveller gave and the rules it broke: a captioned table whose sortable
 * headers are links (`aria-sort` on the sorted one) and previous and next page links, so it
 * works before JavaScript loads; it scrolls sideways on a narrow screen.
 */
export function OutOfPolicyTable({
  bookings,
  order,
  total,
  pageSize,
  hrefFor,
  reportingDetailsHref,
  messages,
  className,
}: OutOfPolicyTableProps) {
  const text = { ...defaultOutOfPolicyTableMessages, ...messages };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const cell = tableCellClasses;
  const sortHref = (sort: OutOfPolicySort) => {
    const direction =
      order.sort === sort && order.direction === "descending" ? "ascending" : "descending";
    return hrefFor({ sort, direction, page: 0 });
  };
  return (
    <div
      data-slot="out-of-policy-table"
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
          {bookings.length === 0 ? (
            <EmptyTableRow columns={COLUMNS.length}>{text.empty}</EmptyTableRow>
          ) : (
            bookings.map((booking) => (
              <tr key={booking.bookingId}>
                <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                  {booking.bookingId}
                  <span className="block font-normal text-fg-muted">{booking.status}</span>
                </th>
                <td className={`${cell} whitespace-nowrap`}>{formatIndiaTime(booking.bookedAt)}</td>
                <td className={cell}>{booking.traveller.name}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {booking.route}
                  <span className="block text-fg-muted">
                    {booking.firstDeparture.replace("T", " ")}
                  </span>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <Price amount={booking.total} />
                </td>
                <td className={cell}>{booking.reason}</td>
                <td className={cell}>
                  {booking.breaches.length > 0 ? (
                    <ul className="list-disc pl-4">
                      {booking.breaches.map((breach) => (
                        <li key={breach}>{breach}</li>
                      ))}
                    </ul>
                  ) : (
                    text.lowestFareOnly
                  )}
                </td>
                <td className={cell}>
                  {booking.reportingDetails.map((detail) => (
                    <span key={detail.label} className="block">
                      {detail.label}: {detail.value}
                    </span>
                  ))}
                  {reportingDetailsHref ? (
                    <a
                      href={reportingDetailsHref(booking.bookingId)}
                      className="mt-1 block font-semibold whitespace-nowrap text-link underline"
                    >
                      {text.correct}
                      <span className="sr-only"> {text.correctOf(booking.bookingId)}</span>
                    </a>
                  ) : null}
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
