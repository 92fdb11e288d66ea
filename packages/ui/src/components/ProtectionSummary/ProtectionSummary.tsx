import { type BookingProtection, formatMoney, paise } from "@wayfare/domain";
import { useId } from "react";

export interface ProtectionSummaryMessages {
  heading: string;
  cancellationProtection: string;
  /** What cancellation protection promises. */
  cancellationPromise: string;
  tjFlex: string;
  /** What TJ Flex gives, and to how many. */
  tjFlexPromise: (passengers: number) => string;
  tripInsurance: string;
  baggageProtect: string;
  baggageProtectPromise: (payout: string) => string;
  /** "TripSafe $50k travel cover, 4 days, 2 travellers" */
  insuranceCover: (plan: string, days: number, travellers: number) => string;
  certificate: (number: string) => string;
  download: string;
}

export const defaultProtectionSummaryMessages: ProtectionSummaryMessages = {
  heading: "Trip protection",
  cancellationProtection: "Cancellation protection",
  cancellationPromise:
    "Everything paid for a flight you cancel is refunded, whatever the airline's fee.",
  tjFlex: "TJ Flex",
  tjFlexPromise: (passengers) =>
    `No airline cancellation fee for ${passengers} ${passengers === 1 ? "passenger" : "passengers"} when you cancel 24 hours or more before departure.`,
  tripInsurance: "Trip insurance",
  baggageProtect: "Baggage protect",
  baggageProtectPromise: (payout) =>
    `Up to ${payout} per passenger if checked-in baggage is lost or delayed; claim within 96 hours of arrival.`,
  insuranceCover: (plan, days, travellers) =>
    `${plan}, ${days} ${days === 1 ? "day" : "days"}, ${travellers} ${travellers === 1 ? "traveller" : "travellers"}`,
  certificate: (number) => `Certificate of insurance ${number}`,
  download: "Download the certificate of insurance (PDF)",
};

export interface ProtectionSummaryProps {
  /** The booking's protection: only what was bought is listed (a paid booking's offers). */
  protection: BookingProtection | undefined;
  /** Where the certificate PDF is, once issued; the caller owns the route. */
  certificateHref?: string;
  headingLevel?: 2 | 3;
  messages?: Partial<ProtectionSummaryMessages>;
  className?: string;
}

/**
 * The protection a booking bought (J§3, J§4): cancellation protection and TJ Flex with
 * what they promise, trip insurance with its plan, days and travellers, baggage protect with
 * its payout, each with its price, and the certificate of insurance to download once it is
 * issued. Nothing when nothing was bought.
 */
export function ProtectionSummary({
  protection,
  certificateHref,
  headingLevel = 2,
  messages,
  className,
}: ProtectionSummaryProps) {
  const text = { ...defaultProtectionSummaryMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const chosen = protection?.chosen;
  const offers = protection?.offers;
  const insurance = chosen?.tripInsurance ? offers?.tripInsurance : undefined;
  const certificate = insurance ? protection?.insuranceCertificate : undefined;
  const rows: [string, number, string][] = [];
  if (chosen?.cancellationProtection && offers?.cancellationProtection) {
    rows.push([
      text.cancellationProtection,
      offers.cancellationProtection.total,
      text.cancellationPromise,
    ]);
  }
  if (chosen?.tjFlex && offers?.tjFlex) {
    const { totalCharges, passengerIds } = offers.tjFlex;
    rows.push([text.tjFlex, totalCharges, text.tjFlexPromise(passengerIds.length)]);
  }
  if (insurance) {
    const cover = text.insuranceCover(insurance.plan, insurance.days, insurance.travellers);
    const number = certificate ? `. ${text.certificate(certificate)}` : "";
    rows.push([text.tripInsurance, insurance.fare.TF, `${cover}${number}`]);
  }
  if (chosen?.baggageProtect && offers?.baggageProtect) {
    const { total, payout } = offers.baggageProtect;
    rows.push([text.baggageProtect, total, text.baggageProtectPromise(formatMoney(paise(payout)))]);
  }
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="protection-summary"
      className={["flex flex-col gap-2 text-sm text-fg", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="text-base font-semibold">
        {text.heading}
      </Heading>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([product, price, gives]) => (
          <div key={product} className="contents">
            <dt className="text-fg-muted">{product}</dt>
            <dd className="break-words">
              <span className="font-semibold">{formatMoney(paise(price))}</span>. {gives}
            </dd>
          </div>
        ))}
      </dl>
      {certificate && certificateHref ? (
        <a href={certificateHref} download className="w-fit font-semibold text-link underline">
          {text.download}
        </a>
      ) : null}
    </section>
  );
}
