import type { FareRule } from "@wayfare/domain";
import { FareRulesTabs } from "@wayfare/ui";

/**
 * Each fare's rules as its five tabs, or the spec's "Sorry, unable to fetch fare rules…" when
 * the call failed (null): the fare rules page and the review's disclosure show the same.
 */
export function FareRulesList({
  rules,
  headingLevel,
}: {
  rules: readonly FareRule[] | null;
  headingLevel: 2 | 3;
}) {
  if (rules === null) return <FareRulesTabs />;
  return rules.map((rule) => (
    <FareRulesTabs
      key={`${rule.flightNumbers.join("-")}-${rule.fareIdentifier}`}
      rule={rule}
      headingLevel={headingLevel}
    />
  ));
}
