import { Check } from "lucide-react";
import { type MouseEvent, useId, useState } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import type { AirlineChoice } from "../SearchForm/SearchForm";

export interface PreferredAirlineChipsMessages {
  heading: string;
  anyAirline: string;
  /** Said politely once a chip has filled the search form (with JavaScript). */
  chosen: (airline: string) => string;
  anyChosen: string;
}

export const defaultPreferredAirlineChipsMessages: PreferredAirlineChipsMessages = {
  heading: "Preferred airline",
  anyAirline: "Any airline",
  chosen: (airline) => `${airline} is the search's preferred airline`,
  anyChosen: "The search takes any airline",
};

export interface PreferredAirlineChipsProps {
  /** The airlines that fly (the service's airline list). */
  airlines: readonly AirlineChoice[];
  /** The search form's preferred airlines now: their chips are pressed ("Any airline" when none). */
  chosen: readonly string[];
  /** Where the chips' GET form goes without JavaScript (the search page), to come back with the choice. */
  action: string;
  /** Other query parameters the GET keeps (a search being built), as name–value pairs. */
  keep?: readonly (readonly [string, string])[];
  /**
   * With JavaScript: called with the chosen codes (one, or none for "Any airline") instead of
   * the GET, so the page fills its search form in place.
   */
  onChoose?: (codes: string[]) => void;
  /** The query parameter of a preferred airline (J§2: `prefAirCode`). */
  name?: string;
  messages?: Partial<PreferredAirlineChipsMessages>;
  /** Heading level of the section title (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

const chipClass = `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap gap-1.5 rounded-full border px-4 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary border-control bg-canvas text-fg hover:bg-ghost-hover aria-pressed:hover:bg-primary-hover ${nativeFocusRing}`;

/**
 * The mobile home's preferred-airline selector (J§2): a row of toggle buttons, "Any airline"
 * and one per airline that flies, scrolling sideways when it is wider than the screen. Each is a submit button of a GET form to the search page
 * (`prefAirCode=AI`), so without JavaScript the page comes back with the search form's
 * preferred airline chosen; with `onChoose` the page fills its form in place instead.
 */
export function PreferredAirlineChips({
  airlines,
  chosen,
  action,
  keep = [],
  onChoose,
  name = "prefAirCode",
  messages: overrides,
  headingLevel = 2,
  className,
}: PreferredAirlineChipsProps) {
  const messages = { ...defaultPreferredAirlineChipsMessages, ...overrides };
  const headingId = useId();
  const [said, setSaid] = useState("");
  if (airlines.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const choose = (event: MouseEvent<HTMLButtonElement>, airline?: AirlineChoice) => {
    if (!onChoose) return;
    event.preventDefault();
    onChoose(airline ? [airline.code] : []);
    setSaid(airline ? messages.chosen(`${airline.name} (${airline.code})`) : messages.anyChosen);
  };
  const chip = (label: string, pressed: boolean, airline?: AirlineChoice) => (
    <li key={airline?.code ?? ""}>
      <button
        type="submit"
        name={airline ? name : undefined}
        value={airline?.code}
        aria-pressed={pressed}
        onClick={(event) => choose(event, airline)}
        className={chipClass}
      >
        {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
        {label}
      </button>
    </li>
  );
  return (
    <section
      aria-labelledby={headingId}
      data-slot="preferred-airline-chips"
      className={["text-fg", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="mb-3 text-lg font-semibold">
        {messages.heading}
      </Heading>
      <form method="get" action={action}>
        {keep
          .filter(([param]) => param !== name)
          .map(([param, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a name with the same value; the order is the key
            <input key={index} type="hidden" name={param} value={value} />
          ))}
        {/* One row that scrolls sideways on a phone (the network has a score of airlines);
            the padding keeps the chips' focus rings inside the scrolling box. */}
        <ul className="-m-1.5 flex gap-2 overflow-x-auto p-1.5">
          {chip(messages.anyAirline, chosen.length === 0)}
          {airlines.map((airline) =>
            chip(`${airline.name} (${airline.code})`, chosen.includes(airline.code), airline),
          )}
        </ul>
      </form>
      <p role="status" className="mt-2 text-sm text-fg-muted">
        {said}
      </p>
    </section>
  );
}
