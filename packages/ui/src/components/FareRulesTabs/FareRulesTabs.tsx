import {
  ERROR_TEXTS,
  FARE_RULE_INFO_LABELS,
  type FareRule,
  type FareRuleInfoEntry,
  type FareRuleInfoLabels,
  type FareRuleInfoTitle,
  fareRuleInfoRows,
  fareRuleInfoText,
} from "@wayfare/domain";
import { lazy, Suspense, useId } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { Alert } from "../Alert/Alert";

/**
 * Radix Tabs arrive after hydration (about 10 kB gzip): the server's sections serve until then,
 * so a page that shows fare rules, the review, keeps them off its first download (decision 0051).
 */
const Tabs = lazy(() => import("../Tabs/Tabs").then((module) => ({ default: module.Tabs })));

export interface FareRulesTabsMessages extends FareRuleInfoLabels {
  /** The leg: `("DEL", "BOM") => "DEL to BOM"`. */
  leg: (from: string, to: string) => string;
  /** The heading: the leg and the fare's name. */
  heading: (leg: string, fareName: string) => string;
  /** Names the tab list: `"Fare rules, DEL to BOM"`. */
  tabsLabel: (leg: string) => string;
  /** A tab's (and, without JavaScript, a section's) title; the spec's by default. */
  title: (title: FareRuleInfoTitle) => string;
  /** A panel's table name (read by screen readers only). */
  caption: (title: string, leg: string, entry: FareRuleInfoEntry) => string;
  /** An entry the airline sets nothing in: 'As per airline policy.' (J§9). */
  airlinePolicy: (title: FareRuleInfoTitle) => string;
  /** The rules could not be fetched (J§8). */
  unavailable: string;
}

export const defaultFareRulesTabsMessages: FareRulesTabsMessages = {
  ...FARE_RULE_INFO_LABELS,
  leg: (from, to) => `${from} to ${to}`,
  heading: (leg, fareName) => `${leg}: ${fareName}`,
  tabsLabel: (leg) => `Fare rules, ${leg}`,
  title: (title) => title,
  caption: (title, leg, entry) =>
    "fees" in entry ? `${title} fee per passenger, ${leg}` : `${title}, ${leg}`,
  airlinePolicy: fareRuleInfoText,
  unavailable: ERROR_TEXTS.fareRulesUnavailable,
};

export interface FareRulesTabsProps {
  /** One fare's rules (the fare-rules call); absent: they could not be fetched. */
  rule?: FareRule;
  /** The fare's heading level; without JavaScript each entry's section is one below. */
  headingLevel?: 2 | 3 | 4;
  messages?: Partial<FareRulesTabsMessages>;
  className?: string;
}

const cell = "py-2 pr-4";

/** "Date Change" → "date-change". */
const tabIdOf = (title: string) => title.toLowerCase().replaceAll(" ", "-");

function InfoPanel({
  entry,
  leg,
  text,
}: {
  entry: FareRuleInfoEntry;
  leg: string;
  text: FareRulesTabsMessages;
}) {
  const rows = fareRuleInfoRows(entry, text);
  if (rows.length === 0) return <p>{text.airlinePolicy(entry.title)}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm sm:w-auto">
      <caption className="sr-only">{text.caption(text.title(entry.title), leg, entry)}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.term}-${row.detail}`} className="border-b border-subtle align-top">
            <th scope="row" className={`${cell} font-normal text-fg-muted`}>
              {row.term}
            </th>
            <td className={`${cell} font-semibold`}>{row.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One fare's rules as five tabs (J§9: Baggage, Cancellation, Date Change, Seat, Meal), built on
 * the library's Tabs (Radix): each panel a table named by its caption, or 'As per airline
 * policy.' where the airline sets nothing. Until JavaScript runs and the tabs have loaded (and
 * without JavaScript) the five are sections one under another, so every entry can be read. Without rules, the spec's "Sorry,
 * unable to fetch fare rules…".
 */
export function FareRulesTabs({ rule, headingLevel = 2, messages, className }: FareRulesTabsProps) {
  const text = { ...defaultFareRulesTabsMessages, ...messages };
  const headingId = useId();
  const hydrated = useIsHydrated();
  const classes = ["flex flex-col gap-3 text-fg", className].filter(Boolean).join(" ");
  if (!rule) {
    return (
      <Alert tone="error" live={false} className={className}>
        {text.unavailable}
      </Alert>
    );
  }
  const [from = "", to = ""] = rule.route.split("-");
  const leg = text.leg(from, to);
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as "h3" | "h4" | "h5";
  // Headed blocks, not landmarks: a review of several legs repeats the same five names.
  const sections = rule.info.map((entry) => (
    <div key={entry.title} className="flex flex-col gap-1">
      <SectionHeading className="font-semibold">{text.title(entry.title)}</SectionHeading>
      <InfoPanel entry={entry} leg={leg} text={text} />
    </div>
  ));
  return (
    <section aria-labelledby={headingId} data-slot="fare-rules-tabs" className={classes}>
      <Heading id={headingId} className="text-lg font-semibold">
        {text.heading(leg, rule.fareIdentifier || rule.fareType)}
      </Heading>
      {hydrated ? (
        <Suspense fallback={sections}>
          <Tabs
            aria-label={text.tabsLabel(leg)}
            items={rule.info.map((entry) => ({
              // Radix builds the tab's and panel's ids from it: no spaces.
              id: tabIdOf(entry.title),
              label: text.title(entry.title),
              content: <InfoPanel entry={entry} leg={leg} text={text} />,
            }))}
          />
        </Suspense>
      ) : (
        sections
      )}
    </section>
  );
}
