import {
  LOCALE,
  type RecentSearchQuery,
  type SearchQuery,
  totalPassengers,
  tripTypeLabel,
} from "@wayfare/domain";
import { History } from "lucide-react";
import { nativeFocusRing } from "../../lib/focus-ring";
import type { Airport } from "../AirportComboBox/AirportComboBox";

export const defaultRecentSearchesMessages = {
  heading: "Recent searches",
  to: "to",
  traveller: (count: number) => (count === 1 ? "1 traveller" : `${count} travellers`),
};

export interface RecentSearchesProps {
  /**
   * The stored recent searches with the search each URL describes (domain
   * `recentSearchQueries`, on the server: no schema in the browser), newest first.
   */
  searches: readonly RecentSearchQuery[];
  /** To name the airports by city; a code without an airport shows as the code. */
  airports?: readonly Airport[];
  messages?: Partial<typeof defaultRecentSearchesMessages>;
  /** Heading level of the section title (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function describe(
  query: SearchQuery,
  cityOf: (code: string) => string,
  messages: typeof defaultRecentSearchesMessages,
): string {
  const { routeInfos } = query;
  const [first, back] = routeInfos;
  if (!first) return "";
  const multicity = query.tripType === "MULTICITY";
  // A multicity trip reads its whole way and its first and last days.
  const shownDates = multicity
    ? [first, routeInfos.at(-1) ?? first]
    : [first, ...(query.tripType === "RETURN" && back ? [back] : [])];
  const dates = shownDates
    .map((route) => dateFormat.format(new Date(`${route.travelDate}T00:00:00Z`)))
    .join(" – ");
  const stops = multicity
    ? [first.fromCityOrAirport, ...routeInfos.map((route) => route.toCityOrAirport)]
    : [first.fromCityOrAirport, first.toCityOrAirport];
  return [
    stops.map(cityOf).join(` ${messages.to} `),
    dates,
    tripTypeLabel(query.tripType),
    messages.traveller(totalPassengers(query.paxInfo)),
  ].join(", ");
}

/**
 * The latest searches (J§9: up to 10, newest first) as links back to their results. Each
 * link reads the whole search: "New Delhi (DEL) to Mumbai (BOM), 1 Dec 2026, One Way,
 * 2 travellers". With none, nothing is rendered.
 */
export function RecentSearches({
  searches,
  airports = [],
  messages: overrides,
  headingLevel = 2,
  className,
}: RecentSearchesProps) {
  const messages = { ...defaultRecentSearchesMessages, ...overrides };
  const cityOf = (code: string) => {
    const airport = airports.find((candidate) => candidate.code === code);
    return airport ? `${airport.city} (${code})` : code;
  };
  const items = searches.map(({ url, query }) => ({
    url,
    text: describe(query, cityOf, messages),
  }));
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby="recent-searches-heading"
      data-slot="recent-searches"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <Heading id="recent-searches-heading" className="text-lg font-semibold text-fg">
        {messages.heading}
      </Heading>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.url}>
            <a
              href={item.url}
              className={`flex min-h-11 items-center gap-2 rounded-sm py-2 font-medium text-link underline underline-offset-2 hover:no-underline ${nativeFocusRing}`}
            >
              <History aria-hidden="true" className="size-4 shrink-0" />
              <span>{item.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
