import {
  type BookingPayload,
  formatCalendarDate,
  LOCALE,
  type PassengerDetailField,
  type PaxType,
  paxTypeLabel,
} from "@wayfare/domain";
import { useId } from "react";
import { ScrollRegion } from "../../lib/scroll-region";

/** A passenger as booked (`BookingPayload.passengers`) or as entered before booking. */
export type PassengerTableRow = Omit<BookingPayload["passengers"][number], "ticketNumbers"> & {
  ticketNumbers?: Readonly<Record<string, string>>;
};

export interface PassengerTableMessages {
  caption: string;
  name: string;
  type: string;
  dateOfBirth: string;
  ticketNumbers: string;
  documents: string;
  /** `("Z1234567", "IN", "12 Jan 2034")`; nationality and expiry when given. */
  passport: (number: string, nationality?: string, expires?: string) => string;
  detail: Record<Exclude<PassengerDetailField, "pNat" | "pNum" | "pid" | "eD">, string>;
  paxType: (type: PaxType) => string;
  /** A date of birth the passenger did not have to give. */
  notGiven: string;
  /** A passenger without a ticket number yet when others have theirs. */
  notIssued: string;
  /** `("6E", "312-2131000012") => "6E: 312-2131000012"`. */
  ticketEntry: (airlineCode: string, ticketNumber: string) => string;
  /** The uploaded document's link: `("passport.pdf") => "Download passport.pdf"`. */
  documentFile: (fileName: string) => string;
}

export const defaultPassengerTableMessages: PassengerTableMessages = {
  caption: "Passengers",
  name: "Name",
  type: "Type",
  dateOfBirth: "Date of birth",
  ticketNumbers: "Ticket number",
  documents: "Documents",
  passport: (number, nationality, expires) =>
    `Passport ${number}${nationality ? ` (${nationality})` : ""}${expires ? `, expires ${expires}` : ""}`,
  detail: {
    pan: "PAN",
    documentId: "Document id",
    email: "Email",
    mobile: "Mobile",
    employeeId: "Employee id",
    frequentFlyer: "Frequent flyer",
  },
  paxType: paxTypeLabel,
  notGiven: "Not given",
  notIssued: "Not issued",
  ticketEntry: (airlineCode, ticketNumber) => `${airlineCode}: ${ticketNumber}`,
  documentFile: (fileName) => `Download ${fileName}`,
};

export interface PassengerTableProps {
  passengers: readonly PassengerTableRow[];
  /**
   * A column of what each passenger gave beyond the name (passport, PAN, ids), for the
   * booking's viewers; left off a printed ticket.
   */
  showDocuments?: boolean;
  /** Where a passenger's uploaded document is (by 0-based index); the caller owns the route. */
  documentHref?: (passengerIndex: number) => string;
  messages?: Partial<PassengerTableMessages>;
  className?: string;
}

const YYYY_MM_DD = /^(\d{4})-(\d{2})-(\d{2})$/;
const dobFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "UTC",
  day: "2-digit",
  month: "short",
  year: "numeric",
});

/** "1990-01-05" → "05 Jan 1990" (a calendar date, no time zone); other text as given. */
function formatDob(value: string): string {
  const match = YYYY_MM_DD.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as number[];
  return dobFormat.format(new Date(Date.UTC(year as number, (month as number) - 1, day)));
}

/**
 * The passengers of a booking (J§2 Review: the passenger table): name, type, date of birth,
 * and the ticket numbers once issued (the column appears only then). A real `<table>` with a
 * caption, column headers and each passenger's name as the row header; it scrolls sideways
 * on a narrow screen, in a focusable region so keyboard users can scroll it too.
 */
export function PassengerTable({
  passengers,
  showDocuments = false,
  documentHref,
  messages,
  className,
}: PassengerTableProps) {
  const text = { ...defaultPassengerTableMessages, ...messages };
  const captionId = useId();
  const showTickets = passengers.some(
    (passenger) => Object.keys(passenger.ticketNumbers ?? {}).length > 0,
  );
  const documentsOf = (passenger: PassengerTableRow) => documentLines(passenger, text);
  const withDocuments =
    showDocuments && passengers.some((p) => documentsOf(p).length > 0 || p.document);
  const cell = "border-b border-subtle px-3 py-2.5 text-left align-top";
  return (
    <ScrollRegion
      labelledBy={captionId}
      slot="passenger-table"
      className={["rounded-lg border border-subtle", className].filter(Boolean).join(" ")}
    >
      <table className="w-full border-collapse text-sm text-fg">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-base font-semibold">
          {text.caption}
        </caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {text.name}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {text.type}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {text.dateOfBirth}
            </th>
            {showTickets ? (
              <th scope="col" className={`${cell} font-semibold`}>
                {text.ticketNumbers}
              </th>
            ) : null}
            {withDocuments ? (
              <th scope="col" className={`${cell} font-semibold`}>
                {text.documents}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {passengers.map((passenger, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: passengers have no id and two may share a name; the list is not reordered
            <tr key={`${index}-${passenger.firstName}-${passenger.lastName}`}>
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                {[passenger.title, passenger.firstName, passenger.lastName]
                  .filter(Boolean)
                  .join(" ")}
              </th>
              <td className={cell}>{text.paxType(passenger.type)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {passenger.dob ? (
                  formatDob(passenger.dob)
                ) : (
                  <span className="text-fg-muted">{text.notGiven}</span>
                )}
              </td>
              {showTickets ? (
                <td className={cell}>
                  <Tickets numbers={passenger.ticketNumbers ?? {}} text={text} />
                </td>
              ) : null}
              {withDocuments ? (
                <td className={cell}>
                  <ul className="flex flex-col">
                    {documentsOf(passenger).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                    {passenger.document && documentHref ? (
                      <li>
                        <a
                          href={documentHref(index)}
                          download
                          className="font-semibold text-link underline"
                        >
                          {text.documentFile(passenger.document.name)}
                        </a>
                      </li>
                    ) : null}
                  </ul>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A passenger's documents and ids as lines: the passport first, then each id given. */
function documentLines(passenger: PassengerTableRow, text: PassengerTableMessages): string[] {
  const details = passenger.details ?? {};
  const passport = details.pNum
    ? [text.passport(details.pNum, details.pNat, details.eD && formatCalendarDate(details.eD))]
    : [];
  const ids = Object.entries(text.detail).flatMap(([field, label]) => {
    const value = details[field as keyof typeof text.detail];
    return value ? [`${label} ${value}`] : [];
  });
  return [...passport, ...ids];
}

function Tickets({
  numbers,
  text,
}: {
  numbers: Readonly<Record<string, string>>;
  text: PassengerTableMessages;
}) {
  const entries = Object.entries(numbers);
  if (entries.length === 0) return <span className="text-fg-muted">{text.notIssued}</span>;
  return (
    <ul className="flex flex-col whitespace-nowrap tabular-nums">
      {entries.map(([airline, ticket]) => (
        <li key={airline}>{text.ticketEntry(airline, ticket)}</li>
      ))}
    </ul>
  );
}
