import { formatMoney, type SupplierOrder } from "@wayfare/domain";
import {
  CaptionedTable,
  EmptyTableRow,
  PlainHeadings,
  tableCellClasses,
} from "../../lib/captioned-table";
import { InstantTime } from "../../lib/instant-time";
import { TablePages, type TablePagesMessages } from "../../lib/table-pages";

export interface SupplierOrdersTableMessages extends TablePagesMessages {
  caption: string;
  booking: string;
  bookedAt: string;
  flight: string;
  seats: string;
  amount: string;
  status: string;
  empty: string;
  pageOf: (page: number, pages: number, total: number) => string;
}

export const defaultSupplierOrdersTableMessages: SupplierOrdersTableMessages = {
  caption: "Orders",
  booking: "Booking",
  bookedAt: "Booked",
  flight: "Flight and date",
  seats: "Seats",
  amount: "Amount",
  status: "Status",
  empty: "No seats of yours have been booked yet.",
  pages: "Order pages",
  previous: "Previous orders",
  next: "Next orders",
  pageOf: (page, pages, total) =>
    `Page ${page} of ${pages}, ${total} ${total === 1 ? "order" : "orders"}`,
};

export interface SupplierOrdersTableProps {
  /** One page of orders, newest first. */
  orders: readonly SupplierOrder[];
  /** From 0. */
  page: number;
  total: number;
  pageSize: number;
  /** The link to another page (a GET: works without JavaScript). */
  pageHref: (page: number) => string;
  messages?: Partial<SupplierOrdersTableMessages>;
  className?: string;
}

/**
 * The orders on a supplier's inventory (decision 0082): each booking that took seats of its
 * allotments, when it was made, the flight and date, the seats, the amount and the
 * booking's status; a page at a time.
 */
export function SupplierOrdersTable({
  orders,
  page,
  total,
  pageSize,
  pageHref,
  messages,
  className,
}: SupplierOrdersTableProps) {
  const text = { ...defaultSupplierOrdersTableMessages, ...messages };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const cell = tableCellClasses;
  const headings = [text.booking, text.bookedAt, text.flight, text.seats, text.amount, text.status];
  return (
    <div
      data-slot="supplier-orders-table"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <CaptionedTable caption={text.caption}>
        <PlainHeadings headings={headings} />
        <tbody>
          {orders.length === 0 ? (
            <EmptyTableRow columns={headings.length}>{text.empty}</EmptyTableRow>
          ) : (
            orders.map((order) => (
              <tr key={`${order.bookingId}-${order.flightNumber}-${order.date}`}>
                <th scope="row" className={`${cell} font-semibold`}>
                  {order.bookingId}
                </th>
                <td className={`${cell} whitespace-nowrap`}>
                  <InstantTime value={order.bookedAt} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {order.flightNumber} · {order.date}
                </td>
                <td className={cell}>{order.seats}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatMoney(order.amount)}</td>
                <td className={cell}>{order.status}</td>
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>
      <TablePages messages={text} page={page} pages={pages} total={total} pageHref={pageHref} />
    </div>
  );
}
