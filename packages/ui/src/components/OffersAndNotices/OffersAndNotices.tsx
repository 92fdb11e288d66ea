import { formatCalendarDate, type NotificationsPayload, type OffersPayload } from "@wayfare/domain";
import { useId } from "react";
import { InstantTime } from "../../lib/instant-time";

export interface OffersAndNoticesMessages {
  offers: string;
  notices: string;
  code: string;
  validTill: string;
}

export const defaultOffersAndNoticesMessages: OffersAndNoticesMessages = {
  offers: "Offers",
  notices: "Notices",
  code: "Code",
  validTill: "Valid till",
};

export interface OffersAndNoticesProps {
  offers: OffersPayload["offers"];
  notifications: NotificationsPayload["notifications"];
  /** The offers section's id, for links to it from the site's menus. */
  offersId?: string;
  /**
   * Classes for the offers section alone: the search page hides it under 768 px with
   * `hidden md:block`, where DealsAndOffers shows the offers at the top of the mobile home.
   */
  offersClassName?: string;
  messages?: Partial<OffersAndNoticesMessages>;
}

/**
 * The search page's offers and notices (F§7): plain lists under headings, so a screen reader
 * user can jump to them or past them. Nothing when there are neither.
 */
export function OffersAndNotices({
  offers,
  notifications,
  offersId = "offers",
  offersClassName,
  messages,
}: OffersAndNoticesProps) {
  const text = { ...defaultOffersAndNoticesMessages, ...messages };
  const offersHeadingId = useId();
  const noticesHeadingId = useId();
  if (offers.length === 0 && notifications.length === 0) return null;
  return (
    <div
      data-slot="offers-and-notices"
      className="grid gap-6 text-fg md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      {offers.length > 0 ? (
        <section id={offersId} aria-labelledby={offersHeadingId} className={offersClassName}>
          <h2 id={offersHeadingId} className="mb-3 text-lg font-semibold">
            {text.offers}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {offers.map((offer) => (
              <li key={offer.id} className="rounded-lg border border-subtle bg-surface p-4">
                <h3 className="font-semibold">{offer.title}</h3>
                <p className="mt-1 text-sm">{offer.description}</p>
                {offer.couponCode ? (
                  <p className="mt-2 text-sm">
                    {text.code} <strong className="font-mono">{offer.couponCode}</strong>
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-fg-muted">
                  {text.validTill}{" "}
                  <time dateTime={offer.validTill}>{formatCalendarDate(offer.validTill)}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {notifications.length > 0 ? (
        <section aria-labelledby={noticesHeadingId}>
          <h2 id={noticesHeadingId} className="mb-3 text-lg font-semibold">
            {text.notices}
          </h2>
          <ul className="flex flex-col gap-2">
            {notifications.map((notice) => (
              <li key={notice.id} className="rounded-lg border border-subtle bg-surface p-3">
                <p>{notice.message}</p>
                <p className="text-sm text-fg-muted">
                  <InstantTime value={notice.receivedOn} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
