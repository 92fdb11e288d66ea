import { type BookingProtection, formatMoney, paise } from "@wayfare/domain";
import { useId } from "react";

export interface ProtectionSummaryMessages {
  heading: string;
  cancellationProtection: string;
  /** What cancellation protection promises. */
  cancellationPromise: string;
  tripInsurance: string;
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
  tripInsurance: "Trip insurance",
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
 * The protection a booking bought (J§3, J§4): cancellation protection with its promise and
 * price, trip insurance with its plan, days, travellers and price, and the certificate of
 * insurance to download once it is issued. Nothing when nothing was bought.
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
  const cancellation = chosen?.cancellationProtection
    ? protection?.offers.cancellationProtection
    : undefined;
  const insurance = chosen?.tripInsurance ? protection?.offers.tripInsurance : undefined;
  if (!cancellation && !insurance) return null;
  const certificate = insurance ? protection?.insuranceCertificate : undefined;
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
        {cancellation ? (
          <div className="contents">
            <dt className="text-fg-muted">{text.cancellationProtection}</dt>
            <dd className="break-words">
              <span className="font-semibold">{formatMoney(paise(cancellation.total))}</span>.{" "}
              {text.cancellationPromise}
            </dd>
          </div>
        ) : null}
        {insurance ? (
          <div className="contents">
            <dt className="text-fg-muted">{text.tripInsurance}</dt>
            <dd className="break-words">
              <span className="font-semibold">{formatMoney(paise(insurance.fare.TF))}</span>.{" "}
              {text.insuranceCover(insurance.plan, insurance.days, insurance.travellers)}
              {certificate ? `. ${text.certificate(certificate)}` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {certificate && certificateHref ? (
        <a href={certificateHref} download className="w-fit font-semibold text-link underline">
          {text.download}
        </a>
      ) : null}
    </section>
  );
}
