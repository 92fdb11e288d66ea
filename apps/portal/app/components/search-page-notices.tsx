import { LOCALE } from "@wayfare/domain";
import type { SearchPageNotices as Notices } from "../server/offers.server";
import { InstantTime } from "./instant-time";

/** A calendar date (no time of day): read as UTC so no zone moves it to another day. */
const calendarDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeZone: "UTC" });

/**
 * The search page's offers and notices (F§7), from the config caches. Plain lists under
 * headings: a screen reader user can jump to them or past them.
 */
export function SearchPageNotices({ offers, notifications }: Notices) {
  if (offers.length === 0 && notifications.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      {offers.length > 0 ? (
        <section id="offers" aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="mb-3 text-lg font-semibold">
            Offers
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {offers.map((offer) => (
              <li key={offer.id} className="rounded-lg border border-subtle bg-surface p-4">
                <h3 className="font-semibold">{offer.title}</h3>
                <p className="mt-1 text-sm">{offer.description}</p>
                {offer.couponCode ? (
                  <p className="mt-2 text-sm">
                    Code <strong className="font-mono">{offer.couponCode}</strong>
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-fg-muted">
                  Valid till{" "}
                  <time dateTime={offer.validTill}>
                    {calendarDate.format(new Date(offer.validTill))}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {notifications.length > 0 ? (
        <section aria-labelledby="notices-heading">
          <h2 id="notices-heading" className="mb-3 text-lg font-semibold">
            Notices
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
