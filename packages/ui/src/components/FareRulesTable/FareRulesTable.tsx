import {
  ERROR_TEXTS,
  type FareDetail,
  fareFeeSchedules,
  PAX_TYPE_VALUES,
  type PaxType,
  paxTypeLabel,
  type RefundableType,
  refundableTypeLabel,
  type Trip,
} from "@wayfare/domain";
import { useId } from "react";
import { ScrollRegion } from "../../lib/scroll-region";
import { FeeList, type FeeListMessages } from "./parts/FeeList";

export interface FareRulesTableMessages extends FeeListMessages {
  /** The leg: `("DEL", "BOM") => "DEL to BOM"`. */
  leg: (from: string, to: string) => string;
  /** The heading: the leg and the fare's name. */
  heading: (leg: string, fareName: string) => string;
  /** The table's name (read by screen readers only). */
  caption: (leg: string) => string;
  passenger: string;
  fareBasis: string;
  baggage: string;
  refundable: string;
  cancellationFee: string;
  dateChangeFee: string;
  paxType: (type: PaxType) => string;
  /** `("Y01AB", "Y") => "Y01AB (Y)"`. */
  fareBasisEntry: (fareBasis: string, bookingClass: string) => string;
  baggageEntry: (checkIn: string, cabin: string) => string;
  refundableType: (type: RefundableType) => string;
  /** When the airline gave no fees for the fare. */
  unavailable: string;
}

export const defaultFareRulesTableMessages: FareRulesTableMessages = {
  leg: (from, to) => `${from} to ${to}`,
  heading: (leg, fareName) => `${leg}: ${fareName}`,
  caption: (leg) => `Fare rules per passenger, ${leg}`,
  passenger: "Passenger",
  fareBasis: "Fare basis (class)",
  baggage: "Baggage",
  refundable: "Refundable",
  cancellationFee: "Cancellation fee",
  dateChangeFee: "Date change fee",
  paxType: paxTypeLabel,
  fareBasisEntry: (fareBasis, bookingClass) => `${fareBasis} (${bookingClass})`,
  baggageEntry: (checkIn, cabin) => `Check-in ${checkIn}, cabin ${cabin}`,
  refundableType: refundableTypeLabel,
  unavailable: ERROR_TEXTS.fareRulesUnavailable,
  notPermitted: "Not permitted",
};

export interface FareRulesTableProps {
  /** A journey leg; the rules are its first (chosen) fare's. */
  trip: Trip;
  headingLevel?: 2 | 3 | 4;
  messages?: Partial<FareRulesTableMessages>;
}

const cell = "py-2 pr-4";

/**
 * The fare rules of one leg's chosen fare (J§2 /flight/farerules/, decision 0026): per
 * passenger type the fare basis, baggage, refundability, and the cancellation and date change
 * fees in each window before departure (the domain's fee schedules).
 */
export function FareRulesTable({ trip, headingLevel = 2, messages }: FareRulesTableProps) {
  const text = { ...defaultFareRulesTableMessages, ...messages };
  const headingId = useId();
  const captionId = useId();
  const price = trip.prices[0];
  if (!price) return null;
  const first = trip.segments[0];
  const last = trip.segments[trip.segments.length - 1];
  const leg = text.leg(first?.departureAirport.code ?? "", last?.arrivalAirport.code ?? "");
  const Heading = `h${headingLevel}` as const;
  const details = PAX_TYPE_VALUES.flatMap((type) => {
    const detail: FareDetail | undefined = price.fareDetails[type];
    return detail ? [{ type, detail }] : [];
  });
  return (
    <section
      aria-labelledby={headingId}
      data-slot="fare-rules-table"
      className="flex flex-col gap-2 text-fg"
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {text.heading(leg, price.fareIdentifier || price.fareType)}
      </Heading>
      <ScrollRegion labelledBy={captionId}>
        <table className="w-full border-collapse text-left text-sm">
          <caption id={captionId} className="sr-only">
            {text.caption(leg)}
          </caption>
          <thead>
            <tr className="border-b border-subtle">
              {[
                text.passenger,
                text.fareBasis,
                text.baggage,
                text.refundable,
                text.cancellationFee,
                text.dateChangeFee,
              ].map((header) => (
                <th key={header} scope="col" className={cell}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {details.map(({ type, detail }) => (
              <tr key={type} className="border-b border-subtle align-top">
                <th scope="row" className={`${cell} font-semibold`}>
                  {text.paxType(type)}
                </th>
                <td className={cell}>
                  {text.fareBasisEntry(detail.fareBasis, detail.bookingClass)}
                </td>
                <td className={cell}>
                  {text.baggageEntry(detail.baggage.checkIn, detail.baggage.cabin)}
                </td>
                <td className={cell}>{text.refundableType(detail.refundableType)}</td>
                {detail.cancellationFee === undefined ? (
                  <td colSpan={2} className={cell}>
                    {text.unavailable}
                  </td>
                ) : (
                  <>
                    <td className={cell}>
                      <FeeList fees={fareFeeSchedules(detail).cancellation} text={text} />
                    </td>
                    <td className={cell}>
                      <FeeList fees={fareFeeSchedules(detail).dateChange} text={text} />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
