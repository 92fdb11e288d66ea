/** Fare-rule info entries of J§9: each reads 'As per airline policy.' */
export const FARE_RULE_INFO_TEXT = "As per airline policy.";

export const FARE_RULE_INFO_ENTRIES = [
  { title: "Baggage", text: FARE_RULE_INFO_TEXT },
  { title: "Cancellation", text: FARE_RULE_INFO_TEXT },
  { title: "Date Change", text: FARE_RULE_INFO_TEXT },
  { title: "Seat", text: FARE_RULE_INFO_TEXT },
  { title: "Meal", text: FARE_RULE_INFO_TEXT },
] as const;

export type FareRuleInfoTitle = (typeof FARE_RULE_INFO_ENTRIES)[number]["title"];

/** The entries' titles in the spec's order: the fare rules' tabs. */
export const FARE_RULE_INFO_TITLES: readonly FareRuleInfoTitle[] = FARE_RULE_INFO_ENTRIES.map(
  (entry) => entry.title,
);

export function fareRuleInfoText(title: FareRuleInfoTitle): string {
  return FARE_RULE_INFO_ENTRIES.find((entry) => entry.title === title)?.text ?? FARE_RULE_INFO_TEXT;
}
