import { fareRuleOf, type TripPrice } from "@wayfare/domain";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { directTrip } from "../../lib/trip-stories";
import { FareRulesTabs } from "./FareRulesTabs";

const flexi = directTrip.prices[1] as TripPrice;
const rule = fareRuleOf(directTrip, {
  ...flexi,
  fareDetails: { ADULT: { ...flexi.fareDetails.ADULT, cancellationFee: 300_000 } },
});

describe("FareRulesTabs, server-rendered (before or without JavaScript)", () => {
  it("sends all five entries as sections under their headings, not one tab's panel", () => {
    const html = renderToString(createElement(FareRulesTabs, { rule, headingLevel: 2 }));
    expect(html).not.toContain('role="tablist"');
    const headings = [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);
    expect(headings).toEqual(["Baggage", "Cancellation", "Date Change", "Seat", "Meal"]);
    expect(html).toContain("Cancellation fee per passenger, DEL to BOM");
    expect(html).toContain("₹3,000.00");
    // No date-change fee from the airline, and no seat in the fare.
    expect(html.match(/As per airline policy\./g)).toHaveLength(2);
    expect(html).toContain("Free meal");
  });
});
