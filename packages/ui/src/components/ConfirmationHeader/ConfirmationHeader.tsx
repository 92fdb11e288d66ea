import { type BookingStatus, onHoldTillLabel } from "@wayfare/domain";
import { type ReactNode, useId } from "react";
import { defaultBookingStatusLabels, StatusBadge } from "../StatusBadge/StatusBadge";

export interface ConfirmationHeaderMessages {
  /** The page heading by status: "Your booking is confirmed", "Your booking is on hold"… */
  title: (status: BookingStatus) => string;
  bookingId: string;
  status: string;
  /** Term of the PNR list: one PNR per airline. */
  pnr: string;
  /** `("6E", "ABC123") => "6E: ABC123"`. */
  pnrEntry: (airlineCode: string, pnr: string) => string;
  statuses: Record<BookingStatus, string>;
  /** 'On hold till 05 Jan 2025, 14:30' (J§2), from the domain's `onHoldTillLabel`. */
  onHoldTill: (until: Date) => string;
}

export const defaultConfirmationHeaderMessages: ConfirmationHeaderMessages = {
  title: (status) =>
    status === "Success"
      ? "Your booking is confirmed"
      : status === "On Hold"
        ? "Your booking is on hold"
        : status === "Pending"
          ? "Your booking is being confirmed"
          : "Booking details",
  bookingId: "Booking ID",
  status: "Status",
  pnr: "PNR",
  pnrEntry: (airlineCode, pnr) => `${airlineCode}: ${pnr}`,
  statuses: defaultBookingStatusLabels,
  onHoldTill: onHoldTillLabel,
};

export interface ConfirmationHeaderProps {
  bookingId: string;
  status: BookingStatus;
  /** The airline PNR of each carrier (`BookingPayload.pnrs`); none yet shows nothing. */
  pnrs?: Readonly<Record<string, string>>;
  /** Until when a held booking can be paid (`BookingPayload.payBy`), shown when on hold. */
  onHoldTill?: string | Date | null;
  /** Level of the heading; the confirmation page's main heading by default. */
  headingLevel?: 1 | 2;
  /** Actions for the booking, e.g. Pay now and Unhold forms (ui never posts or routes). */
  children?: ReactNode;
  messages?: Partial<Omit<ConfirmationHeaderMessages, "statuses">> & {
    statuses?: Partial<Record<BookingStatus, string>>;
  };
  className?: string;
}

/**
 * The top of the confirmation page (J§2 Confirmation): a heading by status, the booking id,
 * a status badge, the PNRs, 'On hold till …' for a held booking, and the actions passed as
 * children (Pay now, Unhold).
 */
export function ConfirmationHeader({
  bookingId,
  status,
  pnrs = {},
  onHoldTill,
  headingLevel = 1,
  children,
  messages,
  className,
}: ConfirmationHeaderProps) {
  const text = {
    ...defaultConfirmationHeaderMessages,
    ...messages,
    statuses: { ...defaultConfirmationHeaderMessages.statuses, ...messages?.statuses },
  };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const pnrEntries = Object.entries(pnrs);
  const holdUntil = status === "On Hold" && onHoldTill ? new Date(onHoldTill) : undefined;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="confirmation-header"
      className={[
        "flex flex-col gap-4 rounded-lg border border-subtle bg-surface-raised p-4 text-fg sm:p-6",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <Heading id={headingId} className="text-2xl font-bold">
        {text.title(status)}
      </Heading>
      <dl className="grid grid-cols-1 gap-x-8 gap-y-3 sm:grid-cols-[repeat(3,auto)] sm:justify-start">
        <Item term={text.bookingId}>
          <span className="text-lg font-semibold tracking-wide tabular-nums">{bookingId}</span>
        </Item>
        <Item term={text.status}>
          <StatusBadge status={status} label={text.statuses[status]} />
        </Item>
        {pnrEntries.length > 0 ? (
          <Item term={text.pnr}>
            <ul className="flex flex-col">
              {pnrEntries.map(([airline, pnr]) => (
                <li key={airline} className="font-semibold tracking-wide tabular-nums">
                  {text.pnrEntry(airline, pnr)}
                </li>
              ))}
            </ul>
          </Item>
        ) : null}
      </dl>
      {holdUntil ? (
        <p className="w-fit rounded-md border border-info-border bg-info-surface px-3 py-2 font-semibold text-on-info-surface">
          <time dateTime={holdUntil.toISOString()}>{text.onHoldTill(holdUntil)}</time>
        </p>
      ) : null}
      {children ? (
        <div data-slot="confirmation-actions" className="flex flex-wrap gap-3">
          {children}
        </div>
      ) : null}
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
