import { formatCalendarDate, type OffersPayload } from "@wayfare/domain";
import { BadgePercent } from "lucide-react";
import { useId } from "react";
import { CouponCode, type CouponCodeMessages } from "./parts/coupon-code";

export interface DealsAndOffersMessages extends CouponCodeMessages {
  heading: string;
  validTill: string;
}

export const defaultDealsAndOffersMessages: DealsAndOffersMessages = {
  heading: "Deals and offers",
  code: "Code",
  copy: "Copy code",
  copied: "Copied",
  copyFailed: "Couldn't copy: select the code and copy it",
  validTill: "Valid till",
};

export interface DealsAndOffersProps {
  /** The service's offers (F§7). */
  offers: OffersPayload["offers"];
  /** The section's id, for the bottom menu's Offers tab. */
  id?: string;
  messages?: Partial<DealsAndOffersMessages>;
  /** Heading level of the section title (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The mobile home's deals (J§2): each offer as a card with its title, description, last day
 * and coupon code. The code is selectable text; with JavaScript a "Copy code" button copies
 * it and says "Copied" in a polite live region. Nothing when there are no offers.
 */
export function DealsAndOffers({
  offers,
  id = "deals",
  messages: overrides,
  headingLevel = 2,
  className,
}: DealsAndOffersProps) {
  const messages = { ...defaultDealsAndOffersMessages, ...overrides };
  const headingId = useId();
  if (offers.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const OfferHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-slot="deals-and-offers"
      className={["scroll-mt-4 text-fg", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <BadgePercent aria-hidden="true" className="size-5 text-primary" />
        {messages.heading}
      </Heading>
      <ul className="grid gap-3 sm:grid-cols-2">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="rounded-lg border border-subtle border-l-4 border-l-primary bg-surface-raised p-4"
          >
            <OfferHeading className="font-semibold">{offer.title}</OfferHeading>
            <p className="mt-1 text-sm">{offer.description}</p>
            {offer.couponCode ? <CouponCode code={offer.couponCode} messages={messages} /> : null}
            <p className="mt-2 text-sm text-fg-muted">
              {messages.validTill}{" "}
              <time dateTime={offer.validTill}>{formatCalendarDate(offer.validTill)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
